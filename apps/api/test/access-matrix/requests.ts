import { OPTIONS } from '@madrasah/contract/options';
import { addDays } from '@madrasah/contract/schemas/perizinan-tanggal';
import type { RouteAccess } from '@madrasah/contract/endpoint';
import type { Target } from './people.js';

export type Route = { method: string; url: string; access: RouteAccess };

/** Request data that does not come from a target: uploads as base64, and a past school day. */
export type Extras = { selfie: string; pdf: string; today: string };

/**
 * Routes whose path ids name nothing personal: the answer is the same for every caller, or
 * always narrowed to the caller's own student whatever the id says.
 */
export const NOT_PERSONAL: Record<string, string> = {
  // A school year's semesters: the school's calendar.
  'GET /api/tahun-ajaran/semester/:id': 'school year',
  // The caller's own class groups in a school year and semester.
  'GET /api/rombel/dropdown/:tahun_ajaran_id/:semester_id': 'period',
  // The caller's own class group and homeroom of a school year and semester.
  'GET /api/penilaian/siswa/rombel/:tahun_ajaran_id/:semester_id': 'period',
  // The villages of a kecamatan: public region data.
  'POST /api/region/:kecamatan_id': 'region',
  // Award criteria: the school's rule book, one for everybody (changing it is an action flag).
  'PUT /api/tatibsi/penghargaan/:id': 'rule book',
  'DELETE /api/tatibsi/penghargaan/:id': 'rule book',
};

/** Body fields that name a student or their class group: a route that takes one is probed. */
export const PERSONAL_FIELDS = ['siswa_id', 'rombel_id'] as const;

/** Path parameters that name a student, their class group or their day, in any area. */
const PARAMS: Record<string, (t: Target) => string | number> = {
  siswa_id: (t) => t.siswaId,
  siswa: (t) => t.siswaId,
  rombel: (t) => t.rombelId,
  date: (t) => t.presensi.tgl,
  tahun_ajaran_id: (t) => t.tahunAjaranId,
  semester_id: (t) => t.semesterId,
};

/** `:id` by the path before it: which of the target's records it names. */
const ID_BY_AREA: Record<string, (t: Target) => number> = {
  '/api/user/ubah-password/': (t) => t.userId,
  // The demo holds no notification: this probes the refusal only; notifikasi.test.ts marks another's real one (404).
  '/api/notifikasi/': (t) => t.userId,
  '/api/presensi/siswa/temporary/': (t) => t.presensi.id,
  '/api/siswa/data-orang-tua/': (t) => t.orangTua.id,
  '/api/siswa/aktivitas-belajar/': (t) => t.aktivitasBelajar,
  '/api/siswa/beasiswa/': (t) => t.beasiswa,
  '/api/siswa/prestasi/': (t) => t.prestasi,
  '/api/siswa/pendidikan/': (t) => t.pendidikan,
  '/api/siswa/berkas/': (t) => t.berkas,
  '/api/alumni/data-diri/': (t) => t.alumniId,
  '/api/alumni/tracing/': (t) => t.alumniId,
  '/api/rombel/': (t) => t.rombelId,
  '/api/perizinan/siswa/': (t) => t.perizinanDraft,
  '/api/perizinan/siswa/status/': (t) => t.perizinanDraft,
  '/api/bk/hasil-tes-siswa/': (t) => t.hasilTes,
  // One consultation to read, and a Draft to edit, delete or send: the Draft serves both.
  '/api/konsultasi/': (t) => t.konsultasiDraft,
  '/api/konsultasi/eksternal/': (t) => t.konsultasiDraft,
  '/api/konsultasi/eksternal/terkirim/': (t) => t.konsultasiDraft,
  '/api/kaldik-kegiatan/ekstrakurikuler/siswa/': (t) => t.ekstrakurikuler,
  '/api/tatibsi/penghargaan/': (t) => t.penghargaanKriteria,
  '/api/tahun-ajaran/semester/': (t) => t.tahunAjaranId,
};

