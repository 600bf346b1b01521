import { and, asc, eq, isNull, like, ne, or } from 'drizzle-orm';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { JADWAL_HARI } from '@madrasah/contract/jadwal';
import { PERIZINAN_TIPE_SISWA } from '@madrasah/contract/schemas/perizinan';
import type { Db } from '../../src/db/client.js';
import {
  ekstrakurikuler,
  gtk,
  hasilTesSiswa,
  jadwalPelajaran,
  jurusan,
  kaldikAgenda,
  konsultasi,
  konsultasiTopik,
  mapel,
  mediaInformasi,
  pelanggaran,
  pembelajaran,
  pemasukanDetail,
  penghargaan,
  penilaianSumatif,
  perizinanJenis,
  posPemasukan,
  pramukaKecakapan,
  rombel,
  rombelSiswa,
  ruangan,
  semester,
  tahunAjaran,
  tingkat,
} from '../../src/db/schema/index.js';
import { DEMO_WALI_KELAS_ROMBEL } from '../../src/db/seed/demo-staf.js';
import { roleId } from '../../src/db/seed/reference.js';
import type { Route } from './requests.js';

/**
 * What a staff request acts on: a class group of the active year (and its id in the path, where
 * a route takes one). The demo's wali kelas owns one (`own`); any other is a stranger's.
 * `peranId`: a role whose access map a request names (the head's). `akademik`: the school's setup
 * rows the academic routes name, with their stored values. `edits`: the records the other edit
 * forms name, with their stored values.
 */
export type StafTarget = { rombelId: number; peranId: number; akademik: AkademikTarget; tatibsi: TatibsiTarget; siswaId: number; edits: EditTargets };

export async function stafTargets(db: Db): Promise<{ own: StafTarget; other: StafTarget }> {
  const active = and(eq(rombel.tahun_ajaran_id, tahunAjaran.id), eq(tahunAjaran.is_active, true));
  const [own] = await db.select({ id: rombel.id }).from(rombel).innerJoin(tahunAjaran, active).where(eq(rombel.nama, DEMO_WALI_KELAS_ROMBEL));
  const [other] = await db.select({ id: rombel.id }).from(rombel).innerJoin(tahunAjaran, active).where(ne(rombel.nama, DEMO_WALI_KELAS_ROMBEL)).limit(1);
  const peranId = await roleId(db, STAFF_ROLE.kepala);
  const akademik = await akademikTarget(db, own!.id);
  // A student of each class group (the first by id), for the routes that name one.
  const [ownTatibsi, otherTatibsi] = [await tatibsiTarget(db, own!.id), await tatibsiTarget(db, other!.id)];
  const sekolah = await sekolahEdits(db, akademik.periode.tahun_ajaran_id);
  const editsOf = async (rombelId: number, t: TatibsiTarget) => ({ ...sekolah, ...(await bkEdits(db, rombelId, t, akademik.periode.tahun_ajaran_id)) });
  for (const id of [own!.id, other!.id]) nilaiTargets.set(id, await nilaiTarget(db, id));
  return {
    own: { rombelId: own!.id, peranId, akademik, tatibsi: ownTatibsi, siswaId: ownTatibsi.siswaId, edits: await editsOf(own!.id, ownTatibsi) },
    other: { rombelId: other!.id, peranId, akademik, tatibsi: otherTatibsi, siswaId: otherTatibsi.siswaId, edits: await editsOf(other!.id, otherTatibsi) },
  };
}

/**
 * A test result and a counselling session of the class group's student, as the counsellor's
 * forms store them (the demo's are not in every class group, and the sessions it records with a
 * student are the student's own): entered by the class group's counsellor, the session closed
 * on its day and written by the school (no account).
 */
