import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { gtk, jadwalPelajaran, jurusan, mapel, rombel, ruangan, semester, tahunAjaran, tingkat } from '../../src/db/schema/index.js';
import { DEMO_WALI_KELAS_ROMBEL } from '../../src/db/seed/demo-staf.js';
import type { Route } from './requests.js';

/**
 * What a staff request acts on: a class group of the active year (and its id in the path, where
 * a route takes one). The demo's wali kelas owns one (`own`); any other is a stranger's.
 * `akademik`: the school's setup rows the academic routes name, with their stored values.
 */
export type StafTarget = { rombelId: number; akademik: AkademikTarget };

export async function stafTargets(db: Db): Promise<{ own: StafTarget; other: StafTarget }> {
  const active = and(eq(rombel.tahun_ajaran_id, tahunAjaran.id), eq(tahunAjaran.is_active, true));
  const [own] = await db.select({ id: rombel.id }).from(rombel).innerJoin(tahunAjaran, active).where(eq(rombel.nama, DEMO_WALI_KELAS_ROMBEL));
  const [other] = await db.select({ id: rombel.id }).from(rombel).innerJoin(tahunAjaran, active).where(ne(rombel.nama, DEMO_WALI_KELAS_ROMBEL)).limit(1);
  const akademik = await akademikTarget(db, own!.id);
  return { own: { rombelId: own!.id, akademik }, other: { rombelId: other!.id, akademik } };
}

/**
 * The academic setup's rows as stored: the active period, a grade level, major, room and subject
 * that class groups or timetables use (a delete is refused), the wali kelas's class group and a
 * teacher. A write sends them back as they are, so that the matrix changes nothing.
 */
async function akademikTarget(db: Db, rombelId: number) {
  const [periode] = await db
    .select({ tahun_ajaran_id: tahunAjaran.id, semester_id: semester.id })
    .from(tahunAjaran)
    .innerJoin(semester, and(eq(semester.tahun_ajaran_id, tahunAjaran.id), eq(semester.is_active, true)))
    .where(eq(tahunAjaran.is_active, true));
  const [group] = await db.select().from(rombel).where(eq(rombel.id, rombelId));
  const { id: _id, tahun_ajaran_id: _year, jenis_rombel: _jenis, ...rombelValues } = group!;
  // Rows other class groups use, not this one's: a round trip that renames them leaves its references alone.
  const [level] = await db.select().from(tingkat).where(ne(tingkat.nama, group!.tingkatan_kelas)).orderBy(asc(tingkat.id)).limit(1);
  const [major] = await db.select().from(jurusan).where(ne(jurusan.nama, group!.jurusan_nama!)).orderBy(asc(jurusan.id)).limit(1);
  const [room] = await db.select().from(ruangan).where(ne(ruangan.nama, group!.ruangan_nama!)).orderBy(asc(ruangan.id)).limit(1);
  const [subject] = await db
    .select({ id: mapel.id, nama: mapel.nama, singkatan: mapel.singkatan })
    .from(mapel)
    .innerJoin(jadwalPelajaran, eq(jadwalPelajaran.mapel_id, mapel.id))
    .limit(1);
  const [teacher] = await db.select().from(gtk).orderBy(asc(gtk.id)).limit(1);
  const jadwal = await db
    .select({
      hari: jadwalPelajaran.hari,
      jam_ke: jadwalPelajaran.jam_ke,
      jam_mulai: jadwalPelajaran.jam_mulai,
      jam_selesai: jadwalPelajaran.jam_selesai,
      mapel_id: jadwalPelajaran.mapel_id,
      gtk_id: jadwalPelajaran.gtk_id,
    })
    .from(jadwalPelajaran)
    .where(eq(jadwalPelajaran.rombel_id, rombelId));
  return { periode: periode!, rombelId, jadwal, rombel: rombelValues, tingkat: level!, jurusan: major!, ruangan: room!, mapel: subject!, gtk: teacher! };
}
type AkademikTarget = Awaited<ReturnType<typeof akademikTarget>>;

