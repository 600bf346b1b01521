import { lazy, type ComponentType } from 'react';
import { STAF_PAGE, type AccessRule } from '@madrasah/contract/access';

/** A staff page's component, its own chunk, loaded on first visit. */
type StafPage = ComponentType;

/** One page of the staff side. */
export type StafRoute = {
  /** Router pattern under /staf. */
  path: string;
  /** The page's name in the browser tab, before the school's. */
  title: string;
  page: StafPage;
  /** The access entry that opens the page. */
  access: AccessRule;
};

/**
 * Every page of the staff side, in one table: the router reads it, and the menu (from the
 * server) links to the ones the caller's map opens. An area adds its pages here, one entry each.
 */
export const STAF_ROUTES: StafRoute[] = [
  { path: STAF_PAGE.beranda, title: 'Beranda', page: lazy(() => import('./beranda/BerandaPage')), access: { path: STAF_PAGE.beranda } },
  { path: STAF_PAGE.profil, title: 'Profil', page: lazy(() => import('./profil/ProfilPage')), access: { path: STAF_PAGE.profil } },
  { path: STAF_PAGE.siswa, title: 'Peserta Didik', page: lazy(() => import('./siswa/SiswaPage')), access: { path: STAF_PAGE.siswa, action: 'view' } },
  { path: STAF_PAGE.impor, title: 'Impor Data', page: lazy(() => import('./impor/ImporPage')), access: { path: STAF_PAGE.impor, action: 'view' } },
  { path: STAF_PAGE.hakAkses, title: 'Hak Akses', page: lazy(() => import('./hak-akses/HakAksesPage')), access: { path: STAF_PAGE.hakAkses, action: 'view' } },
  { path: STAF_PAGE.audit, title: 'Log Audit', page: lazy(() => import('./audit/AuditPage')), access: { path: STAF_PAGE.audit, action: 'view' } },
  {
    path: STAF_PAGE.sekolah,
    title: 'Identitas & Presensi',
    page: lazy(() => import('./sekolah/PengaturanSekolahPage')),
    access: { path: STAF_PAGE.sekolah, action: 'view' },
  },
  { path: STAF_PAGE.akun, title: 'Akun', page: lazy(() => import('./akun/AkunPage')), access: { path: STAF_PAGE.akun, action: 'view' } },
  {
    path: STAF_PAGE.akademik,
    title: 'Tahun Ajaran & Rombel',
    page: lazy(() => import('./akademik/AkademikPage')),
    access: { path: STAF_PAGE.akademik, action: 'view' },
  },
  { path: STAF_PAGE.gtk, title: 'GTK', page: lazy(() => import('./gtk/GtkPage')), access: { path: STAF_PAGE.gtk, action: 'view' } },
  { path: STAF_PAGE.jadwal, title: 'Jadwal Pelajaran', page: lazy(() => import('./jadwal/JadwalPage')), access: { path: STAF_PAGE.jadwal, action: 'view' } },
  {
    path: STAF_PAGE.tahunBaru,
    title: 'Kenaikan & Kelulusan',
    page: lazy(() => import('./tahun-baru/TahunBaruPage')),
    access: { path: STAF_PAGE.tahunBaru, action: 'view' },
  },
  { path: STAF_PAGE.bk, title: 'Bimbingan Konseling', page: lazy(() => import('./bk/BkPage')), access: { path: STAF_PAGE.bk, action: 'view' } },
  {
    path: STAF_PAGE.kalender,
    title: 'Kalender Akademik',
    page: lazy(() => import('./kalender/KalenderPage')),
    access: { path: STAF_PAGE.kalender, action: 'view' },
  },
  {
    path: STAF_PAGE.pelanggaran,
    title: 'Pelanggaran',
    page: lazy(() => import('./kesiswaan/PelanggaranPage')),
    access: { path: STAF_PAGE.pelanggaran, action: 'view' },
  },
  {
    path: STAF_PAGE.penghargaan,
    title: 'Penghargaan',
    page: lazy(() => import('./kesiswaan/PenghargaanPage')),
    access: { path: STAF_PAGE.penghargaan, action: 'view' },
  },
  {
    path: STAF_PAGE.perizinan,
    title: 'Perizinan',
    page: lazy(() => import('./perizinan/PerizinanStafPage')),
    access: { path: STAF_PAGE.perizinan, action: 'view' },
  },
  {
    path: STAF_PAGE.konsultasi,
    title: 'Konsultasi',
    page: lazy(() => import('./konsultasi/KonsultasiStafPage')),
    access: { path: STAF_PAGE.konsultasi, action: 'view' },
  },
  {
    path: STAF_PAGE.ekstrakurikuler,
    title: 'Ekstrakurikuler',
    page: lazy(() => import('./kegiatan/EkstrakurikulerPage')),
    access: { path: STAF_PAGE.ekstrakurikuler, action: 'view' },
  },
  { path: STAF_PAGE.pramuka, title: 'Pramuka', page: lazy(() => import('./kegiatan/PramukaPage')), access: { path: STAF_PAGE.pramuka, action: 'view' } },
  { path: STAF_PAGE.media, title: 'Galeri Media', page: lazy(() => import('./kegiatan/MediaPage')), access: { path: STAF_PAGE.media, action: 'view' } },
  {
    path: STAF_PAGE.presensi,
    title: 'Presensi Harian',
    page: lazy(() => import('./presensi/PresensiPage')),
    access: { path: STAF_PAGE.presensi, action: 'view' },
  },
  {
    path: STAF_PAGE.pembayaran,
    title: 'Pembayaran',
    page: lazy(() => import('./keuangan/PembayaranPage')),
    access: { path: STAF_PAGE.pembayaran, action: 'view' },
  },
  { path: STAF_PAGE.nilai, title: 'Nilai', page: lazy(() => import('./nilai/NilaiPage')), access: { path: STAF_PAGE.nilai, action: 'view' } },
  { path: STAF_PAGE.tagihan, title: 'Tagihan', page: lazy(() => import('./keuangan/TagihanStafPage')), access: { path: STAF_PAGE.tagihan, action: 'view' } },
];