async function bkEdits(db: Db, rombelId: number, t: TatibsiTarget, tahunAjaranId: number) {
  const [group] = await db.select({ guru_bk_gtk_id: rombel.guru_bk_gtk_id }).from(rombel).where(eq(rombel.id, rombelId));
  const [topic] = await db.select({ id: konsultasiTopik.id }).from(konsultasiTopik).orderBy(asc(konsultasiTopik.id)).limit(1);
  const placement = { siswa_id: t.siswaId, rombel_id: rombelId, tahun_ajaran_id: tahunAjaranId };
  const at = new Date(`${t.tanggal}T10:00:00+07:00`);
  const tes = {
    siswa_id: t.siswaId,
    tgl: t.tanggal,
    kategori_tes: 'Tes Minat dan Bakat',
    keterangan: 'Tes minat dan bakat untuk peminatan',
    hasil: 'Minat pada sains',
  };
  const [hasilTes] = await db
    .insert(hasilTesSiswa)
    .values({ ...placement, ...tes, dokumen: null, penguji_gtk_id: group!.guru_bk_gtk_id, created_at: at })
    .returning({ id: hasilTesSiswa.id });
  const sesi = {
    siswa_id: t.siswaId,
    tipe: 'Siswa' as const,
    tgl: t.tanggal,
    topik_id: topic!.id,
    uraian: 'Konseling individu tentang cara belajar',
    tanggapan: 'Jadwal belajar harian disepakati',
  };
  const [catatan] = await db
    .insert(konsultasi)
    .values({
      ...placement,
      ...sesi,
      tgl_tanggapan: sesi.tgl,
      status: 'Selesai',
      guru_bk_gtk_id: group!.guru_bk_gtk_id,
      terkirim_at: at,
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .returning({ id: konsultasi.id });
  return { hasilTes: { id: hasilTes!.id, body: tes }, catatan: { id: catatan!.id, body: sesi } };
}

/**
 * The school's records the demo seeds, the first of each kind: a calendar item of the active
 * year, a student permit kind, an extracurricular group, a scouting record of the active year
 * and a gallery item whose link a form accepts.
 */
async function sekolahEdits(db: Db, tahunAjaranId: number) {
  const [agenda] = await db.select().from(kaldikAgenda).where(eq(kaldikAgenda.tahun_ajaran_id, tahunAjaranId)).orderBy(asc(kaldikAgenda.id)).limit(1);
  const [jenis] = await db.select().from(perizinanJenis).where(eq(perizinanJenis.tipe, PERIZINAN_TIPE_SISWA)).orderBy(asc(perizinanJenis.id)).limit(1);
  const [ekskul] = await db.select().from(ekstrakurikuler).orderBy(asc(ekstrakurikuler.id)).limit(1);
  const [pramuka] = await db
    .select()
    .from(pramukaKecakapan)
    .where(eq(pramukaKecakapan.tahun_ajaran_id, tahunAjaranId))
    .orderBy(asc(pramukaKecakapan.id))
    .limit(1);
  const [media] = await db
    .select()
    .from(mediaInformasi)
    .where(or(isNull(mediaInformasi.link), like(mediaInformasi.link, 'http%')))
    .orderBy(asc(mediaInformasi.id))
    .limit(1);
  const { judul, jenis_agenda, uraian, civitas_akademika, tgl_awal, tgl_akhir, status_absensi } = agenda!;
  return {
    agenda: { id: agenda!.id, body: { judul, jenis_agenda, uraian, civitas_akademika, tgl_awal, tgl_akhir, status_absensi } },
    jenisIzin: { id: jenis!.id, body: { butuh_persetujuan: jenis!.butuh_persetujuan, maks_hari: jenis!.maks_hari, tenggang_hari: jenis!.tenggang_hari } },
    ekskul: { id: ekskul!.id, body: { nama: ekskul!.nama, pembina_gtk_id: ekskul!.pembina_gtk_id } },
    pramuka: {
      id: pramuka!.id,
      body: {
        siswa_id: pramuka!.siswa_id,
        uraian_kecakapan: pramuka!.uraian_kecakapan,
        jenis_penegak: pramuka!.jenis_penegak,
        tgl_lulus: pramuka!.tgl_lulus,
        pembina_gtk_id: pramuka!.pembina_gtk_id,
      },
    },
    media: { id: media!.id, body: { nama: media!.nama, tipe: media!.tipe, link: media!.link } },
    biaya: await biayaEdit(db, tahunAjaranId),
  };
}

/** The active year's first fee as its form sends it (the demo bills it: only its name and amount may change). */
async function biayaEdit(db: Db, tahunAjaranId: number) {
  const [fee] = await db
    .select({
      id: pemasukanDetail.id,
      nama: posPemasukan.nama,
      jenis: pemasukanDetail.jenis,
      angsuran: pemasukanDetail.angsuran,
      nominal: pemasukanDetail.nominal,
    })
    .from(pemasukanDetail)
    .innerJoin(posPemasukan, eq(posPemasukan.id, pemasukanDetail.pos_pemasukan_id))
    .where(eq(pemasukanDetail.tahun_ajaran_id, tahunAjaranId))
    .orderBy(asc(pemasukanDetail.id))
    .limit(1);
  const { id, ...rest } = fee!;
  return { id, body: { tahun_ajaran_id: tahunAjaranId, ...rest } };
}
type EditTargets = Awaited<ReturnType<typeof sekolahEdits>> & Awaited<ReturnType<typeof bkEdits>>;

/**
 * A student of the class group, an item of the rules, an award criterion of the active year and
 * a day of the active year already past: a violation or award the matrix records (for the
 * roles that may) is a real record of the throwaway demo database.
 */
async function tatibsiTarget(db: Db, rombelId: number) {
  const [student] = await db
    .select({ id: rombelSiswa.siswa_id })
    .from(rombelSiswa)
    .where(eq(rombelSiswa.rombel_id, rombelId))
    .orderBy(asc(rombelSiswa.siswa_id))
    .limit(1);
  const [year] = await db.select({ id: tahunAjaran.id, thn_awal: tahunAjaran.thn_awal }).from(tahunAjaran).where(eq(tahunAjaran.is_active, true));
  const [item] = await db.select({ id: pelanggaran.id }).from(pelanggaran).orderBy(asc(pelanggaran.id)).limit(1);
  const [criterion] = await db
    .select({ id: penghargaan.id })
    .from(penghargaan)
    .where(eq(penghargaan.tahun_ajaran_id, year!.id))
    .orderBy(asc(penghargaan.id))
    .limit(1);
  return { siswaId: student!.id, pelanggaranId: item!.id, penghargaanId: criterion!.id, tanggal: `${year!.thn_awal}-07-15` };
}
type TatibsiTarget = Awaited<ReturnType<typeof tatibsiTarget>>;

/**
 * A teaching pair of the class group in the active semester (the demo's guru teaches the first
 * one of the wali kelas's class group) and its first summative assessment, with its stored values.
 */
async function nilaiTarget(db: Db, rombelId: number) {
  const [pair] = await db
    .select({ id: pembelajaran.id, semesterId: pembelajaran.semester_id })
    .from(pembelajaran)
    .innerJoin(semester, and(eq(semester.id, pembelajaran.semester_id), eq(semester.is_active, true)))
    .where(eq(pembelajaran.rombel_id, rombelId))
    .orderBy(asc(pembelajaran.id))
    .limit(1);
  const [assessment] = await db
    .select({ id: penilaianSumatif.id, nama: penilaianSumatif.nama, materi: penilaianSumatif.materi })
    .from(penilaianSumatif)
    .where(eq(penilaianSumatif.pembelajaran_id, pair!.id))
    .orderBy(asc(penilaianSumatif.id))
    .limit(1);
  return {
    pembelajaranId: pair!.id,
    semesterId: pair!.semesterId,
    penilaian: { id: assessment!.id, body: { nama: assessment!.nama, materi: assessment!.materi } },
  };
}
type NilaiTarget = Awaited<ReturnType<typeof nilaiTarget>>;
/** The grade book's records per class group, filled by stafTargets() (read by the requests below through `nilaiOf`). */
const nilaiTargets = new Map<number, NilaiTarget>();
const nilaiOf = (t: StafTarget) => nilaiTargets.get(t.rombelId)!;

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

/** Today in the demo school's timezone, YYYY-MM-DD. */
const todayInJakarta = () => new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_SEKOLAH.timezone }).format(new Date());