const TAB_BODIES = {
  beasiswa: {
    tahun: '2026',
    nama: 'Beasiswa Uji Akses',
    kategori: OPTIONS.kategori_beasiswa[0],
    nama_instansi: 'Yayasan Uji',
    jenis_instansi: OPTIONS.jenis_instansi[0],
    jangka_waktu: 12,
    nominal: 1_000_000,
  },
  prestasi: {
    tahun: '2026',
    nama: 'Lomba Uji Akses',
    bidang_lomba: OPTIONS.bidang_lomba[0],
    nama_penyelenggara: 'Panitia Uji',
    lomba_tingkat: OPTIONS.lomba_tingkat[0],
    peringkat: OPTIONS.peringkat[0],
  },
  pendidikan: {
    tahun_belajar: '2020',
    nama_lembaga: 'Lembaga Uji Akses',
    jenis_lembaga: OPTIONS.jenis_lembaga[0],
    frekuensi_belajar: OPTIONS.frekuensi_belajar[0],
    lokasi_lembaga: 'Sleman',
  },
  berkas: { tipe: OPTIONS.tipe_berkas[0], nama: 'Berkas Uji Akses', keterangan: 'uji akses' },
};

const parent = (tipe: string) => ({
  tipe,
  status_hidup: OPTIONS.status_hidup[0],
  nama: 'Orang Tua Uji',
  nik: '3404010101010001',
  ...(tipe === 'Wali' ? { email: 'wali.uji@contoh.id', tgl_lahir: '1980-01-01' } : {}),
});
const registration = { jenis_pendaftaran: OPTIONS.jenis_pendaftaran[0], tgl_masuk: '2026-07-13', sekolah_asal: 'MTs Uji Akses' };
const clock = (t: Target, x: Extras) => ({ siswa_id: t.siswaId, rombel_id: t.rombelId, lat: -7.797068, long: 110.370529, foto: x.selfie });
const riwayat = (t: Target) => ({ filtering: { rombel_id: t.rombelId } });
// A student files from today on (at the school), and a student's permits never share a day: the
// new permit and the edited draft each take a day of their own, two weeks ahead.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const permit = (days: number) => (t: Target) => {
  const day = addDays(today, days);
  return { perizinan_jenis_id: t.perizinanJenisId, tgl_awal: day, tgl_akhir: day, keterangan: 'Keterangan uji akses.' };
};
const consultation = (t: Target, x: Extras) => ({ tgl: x.today, topik_id: t.topikId, uraian: 'Uraian uji akses.' });
const criterion = (kode: string) => (t: Target) => ({ kode, bintang: 1, kriteria: 'Kriteria uji akses', tahun_ajaran_id: t.tahunAjaranId });

