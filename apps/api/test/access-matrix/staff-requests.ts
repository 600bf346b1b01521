import { and, eq, ne } from 'drizzle-orm';
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

/** An id no account and no staff member has. */
const NO_ACCOUNT = 2_000_000_000;

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
  // Accounts (staf-akun): the class group's accounts are made (idempotent after the first
  // call); the cards are a PDF of what is sent; the per-account actions and the staff writes
  // name an account or a staff member that does not exist (guard and scope pass, then 404).
  'POST /api/staf/akun/table': (t) => ({ body: { filtering: { rombel_id: t.rombelId } } }),
  'POST /api/staf/akun/rombel': (t) => ({ body: { rombel_id: t.rombelId } }),
  'POST /api/staf/akun/kartu': () => ({
    body: { alamat_portal: 'https://portal.madrasah.test', kartu: [{ nama: 'Uji', peran: 'Siswa', email: 'uji@madrasah.test', password: 'abcdefgh23' }] },
  }),
  'POST /api/staf/akun/:id/reset-password': () => ({ url: `/api/staf/akun/${NO_ACCOUNT}/reset-password` }),
  'POST /api/staf/akun/:id/tangguhkan': () => ({ url: `/api/staf/akun/${NO_ACCOUNT}/tangguhkan`, body: { alasan: 'Uji' } }),
  'POST /api/staf/akun/:id/aktifkan': () => ({ url: `/api/staf/akun/${NO_ACCOUNT}/aktifkan` }),
  'POST /api/staf/akun/:id/akhiri-sesi': () => ({ url: `/api/staf/akun/${NO_ACCOUNT}/akhiri-sesi` }),
  'POST /api/staf/akun/staf/table': () => ({ body: {} }),
  'GET /api/staf/akun/staf/gtk': () => ({}),
  'POST /api/staf/akun/staf': () => ({ body: { gtk_id: NO_ACCOUNT, email: 'gtk-uji@madrasah.test', peran: ['guru'] } }),
  'POST /api/staf/akun/staf/:id/peran': () => ({ url: `/api/staf/akun/staf/${NO_ACCOUNT}/peran`, body: { peran: ['guru'] } }),
};

export const stafRequestFor = (route: Route, target: StafTarget) => {
  const make = STAF_REQUESTS[`${route.method} ${route.url}`];
  if (!make) throw new Error(`no staff request for ${route.method} ${route.url}`);
  const { url, body } = make(target);
  return { url: url ?? route.url, body };
};
