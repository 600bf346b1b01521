import { and, eq, ne } from 'drizzle-orm';
import { JADWAL_HARI } from '@madrasah/contract/jadwal';
import type { Db } from '../../src/db/client.js';
import { rombel, tahunAjaran } from '../../src/db/schema/index.js';
import { DEMO_WALI_KELAS_ROMBEL } from '../../src/db/seed/demo-staf.js';
import type { Route } from './requests.js';

/**
 * What a staff request acts on: a class group of the active year (and its id in the path, where
 * a route takes one). The demo's wali kelas owns one (`own`); any other is a stranger's.
 */
export type StafTarget = { rombelId: number };

export async function stafTargets(db: Db): Promise<{ own: StafTarget; other: StafTarget }> {
  const active = and(eq(rombel.tahun_ajaran_id, tahunAjaran.id), eq(tahunAjaran.is_active, true));
  const [own] = await db.select({ id: rombel.id }).from(rombel).innerJoin(tahunAjaran, active).where(eq(rombel.nama, DEMO_WALI_KELAS_ROMBEL));
  const [other] = await db.select({ id: rombel.id }).from(rombel).innerJoin(tahunAjaran, active).where(ne(rombel.nama, DEMO_WALI_KELAS_ROMBEL)).limit(1);
  return { own: { rombelId: own!.id }, other: { rombelId: other!.id } };
}

/** The demo school's settings as the demo seed writes them (its name is the default SCHOOL_NAME). */
export const DEMO_SEKOLAH = {
  nama: 'MAN 1 Contoh',
  timezone: 'Asia/Jakarta',
  jam_masuk: '07:00',
  jam_pulang: '15:00',
  hari_presensi: [...JADWAL_HARI],
  lat: -7.797068,
  long: 110.370529,
  radius: 150,
  radius_active: true,
};

/**
 * A request for each staff route (keyed 'METHOD url'): a body that passes validation, so that
 * the guard and the scope are what answers. A route missing here fails the matrix's coverage test.
 * Writes are made harmless where every role may call them: the password change names a wrong
 * old password (the guard passes, the service refuses with 400 and changes nothing).
 */
export const STAF_REQUESTS: Record<string, (t: StafTarget) => { url?: string; body?: unknown }> = {
  'GET /api/staf/privilege': () => ({}),
  'POST /api/staf/logout': () => ({}),
  'PUT /api/staf/profil/password': () => ({ body: { password_old: 'bukan-password-ini', password_new: 'kataSandiUji1', password_confirm: 'kataSandiUji1' } }),
  // Students (staf-siswa)
  'POST /api/staf/siswa/table': (t) => ({ body: { filtering: { rombel_id: t.rombelId } } }),
  'GET /api/staf/siswa/rombel': () => ({}),
  // School settings and the overview: the write saves the demo school's own settings again.
  'GET /api/staf/pengaturan/sekolah': () => ({}),
  'PUT /api/staf/pengaturan/sekolah': () => ({ body: DEMO_SEKOLAH }),
  'GET /api/staf/beranda': () => ({}),
};

export const stafRequestFor = (route: Route, target: StafTarget) => {
  const make = STAF_REQUESTS[`${route.method} ${route.url}`];
  if (!make) throw new Error(`no staff request for ${route.method} ${route.url}`);
  const { url, body } = make(target);
  return { url: url ?? route.url, body };
};