/** The body of a write that stores a row as it is: its fields without the id. */
const valuesOf = <R extends { id: number }>({ id: _id, ...values }: R) => values;
const AKADEMIK = '/api/staf/akademik';

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

  // Academic setup, GTK and timetables (staf-akademik, staf-gtk, staf-jadwal): writes store a row as it is, add a row no one uses, or are refused
  // (a delete of a row in use, or of a GTK that does not exist).
  [`GET ${AKADEMIK}/tahun-ajaran`]: () => ({}),
  [`POST ${AKADEMIK}/tahun-ajaran`]: () => ({ body: { thn_awal: 2090, thn_akhir: 2091 } }),
  [`DELETE ${AKADEMIK}/tahun-ajaran/:id`]: (t) => ({ url: `${AKADEMIK}/tahun-ajaran/${t.akademik.periode.tahun_ajaran_id}` }),
  [`GET ${AKADEMIK}/periode-aktif`]: () => ({}),
  [`PUT ${AKADEMIK}/periode-aktif`]: (t) => ({ body: t.akademik.periode }),
  [`GET ${AKADEMIK}/tingkat`]: () => ({}),
  [`POST ${AKADEMIK}/tingkat`]: () => ({ body: { nama: 'Tingkat Uji Akses', urutan: 20 } }),
  [`PUT ${AKADEMIK}/tingkat/:id`]: (t) => ({ url: `${AKADEMIK}/tingkat/${t.akademik.tingkat.id}`, body: valuesOf(t.akademik.tingkat) }),
  [`DELETE ${AKADEMIK}/tingkat/:id`]: (t) => ({ url: `${AKADEMIK}/tingkat/${t.akademik.tingkat.id}` }),
  [`GET ${AKADEMIK}/jurusan`]: () => ({}),
  [`POST ${AKADEMIK}/jurusan`]: () => ({ body: { nama: 'Jurusan Uji Akses' } }),
  [`PUT ${AKADEMIK}/jurusan/:id`]: (t) => ({ url: `${AKADEMIK}/jurusan/${t.akademik.jurusan.id}`, body: valuesOf(t.akademik.jurusan) }),
  [`DELETE ${AKADEMIK}/jurusan/:id`]: (t) => ({ url: `${AKADEMIK}/jurusan/${t.akademik.jurusan.id}` }),
  [`GET ${AKADEMIK}/ruangan`]: () => ({}),
  [`POST ${AKADEMIK}/ruangan`]: () => ({ body: { nama: 'Ruang Uji Akses', kapasitas: 30 } }),
  [`PUT ${AKADEMIK}/ruangan/:id`]: (t) => ({ url: `${AKADEMIK}/ruangan/${t.akademik.ruangan.id}`, body: valuesOf(t.akademik.ruangan) }),
  [`DELETE ${AKADEMIK}/ruangan/:id`]: (t) => ({ url: `${AKADEMIK}/ruangan/${t.akademik.ruangan.id}` }),
  [`GET ${AKADEMIK}/mapel`]: () => ({}),
  [`POST ${AKADEMIK}/mapel`]: () => ({ body: { nama: 'Mapel Uji Akses', singkatan: 'UJI' } }),
  [`PUT ${AKADEMIK}/mapel/:id`]: (t) => ({ url: `${AKADEMIK}/mapel/${t.akademik.mapel.id}`, body: valuesOf(t.akademik.mapel) }),
  [`DELETE ${AKADEMIK}/mapel/:id`]: (t) => ({ url: `${AKADEMIK}/mapel/${t.akademik.mapel.id}` }),
  [`POST ${AKADEMIK}/rombel/table`]: () => ({ body: { pagination: { current: 1, pageSize: 100 } } }),
  [`POST ${AKADEMIK}/rombel`]: (t) => ({
    body: { ...t.akademik.rombel, nama: 'Rombel Uji Akses', wali_gtk_id: null, guru_bk_gtk_id: null, tahun_ajaran_id: t.akademik.periode.tahun_ajaran_id },
  }),
  [`PUT ${AKADEMIK}/rombel/:id`]: (t) => ({ url: `${AKADEMIK}/rombel/${t.akademik.rombelId}`, body: t.akademik.rombel }),
  [`DELETE ${AKADEMIK}/rombel/:id`]: (t) => ({ url: `${AKADEMIK}/rombel/${t.akademik.rombelId}` }),
  [`GET ${AKADEMIK}/gtk`]: () => ({}),
  'POST /api/staf/gtk/table': () => ({ body: { pagination: { current: 1, pageSize: 1000 } } }),
  'POST /api/staf/gtk': () => ({ body: { nama_lengkap: 'Guru Uji Akses' } }),
  'PUT /api/staf/gtk/:id': (t) => ({ url: `/api/staf/gtk/${t.akademik.gtk.id}`, body: valuesOf(t.akademik.gtk) }),
  'DELETE /api/staf/gtk/:id': () => ({ url: '/api/staf/gtk/2147483647' }),
  'GET /api/staf/jadwal/pilihan': () => ({}),
  'GET /api/staf/jadwal/:rombel_id': (t) => ({ url: `/api/staf/jadwal/${t.akademik.rombelId}` }),
  'PUT /api/staf/jadwal/:rombel_id': (t) => ({ url: `/api/staf/jadwal/${t.akademik.rombelId}`, body: { slots: t.akademik.jadwal } }),
  // Copying a class group's own timetable onto itself is refused (400).
  'POST /api/staf/jadwal/:rombel_id/salin': (t) => ({ url: `/api/staf/jadwal/${t.akademik.rombelId}/salin`, body: { dari_rombel_id: t.akademik.rombelId } }),
};

export const stafRequestFor = (route: Route, target: StafTarget) => {
  const make = STAF_REQUESTS[`${route.method} ${route.url}`];
  if (!make) throw new Error(`no staff request for ${route.method} ${route.url}`);
  const { url, body } = make(target);
  return { url: url ?? route.url, body };
};