/** A valid body for each route that needs one, about the target's data (keyed 'METHOD url'). */
const BODIES: Record<string, (t: Target, x: Extras) => unknown> = {
  'PUT /api/user/ubah-password/:id': () => ({ password_old: 'rahasia123', password_new: 'kataSandiUji1', password_confirm: 'kataSandiUji1' }),
  'POST /api/presensi/siswa/temporary': clock,
  'PUT /api/presensi/siswa/temporary/:id': clock,
  'POST /api/presensi/siswa/kehadiran/table': (t) => ({ filtering: { aktivitas: 'PEMBELAJARAN KELAS', rombel_id: t.rombelId } }),
  'PUT /api/siswa/data-diri/:siswa_id': () => ({
    nik: '3404019999999999',
    nisn: '0099999999',
    nama: 'Nama Uji Akses',
    jenis_kelamin: 'Laki-Laki',
    tgl_lahir: '2010-01-02',
    email: 'uji.akses@contoh.id',
  }),
  'POST /api/siswa/data-orang-tua/:siswa_id': () => parent('Wali'),
  'PUT /api/siswa/data-orang-tua/:id': (t) => parent(t.orangTua.tipe),
  'POST /api/siswa/aktivitas-belajar/:siswa_id': () => registration,
  'PUT /api/siswa/aktivitas-belajar/:id': () => registration,
  ...Object.fromEntries(
    Object.entries(TAB_BODIES).flatMap(([tab, body]) => [
      // A new prestasi or berkas record needs its file.
      [`POST /api/siswa/${tab}/:siswa_id`, (_: Target, x: Extras) => [{ ...body, ...(tab === 'prestasi' || tab === 'berkas' ? { file: x.selfie } : {}) }]],
      [`PUT /api/siswa/${tab}/:id`, () => body],
    ]),
  ),
  'PUT /api/alumni/data-diri/:id': () => ({ nama: 'Alumni Uji Akses', nik: '3404018888888888', tgl_lahir: '02-01-2005' }),
  'PUT /api/alumni/tracing/:id': () => ({
    tahun_masuk: '2020',
    tahun_lulus: '2023',
    kategori: OPTIONS.kategori_alumni[0],
    pendidikan_terakhir: OPTIONS.pendidikan[3],
    pekerjaan: OPTIONS.pekerjaan[0],
    no_telp: '081234567890',
  }),
  'POST /api/perizinan/siswa/table': (t) => ({ filtering: { rombel_id: t.rombelId } }),
  'POST /api/perizinan/siswa': (t, x) => ({ ...permit(14)(t), file: x.pdf }),
  'PUT /api/perizinan/siswa/:id': permit(15),
  'PUT /api/perizinan/siswa/status/:id': () => ({ status: 'DIAJUKAN' }),
  'PUT /api/notifikasi/preferensi': () => ({ presensi: true, belum_hadir: false, perizinan: true, konsultasi: true, tagihan: false, pembayaran: true }),
  'POST /api/notifikasi/push/langganan': () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/uji',
    keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
  }),
  'DELETE /api/notifikasi/push/langganan': () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/uji' }),
  'POST /api/tatibsi/penghargaan': criterion('UJI-1'),
  'PUT /api/tatibsi/penghargaan/:id': criterion('UJI-2'),
  'POST /api/bk/media-informasi/table': () => ({ filtering: { tipe: 'PTN' } }),
  'POST /api/pelanggaran-siswa/table-riwayat/:siswa': riwayat,
  'POST /api/penghargaan-siswa/table-riwayat/:siswa': riwayat,
  'POST /api/bk/hasil-tes-siswa/table-riwayat/:siswa': riwayat,
  'POST /api/konsultasi/eksternal': consultation,
  'PUT /api/konsultasi/eksternal/:id': consultation,
  'POST /api/konsultasi/table-laporan-by-rombel': (t) => ({ filtering: { rombel_id: t.rombelId } }),
  'POST /api/konsultasi/export-laporan-by-rombel': (t) => ({ rombel_id: t.rombelId }),
  'POST /api/kaldik-kegiatan/ekstrakurikuler/siswa/table': (t) => ({ filtering: { rombel_id: t.rombelId } }),
  'PUT /api/kaldik-kegiatan/ekstrakurikuler/siswa/:id': () => ({ nilai_semester_ganjil: 91, nilai_semester_genap: 92 }),
  'POST /api/kaldik-kegiatan/pramuka/siswa/table': (t) => ({ filtering: { rombel_id: t.rombelId } }),
  'POST /api/keuangan/pemasukan/pembayaran/table': (t) => ({ filtering: { siswa_id: t.siswaId } }),
  'POST /api/keuangan/pemasukan/pembayaran/tagihan/table': (t) => ({ filtering: { siswa_id: t.siswaId } }),
  'POST /api/keuangan/pemasukan/pembayaran/tagihan/ekspor': (t) => ({ siswa_id: t.siswaId, tahun_ajaran: t.tahunAjaranId }),
  'POST /api/penilaian/siswa/table-sumatif': (t) => ({
    filtering: { tahun_ajaran_id: t.tahunAjaranId, semester_id: t.semesterId, rombel_id: t.rombelId, mapel_id: t.mapelId },
  }),
};

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
export const paramsOf = (url: string) => [...url.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!);

/** How a route's `:param` is resolved for a target, or undefined when nothing resolves it. */
function resolver(url: string, param: string): ((t: Target) => string | number) | undefined {
  if (param === 'id') return ID_BY_AREA[url.slice(0, url.indexOf(':id'))];
  return PARAMS[param];
}

/** What a route lacks to be probed: unresolved path parameters, a body that names no target. */
export function missingResolvers(route: Route, bodyFields: readonly string[], sample: Target, extras: Extras): string[] {
  const missing = paramsOf(route.url)
    .filter((p) => !resolver(route.url, p))
    .map((p) => `:${p}`);
  const body = BODIES[routeKey(route)]?.(sample, extras);
  for (const field of bodyFields) {
    const expected = field === 'siswa_id' ? sample.siswaId : sample.rombelId;
    if (!valuesOf(body, field).includes(expected)) missing.push(`body ${field}`);
  }
  return missing;
}

/** The route's URL and body about the target's data. */
export function requestFor(route: Route, target: Target, extras: Extras): { url: string; body: unknown } {
  const url = route.url.replace(/:([a-z_]+)/g, (_, p: string) => {
    const resolve = resolver(route.url, p);
    if (!resolve) throw new Error(`${routeKey(route)}: nothing resolves :${p}`);
    return String(resolve(target));
  });
  const body = BODIES[routeKey(route)]?.(target, extras) ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
  return { url, body };
}

/** Every value of `field` anywhere in a body. */
function valuesOf(body: unknown, field: string): unknown[] {
  if (Array.isArray(body)) return body.flatMap((b) => valuesOf(b, field));
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([k, v]) => (k === field ? [v] : valuesOf(v, field)));
}