/** An id no account and no staff member has. */
const NO_ACCOUNT = 2_000_000_000;

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
/** A multipart request's one file part, as a browser's FormData sends it. */
export type FilePart = { field: string; filename: string; data: Buffer };

export const STAF_REQUESTS: Record<string, (t: StafTarget) => { url?: string; body?: unknown; multipart?: FilePart }> = {
  'GET /api/staf/privilege': () => ({}),
  'POST /api/staf/logout': () => ({}),
  'PUT /api/staf/profil/password': () => ({ body: { password_old: 'bukan-password-ini', password_new: 'kataSandiUji1', password_confirm: 'kataSandiUji1' } }),
  // Students (staf-siswa)
  'POST /api/staf/siswa/table': (t) => ({ body: { filtering: { rombel_id: t.rombelId } } }),
  'GET /api/staf/siswa/rombel': () => ({}),
  // Imports (staf-impor): a dry run of an empty CSV, which writes nothing whoever may call it.
  'POST /api/staf/impor/siswa': () => ({
    url: '/api/staf/impor/siswa?dry_run=true',
    multipart: { field: 'file', filename: 'kosong.csv', data: Buffer.from('Nama;NISN;JK\n') },
  }),
  'POST /api/staf/impor/gtk': () => ({
    url: '/api/staf/impor/gtk?dry_run=true',
    multipart: { field: 'file', filename: 'kosong.csv', data: Buffer.from('Nama;NIP\n') },
  }),
  'POST /api/staf/impor/jadwal': () => ({
    url: '/api/staf/impor/jadwal?dry_run=true',
    multipart: { field: 'file', filename: 'kosong.csv', data: Buffer.from('Rombel;Hari;Jam ke;Mata pelajaran\n') },
  }),
  'POST /api/staf/impor/wali': () => ({
    url: '/api/staf/impor/wali?dry_run=true',
    multipart: { field: 'file', filename: 'kosong.csv', data: Buffer.from('NISN;Hubungan;Nama;Email\n') },
  }),
  'GET /api/staf/impor/:jenis/template': () => ({ url: '/api/staf/impor/gtk/template' }),
  // Audit log and access maps (staf-audit, staf-hak-akses): a save that names no page changes nothing.
  'POST /api/staf/audit/table': () => ({ body: { filtering: { action: 'update' } } }),
  'GET /api/staf/audit/pengguna': () => ({ url: '/api/staf/audit/pengguna?q=madrasah' }),
  'GET /api/staf/audit/:id': () => ({ url: '/api/staf/audit/1' }),
  'GET /api/staf/hak-akses': () => ({}),
  'PUT /api/staf/hak-akses/:role_id': (t) => ({ url: `/api/staf/hak-akses/${t.peranId}`, body: { akses: {} } }),
  // School settings and the overview: the write saves the demo school's own settings again.
  'GET /api/staf/pengaturan/sekolah': () => ({}),
  'PUT /api/staf/pengaturan/sekolah': () => ({ body: DEMO_SEKOLAH }),
  'GET /api/staf/pengaturan/notifikasi-belum-hadir': () => ({}),
  'PUT /api/staf/pengaturan/notifikasi-belum-hadir': () => ({ body: { jam: null } }),
  'GET /api/staf/beranda': () => ({}),
  // Daily attendance (staf-presensi): a correction of today writes a status, the recap an export.
  'POST /api/staf/presensi/table': (t) => ({ body: { filtering: { rombel_id: t.rombelId } } }),
  'PUT /api/staf/presensi/:siswa_id/:tanggal': (t) => ({
    url: `/api/staf/presensi/${t.siswaId}/${todayInJakarta()}`,
    body: { status: 'hadir', keterangan: 'Uji akses' },
  }),
  'POST /api/staf/presensi/rekap': (t) => ({ body: { rombel_id: t.rombelId, bulan: todayInJakarta().slice(0, 7) } }),
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
  // The year's turn (staf-tahun-baru): the writes name the active year as both the closing and
  // the next one (400) or nobody (400), so the matrix changes nothing.
  'GET /api/staf/tahun-baru': () => ({}),
  'GET /api/staf/tahun-baru/rombel/:id/siswa': (t) => ({
    url: `/api/staf/tahun-baru/rombel/${t.rombelId}/siswa?ke_tahun_ajaran_id=${t.akademik.periode.tahun_ajaran_id}`,
  }),
  'POST /api/staf/tahun-baru/rombel-baru': (t) => ({ body: tahunSama(t) }),
  'POST /api/staf/tahun-baru/kenaikan': (t) => ({
    body: { ...tahunSama(t), rombel_id: t.rombelId, siswa: [{ siswa_id: 1, keputusan: 'naik', rombel_id: t.rombelId }] },
  }),
  'POST /api/staf/tahun-baru/kelulusan': (t) => ({ body: { ...tahunSama(t), rombel_id: t.rombelId, siswa: [{ siswa_id: 1, keputusan: 'lulus' }] } }),
  'GET /api/staf/tahun-baru/siswa': () => ({ url: '/api/staf/tahun-baru/siswa?q=uji' }),
  'POST /api/staf/tahun-baru/mutasi/keluar': () => ({ body: { siswa_id: NO_ACCOUNT, tanggal: '2026-07-15', alasan: 'Uji akses' } }),
  'POST /api/staf/tahun-baru/mutasi/masuk': () => ({
    body: {
      nama: 'Siswa Uji Akses',
      nisn: '9999999999',
      jenis_kelamin: 'Laki-Laki',
      tanggal: '2026-07-15',
      alasan: 'Uji akses',
      sekolah_lain: 'MA Lain',
      rombel_id: NO_ACCOUNT,
    },
  }),
  'POST /api/staf/tahun-baru/mutasi/table': () => ({ body: {} }),
  // Guidance and counselling (staf-bk): a change stores the class group's test result or session
  // as it is; the other writes name a student or a record that does not exist (guard and scope
  // pass, then 404); the exports add an entry to the caller's export log.
  'GET /api/staf/bk/siswa': () => ({ url: '/api/staf/bk/siswa?q=a' }),
  'GET /api/staf/bk/topik': () => ({}),
  'POST /api/staf/bk/hasil-tes/table': (t) => ({ body: { filtering: { rombel_id: t.rombelId }, pagination: { current: 1, pageSize: 1000 } } }),
  'POST /api/staf/bk/hasil-tes': () => ({ body: { siswa_id: NO_ACCOUNT, tgl: '2026-07-15', kategori_tes: 'Tes Uji Akses' } }),
  'PUT /api/staf/bk/hasil-tes/:id': (t) => ({ url: `/api/staf/bk/hasil-tes/${t.edits.hasilTes.id}`, body: t.edits.hasilTes.body }),
  'DELETE /api/staf/bk/hasil-tes/:id': () => ({ url: `/api/staf/bk/hasil-tes/${NO_ACCOUNT}` }),
  'POST /api/staf/bk/hasil-tes/export': (t) => ({ body: { rombel_id: t.rombelId } }),
  'POST /api/staf/bk/catatan/table': (t) => ({ body: { filtering: { rombel_id: t.rombelId }, pagination: { current: 1, pageSize: 1000 } } }),
  'POST /api/staf/bk/catatan': () => ({ body: { siswa_id: NO_ACCOUNT, tipe: 'Siswa', tgl: '2026-07-15', topik_id: 1, uraian: 'Uji akses' } }),
  'PUT /api/staf/bk/catatan/:id': (t) => ({ url: `/api/staf/bk/catatan/${t.edits.catatan.id}`, body: t.edits.catatan.body }),
  'DELETE /api/staf/bk/catatan/:id': () => ({ url: `/api/staf/bk/catatan/${NO_ACCOUNT}` }),
  'POST /api/staf/bk/catatan/export': (t) => ({ body: { rombel_id: t.rombelId } }),
  'POST /api/staf/bk/export/table': () => ({ body: {} }),
  // The calendar (staf-kalender): a new item dated outside the active year is refused (400); a
  // change stores an item of the active year as it is; a delete names an item that does not exist (404).
  'POST /api/staf/kalender/table': () => ({ body: { pagination: { current: 1, pageSize: 1000 } } }),
  'POST /api/staf/kalender': () => ({ body: { ...AGENDA_UJI } }),
  'PUT /api/staf/kalender/:id': (t) => ({ url: `/api/staf/kalender/${t.edits.agenda.id}`, body: t.edits.agenda.body }),
  'DELETE /api/staf/kalender/:id': () => ({ url: `/api/staf/kalender/${NO_ACCOUNT}` }),
  // Violations and awards (staf-kesiswaan): the class group's student gets a record; a cancel
  // names a record that does not exist (404).
  'POST /api/staf/pelanggaran/table': (t) => ({ body: { filtering: { rombel_id: t.rombelId } } }),
  'GET /api/staf/pelanggaran/butir': () => ({}),
  'POST /api/staf/pelanggaran': (t) => ({
    body: { siswa_ids: [t.tatibsi.siswaId], tata_tertib_id: t.tatibsi.pelanggaranId, tanggal: t.tatibsi.tanggal, keterangan: 'Uji akses' },
  }),
  'POST /api/staf/pelanggaran/:id/batal': () => ({ url: `/api/staf/pelanggaran/${NO_ACCOUNT}/batal`, body: { alasan: 'Uji akses' } }),
  'POST /api/staf/penghargaan/table': (t) => ({ body: { filtering: { rombel_id: t.rombelId } } }),
  'GET /api/staf/penghargaan/kriteria': () => ({}),
  'POST /api/staf/penghargaan': (t) => ({
    body: { siswa_ids: [t.tatibsi.siswaId], penghargaan_id: t.tatibsi.penghargaanId, tanggal: t.tatibsi.tanggal, keterangan: 'Uji akses' },
  }),
  'POST /api/staf/penghargaan/:id/batal': () => ({ url: `/api/staf/penghargaan/${NO_ACCOUNT}/batal`, body: { alasan: 'Uji akses' } }),
  // Permits and the counselling inbox (staf-perizinan, staf-konsultasi): the decisions and the
  // inbox's writes name a permit or a consultation that does not exist (guard passes, then 404);
  // a kind's setting is saved as it is stored.
  'GET /api/staf/perizinan': () => ({ url: '/api/staf/perizinan?status=DIAJUKAN&page=1&page_size=10' }),
  'POST /api/staf/perizinan/table': (t) => ({ body: { filtering: { rombel_id: t.rombelId } } }),
  'GET /api/staf/perizinan/jenis': () => ({}),
  'PUT /api/staf/perizinan/jenis/:id': (t) => ({ url: `/api/staf/perizinan/jenis/${t.edits.jenisIzin.id}`, body: t.edits.jenisIzin.body }),
  'GET /api/staf/perizinan/:id': () => ({ url: `/api/staf/perizinan/${NO_ACCOUNT}` }),
  'POST /api/staf/perizinan/:id/setujui': () => ({ url: `/api/staf/perizinan/${NO_ACCOUNT}/setujui` }),
  'POST /api/staf/perizinan/:id/tolak': () => ({ url: `/api/staf/perizinan/${NO_ACCOUNT}/tolak`, body: { alasan: 'Uji akses' } }),
  'POST /api/staf/konsultasi/table': () => ({ body: {} }),
  'GET /api/staf/konsultasi/:id': () => ({ url: `/api/staf/konsultasi/${NO_ACCOUNT}` }),
  'POST /api/staf/konsultasi/:id/baca': () => ({ url: `/api/staf/konsultasi/${NO_ACCOUNT}/baca` }),
  'POST /api/staf/konsultasi/:id/tanggapan': () => ({ url: `/api/staf/konsultasi/${NO_ACCOUNT}/tanggapan`, body: { tanggapan: 'Uji akses' } }),
  'POST /api/staf/konsultasi/:id/selesai': () => ({ url: `/api/staf/konsultasi/${NO_ACCOUNT}/selesai` }),
  // Activities (staf-kegiatan): a new group no one uses is added; a change stores a group, a
  // scouting record or a gallery item as it is; the other writes name a group, membership, record
  // or item that does not exist (404), a student of no class group (400) or a photo that is no
  // image (400), so the matrix changes nothing else.
  'GET /api/staf/kegiatan/pilihan': () => ({}),
  'POST /api/staf/kegiatan/ekstrakurikuler/table': () => ({ body: { pagination: { current: 1, pageSize: 1000 } } }),
  'POST /api/staf/kegiatan/ekstrakurikuler': () => ({ body: { nama: 'Ekstrakurikuler Uji Akses', pembina_gtk_id: null } }),
  'PUT /api/staf/kegiatan/ekstrakurikuler/:id': (t) => ({ url: `/api/staf/kegiatan/ekstrakurikuler/${t.edits.ekskul.id}`, body: t.edits.ekskul.body }),
  'DELETE /api/staf/kegiatan/ekstrakurikuler/:id': () => ({ url: `/api/staf/kegiatan/ekstrakurikuler/${NO_ACCOUNT}` }),
  'POST /api/staf/kegiatan/ekstrakurikuler/anggota/table': () => ({ body: { filtering: { ekstrakurikuler_id: 1 } } }),
  'POST /api/staf/kegiatan/ekstrakurikuler/:id/anggota': () => ({ url: `/api/staf/kegiatan/ekstrakurikuler/${NO_ACCOUNT}/anggota`, body: { siswa_ids: [1] } }),
  'DELETE /api/staf/kegiatan/ekstrakurikuler/anggota/:id': () => ({ url: `/api/staf/kegiatan/ekstrakurikuler/anggota/${NO_ACCOUNT}` }),
  'PUT /api/staf/kegiatan/ekstrakurikuler/:id/nilai': () => ({
    url: `/api/staf/kegiatan/ekstrakurikuler/${NO_ACCOUNT}/nilai`,
    body: { nilai: [{ id: 1, nilai_semester_ganjil: 80, nilai_semester_genap: null }] },
  }),
  'POST /api/staf/kegiatan/pramuka/table': () => ({ body: { pagination: { current: 1, pageSize: 1000 } } }),
  'POST /api/staf/kegiatan/pramuka': () => ({
    body: { siswa_id: NO_ACCOUNT, uraian_kecakapan: 'Uji akses', jenis_penegak: 'Bantara', tgl_lulus: '2026-08-01', pembina_gtk_id: null },
  }),
  'PUT /api/staf/kegiatan/pramuka/:id': (t) => ({ url: `/api/staf/kegiatan/pramuka/${t.edits.pramuka.id}`, body: t.edits.pramuka.body }),
  'DELETE /api/staf/kegiatan/pramuka/:id': () => ({ url: `/api/staf/kegiatan/pramuka/${NO_ACCOUNT}` }),
  'POST /api/staf/kegiatan/media/table': () => ({ body: { pagination: { current: 1, pageSize: 1000 } } }),
  'POST /api/staf/kegiatan/media': () => ({ body: { nama: 'Uji', tipe: 'PTN', link: null, foto: 'AAAA' } }),
  'PUT /api/staf/kegiatan/media/:id': (t) => ({ url: `/api/staf/kegiatan/media/${t.edits.media.id}`, body: t.edits.media.body }),
  'PUT /api/staf/kegiatan/media/:id/terbit': () => ({ url: `/api/staf/kegiatan/media/${NO_ACCOUNT}/terbit`, body: { terbit: true } }),
  'DELETE /api/staf/kegiatan/media/:id': () => ({ url: `/api/staf/kegiatan/media/${NO_ACCOUNT}` }),
  // Payments (staf-pembayaran): the writes and the receipt name an invoice or a payment that does
  // not exist (404), so the matrix pays nothing; the export covers a day without payments.
  'POST /api/staf/pembayaran/tagihan/table': (t) => ({ body: { filtering: { siswa_id: t.siswaId } } }),
  'POST /api/staf/pembayaran/table': () => ({ body: {} }),
  'POST /api/staf/pembayaran/ringkasan': () => ({ body: {} }),
  'POST /api/staf/pembayaran/ekspor': () => ({ body: { filtering: { tgl_awal: '2000-01-03', tgl_akhir: '2000-01-03' } } }),
  'POST /api/staf/pembayaran': () => ({ body: { tagihan_id: NO_ACCOUNT, jumlah: 1, tanggal: '2026-07-15', metode: 'Tunai' } }),
  'GET /api/staf/pembayaran/:id/kuitansi': () => ({ url: `/api/staf/pembayaran/${NO_ACCOUNT}/kuitansi` }),
  'POST /api/staf/pembayaran/:id/batal': () => ({ url: `/api/staf/pembayaran/${NO_ACCOUNT}/batal`, body: { alasan: 'Uji akses' } }),
  // The grade book (staf-nilai): the guru's own pair; a save of nothing, an assessment added (a
  // real record of the throwaway database), a reopening of a semester that is open (changes nothing).
  'GET /api/staf/nilai/semester': () => ({}),
  'POST /api/staf/nilai/pembelajaran/table': () => ({ body: { pagination: { current: 1, pageSize: 100 } } }),
  'GET /api/staf/nilai/:id': (t) => ({ url: `/api/staf/nilai/${nilaiOf(t).pembelajaranId}` }),
  'PUT /api/staf/nilai/:id': (t) => ({ url: `/api/staf/nilai/${nilaiOf(t).pembelajaranId}`, body: { nilai_sumatif: [], nilai_rapor: [] } }),
  'GET /api/staf/nilai/penilaian/:id': (t) => ({ url: `/api/staf/nilai/penilaian/${nilaiOf(t).penilaian.id}` }),
  'POST /api/staf/nilai/:id/penilaian': (t) => ({
    url: `/api/staf/nilai/${nilaiOf(t).pembelajaranId}/penilaian`,
    body: { nama: 'Sumatif Uji Akses', materi: null },
  }),
  'PUT /api/staf/nilai/penilaian/:id': (t) => ({ url: `/api/staf/nilai/penilaian/${nilaiOf(t).penilaian.id}`, body: nilaiOf(t).penilaian.body }),
  'DELETE /api/staf/nilai/penilaian/:id': () => ({ url: `/api/staf/nilai/penilaian/${NO_ACCOUNT}` }),
  'GET /api/staf/nilai/:id/templat': (t) => ({ url: `/api/staf/nilai/${nilaiOf(t).pembelajaranId}/templat` }),
  'POST /api/staf/nilai/:id/impor': (t) => ({
    url: `/api/staf/nilai/${nilaiOf(t).pembelajaranId}/impor?dry_run=true`,
    multipart: { field: 'file', filename: 'kosong.csv', data: Buffer.from('ID;Nama;PAS\n') },
  }),
  'POST /api/staf/nilai/final': (t) => ({ body: { rombel_id: t.rombelId, semester_id: nilaiOf(t).semesterId, final: false, alasan: 'Uji akses' } }),
  // The treasurer's invoices (staf-tagihan): a fee the demo bills is changed unchanged; a new fee
  // of the past year is added; a deletion names no fee; a billing run is a preview (writes nothing).
  'POST /api/staf/keuangan/biaya/table': () => ({ body: { pagination: { current: 1, pageSize: 1000 } } }),
  'POST /api/staf/keuangan/biaya': (t) => ({
    body: { tahun_ajaran_id: t.akademik.periode.tahun_ajaran_id, nama: `Biaya Uji Akses ${Date.now()}`, jenis: 'tahunan', angsuran: 1, nominal: 1000 },
  }),
  'PUT /api/staf/keuangan/biaya/:id': (t) => ({ url: `/api/staf/keuangan/biaya/${t.edits.biaya.id}`, body: t.edits.biaya.body }),
  'DELETE /api/staf/keuangan/biaya/:id': () => ({ url: `/api/staf/keuangan/biaya/${NO_ACCOUNT}` }),
  'POST /api/staf/keuangan/tagihan/generate': (t) => ({
    body: {
      tahun_ajaran_id: t.akademik.periode.tahun_ajaran_id,
      pemasukan_detail_ids: [t.edits.biaya.id],
      rombel_ids: [t.rombelId],
      tanggal_jatuh_tempo: 10,
      preview: true,
    },
  }),
  'POST /api/staf/keuangan/tagihan/table': (t) => ({ body: { filtering: { rombel_id: t.rombelId } } }),
  'POST /api/staf/keuangan/tunggakan': () => ({ body: {} }),
};

/** A calendar item outside any active year: refused before anything is written. */
const AGENDA_UJI = { judul: 'Agenda Uji Akses', jenis_agenda: 'Rapat', tgl_awal: '2000-01-03', tgl_akhir: '2000-01-03', status_absensi: 'Masuk' };

/** The active year as both the year being closed and the next one: refused before anything is written. */
const tahunSama = (t: StafTarget) => ({ dari_tahun_ajaran_id: t.akademik.periode.tahun_ajaran_id, ke_tahun_ajaran_id: t.akademik.periode.tahun_ajaran_id });

export const stafRequestFor = (route: Route, target: StafTarget) => {
  const make = STAF_REQUESTS[`${route.method} ${route.url}`];
  if (!make) throw new Error(`no staff request for ${route.method} ${route.url}`);
  const { url, body, multipart } = make(target);
  return { url: url ?? route.url, body: multipart ? multipartBody(multipart) : body };
};

const BOUNDARY = '----portal-uji';
/** A multipart body with one file part, and the content type that names its boundary. */
export function multipartBody({ field, filename, data }: FilePart) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

export const isMultipart = (body: unknown): body is ReturnType<typeof multipartBody> =>
  typeof body === 'object' && body !== null && 'contentType' in body && 'payload' in body;
