import { PAGE, RECORD_TAB_FLAGS, ROLE, STAF_PAGE, STAFF_ROLE, type ActionFlag, type PagePath } from '@madrasah/contract/access';

/**
 * The default access map of each portal role: which pages open and which actions they grant.
 * Applied when a role has no entry for a page yet, so a school's own changes are kept.
 */
type Grants = Partial<Record<PagePath, ActionFlag[]>>;

const STUDENT_TABS: ActionFlag[] = [...RECORD_TAB_FLAGS];

/** Pages a student and a guardian share, with the same actions. */
const STUDENT_AND_GUARDIAN: Grants = {
  [PAGE.dashboard]: ['view'],
  [PAGE.profile]: ['view'],
  [PAGE.siswaAktif]: ['view', 'detail', 'update', 'update_partial', ...STUDENT_TABS],
  [PAGE.tataTertib]: ['view'],
  [PAGE.pelanggaranSiswa]: ['view', 'detail'],
  [PAGE.penghargaanSiswa]: ['view', 'detail'],
  [PAGE.profilBk]: ['view'],
  [PAGE.hasilTes]: ['view', 'detail'],
  [PAGE.mediaInformasi]: ['view'],
  [PAGE.presensiSiswa]: ['view', 'detail'],
  [PAGE.presensiPramuka]: ['view', 'detail'],
  [PAGE.ekstrakurikuler]: ['view'],
  [PAGE.pramuka]: ['view'],
  [PAGE.kalender]: ['view'],
  [PAGE.pembayaranSiswa]: ['view', 'invoice'],
  [PAGE.tagihanSiswa]: ['view', 'invoice', 'export'],
  [PAGE.nilaiMapel]: ['view', 'detail'],
  [PAGE.logExport]: ['view'],
};

const MANAGE: ActionFlag[] = ['view', 'detail', 'create', 'update', 'delete'];

/** What every staff role has: the day's overview, one's own profile and the students (a wali kelas's or guru's own). */
const EVERY_STAFF: Grants = { [STAF_PAGE.beranda]: ['view'], [STAF_PAGE.profil]: ['view', 'update'], [STAF_PAGE.siswa]: ['view', 'detail'] };

/** The staff side's default maps: the operator runs the school's setup; the head reads it all. */
const STAFF_CATALOGUE: Record<string, Grants> = {
  [STAFF_ROLE.operator]: {
    ...EVERY_STAFF,
    [STAF_PAGE.sekolah]: ['view', 'update'],
    [STAF_PAGE.akademik]: MANAGE,
    [STAF_PAGE.gtk]: MANAGE,
    [STAF_PAGE.jadwal]: MANAGE,
    [STAF_PAGE.tahunBaru]: ['view', 'create'],
    [STAF_PAGE.impor]: ['view', 'create'],
    [STAF_PAGE.akun]: [...MANAGE, 'export'],
    [STAF_PAGE.hakAkses]: ['view', 'update'],
    [STAF_PAGE.audit]: ['view', 'detail'],
    // The permit kinds' settings (the 'Jenis Izin' tab); the operator decides no permit.
    [STAF_PAGE.perizinan]: ['view', 'update'],
    // Reads the grades and reopens a finalised semester with a reason; writes none.
    [STAF_PAGE.nilai]: ['view', 'detail', 'approval'],
  },
  [STAFF_ROLE.kepala]: {
    ...EVERY_STAFF,
    [STAF_PAGE.sekolah]: ['view'],
    [STAF_PAGE.akademik]: ['view', 'detail'],
    [STAF_PAGE.gtk]: ['view', 'detail'],
    [STAF_PAGE.jadwal]: ['view', 'detail'],
    [STAF_PAGE.akun]: ['view', 'detail'],
    [STAF_PAGE.hakAkses]: ['view'],
    [STAF_PAGE.audit]: ['view', 'detail'],
    [STAF_PAGE.bk]: ['view', 'detail'],
    [STAF_PAGE.kalender]: ['view', 'detail'],
    [STAF_PAGE.pelanggaran]: ['view', 'detail'],
    [STAF_PAGE.penghargaan]: ['view', 'detail'],
    [STAF_PAGE.perizinan]: ['view', 'detail'],
    [STAF_PAGE.konsultasi]: ['view', 'detail'],
    [STAF_PAGE.ekstrakurikuler]: ['view', 'detail'],
    [STAF_PAGE.pramuka]: ['view', 'detail'],
    [STAF_PAGE.media]: ['view', 'detail'],
    [STAF_PAGE.presensi]: ['view', 'detail', 'export'],
    [STAF_PAGE.pembayaran]: ['view', 'detail', 'export'],
    [STAF_PAGE.nilai]: ['view', 'detail'],
    [STAF_PAGE.tagihan]: ['view', 'detail'],
  },
  [STAFF_ROLE.waliKelas]: {
    ...EVERY_STAFF,
    [STAF_PAGE.pelanggaran]: ['view', 'detail', 'create', 'delete'],
    [STAF_PAGE.penghargaan]: ['view', 'detail', 'create', 'delete'],
    [STAF_PAGE.perizinan]: ['view', 'detail', 'approval'],
    [STAF_PAGE.presensi]: ['view', 'detail', 'update', 'export'],
    // Reads their class groups' grades and finalises (locks) or reopens a semester of them.
    [STAF_PAGE.nilai]: ['view', 'detail', 'approval'],
  },
  [STAFF_ROLE.guru]: {
    ...EVERY_STAFF,
    // The grades of the subjects they teach, and those subjects' summative assessments.
    [STAF_PAGE.nilai]: MANAGE,
  },
  [STAFF_ROLE.guruBk]: {
    ...EVERY_STAFF,
    [STAF_PAGE.bk]: [...MANAGE, 'export'],
    [STAF_PAGE.pelanggaran]: ['view', 'detail', 'create', 'delete'],
    [STAF_PAGE.penghargaan]: ['view', 'detail', 'create', 'delete'],
    [STAF_PAGE.konsultasi]: ['view', 'detail', 'update'],
  },
  [STAFF_ROLE.kesiswaan]: {
    ...EVERY_STAFF,
    [STAF_PAGE.kalender]: MANAGE,
    [STAF_PAGE.pelanggaran]: ['view', 'detail', 'create', 'delete'],
    [STAF_PAGE.penghargaan]: ['view', 'detail', 'create', 'delete'],
    [STAF_PAGE.perizinan]: ['view', 'detail', 'approval', 'update'],
    [STAF_PAGE.ekstrakurikuler]: MANAGE,
    [STAF_PAGE.pramuka]: MANAGE,
    [STAF_PAGE.media]: MANAGE,
    [STAF_PAGE.presensi]: ['view', 'detail', 'update', 'export'],
  },
  [STAFF_ROLE.bendahara]: {
    ...EVERY_STAFF,
    // Records payments and cancels them (delete: the cancel, never a deletion); prints receipts.
    [STAF_PAGE.pembayaran]: ['view', 'detail', 'create', 'delete', 'export'],
    [STAF_PAGE.tagihan]: [...MANAGE, 'export'],
  },
};

export const ACCESS_CATALOGUE: Record<string, Grants> = {
  ...STAFF_CATALOGUE,
  [ROLE.siswa]: {
    ...STUDENT_AND_GUARDIAN,
    [PAGE.konsultasi]: ['view', 'detail', 'create', 'update', 'delete'],
    // The student files and submits; the guardian decides.
    [PAGE.perizinanSiswa]: ['view', 'detail', 'create', 'update', 'delete', 'request_approval'],
  },
  [ROLE.wali]: {
    ...STUDENT_AND_GUARDIAN,
    [PAGE.konsultasi]: ['view', 'detail'],
    // The ward's counselling counts by field; a student does not see the meetings with their parents.
    [PAGE.laporanBk]: ['view', 'detail', 'export'],
    [PAGE.perizinanSiswa]: ['view', 'detail', 'approval'],
  },
  [ROLE.alumni]: {
    [PAGE.dashboard]: ['view'],
    [PAGE.profile]: ['view'],
    [PAGE.alumni]: ['view', 'detail', 'update', 'update_partial', ...STUDENT_TABS],
  },
};

export type MenuEntry = { kode: string; name: string; path: string; icon: string; children?: MenuEntry[] };

/** The menu tree. Each role sees the entries its access map opens. */
export const MENU_CATALOGUE: MenuEntry[] = [
  { kode: 'dashboard', name: 'Dashboard', path: PAGE.dashboard, icon: 'dashboard' },
  {
    kode: 'peserta-didik',
    name: 'Peserta Didik',
    path: '/peserta-didik',
    icon: 'team',
    children: [
      { kode: 'peserta-didik-aktif', name: 'Peserta Didik Aktif', path: PAGE.siswaAktif, icon: 'user' },
      { kode: 'peserta-didik-alumni', name: 'Alumni', path: PAGE.alumni, icon: 'user' },
    ],
  },
  {
    kode: 'kesiswaan',
    name: 'Kesiswaan',
    path: '/kesiswaan',
    icon: 'team',
    children: [
      { kode: 'tata-tertib-sekolah', name: 'Tata Tertib Sekolah', path: PAGE.tataTertib, icon: 'book' },
      { kode: 'pelanggaran-siswa', name: 'Pelanggaran Siswa', path: PAGE.pelanggaranSiswa, icon: 'warning' },
      { kode: 'penghargaan-siswa', name: 'Penghargaan Siswa', path: PAGE.penghargaanSiswa, icon: 'trophy' },
    ],
  },
  {
    kode: 'presensi',
    name: 'Presensi',
    path: '/presensi',
    icon: 'schedule',
    children: [
      { kode: 'presensi-siswa', name: 'Siswa', path: PAGE.presensiSiswa, icon: 'schedule' },
      { kode: 'presensi-pramuka', name: 'Pramuka', path: PAGE.presensiPramuka, icon: 'schedule' },
      { kode: 'perizinan-siswa', name: 'Perizinan', path: PAGE.perizinanSiswa, icon: 'file' },
    ],
  },
  {
    kode: 'bimbingan-konseling',
    name: 'Bimbingan Konseling',
    path: '/bimbingan-konseling',
    icon: 'heart',
    children: [
      { kode: 'profil-bk', name: 'Profil BK', path: PAGE.profilBk, icon: 'file' },
      { kode: 'hasil-tes', name: 'Hasil Tes', path: PAGE.hasilTes, icon: 'book' },
      { kode: 'konsultasi', name: 'Konsultasi', path: PAGE.konsultasi, icon: 'message' },
      { kode: 'laporan-bk', name: 'Laporan Konseling', path: PAGE.laporanBk, icon: 'file' },
      { kode: 'media-informasi', name: 'Media Informasi', path: PAGE.mediaInformasi, icon: 'picture' },
    ],
  },
  {
    kode: 'ekstrakurikuler-pramuka',
    name: 'Ekstrakurikuler & Pramuka',
    path: '/ekstrakurikuler-pramuka',
    icon: 'flag',
    children: [
      { kode: 'ekstrakurikuler', name: 'Ekstrakurikuler', path: PAGE.ekstrakurikuler, icon: 'flag' },
      { kode: 'pramuka', name: 'Pramuka', path: PAGE.pramuka, icon: 'flag' },
    ],
  },
  {
    kode: 'kalender-kegiatan',
    name: 'Kalender Kegiatan',
    path: '/kalender-kegiatan',
    icon: 'calendar',
    children: [{ kode: 'kalender', name: 'Kalender', path: PAGE.kalender, icon: 'calendar' }],
  },
  {
    kode: 'keuangan',
    name: 'Keuangan',
    path: '/keuangan',
    icon: 'wallet',
    children: [
      { kode: 'pembayaran-siswa', name: 'Pembayaran Siswa', path: PAGE.pembayaranSiswa, icon: 'wallet' },
      { kode: 'tagihan-siswa', name: 'Tagihan Siswa', path: PAGE.tagihanSiswa, icon: 'wallet' },
    ],
  },
  {
    kode: 'penilaian',
    name: 'Penilaian',
    path: '/penilaian',
    icon: 'book',
    children: [{ kode: 'nilai-mapel', name: 'Nilai Mata Pelajaran', path: PAGE.nilaiMapel, icon: 'book' }],
  },
  { kode: 'log-export', name: 'Log Export', path: PAGE.logExport, icon: 'download' },
  { kode: 'profile', name: 'Profil', path: PAGE.profile, icon: 'user' },
];

/** The staff side's menu (its paths are under /staf, so no portal role opens them). */
export const STAF_MENU_CATALOGUE: MenuEntry[] = [
  { kode: 'staf-beranda', name: 'Beranda', path: STAF_PAGE.beranda, icon: 'dashboard' },
  { kode: 'staf-siswa', name: 'Peserta Didik', path: STAF_PAGE.siswa, icon: 'team' },
  {
    kode: 'staf-pengaturan',
    name: 'Pengaturan Sekolah',
    path: '/staf/pengaturan',
    icon: 'setting',
    children: [
      { kode: 'staf-sekolah', name: 'Identitas & Presensi', path: STAF_PAGE.sekolah, icon: 'setting' },
      { kode: 'staf-akademik', name: 'Tahun Ajaran & Rombel', path: STAF_PAGE.akademik, icon: 'calendar' },
      { kode: 'staf-gtk', name: 'GTK', path: STAF_PAGE.gtk, icon: 'team' },
      { kode: 'staf-jadwal', name: 'Jadwal Pelajaran', path: STAF_PAGE.jadwal, icon: 'schedule' },
      { kode: 'staf-tahun-baru', name: 'Kenaikan & Kelulusan', path: STAF_PAGE.tahunBaru, icon: 'flag' },
    ],
  },
  { kode: 'staf-presensi', name: 'Presensi Harian', path: STAF_PAGE.presensi, icon: 'schedule' },
  { kode: 'staf-perizinan', name: 'Perizinan', path: STAF_PAGE.perizinan, icon: 'file' },
  {
    kode: 'staf-kesiswaan',
    name: 'Kesiswaan',
    path: '/staf/kesiswaan',
    icon: 'team',
    children: [
      { kode: 'staf-pelanggaran', name: 'Pelanggaran', path: STAF_PAGE.pelanggaran, icon: 'warning' },
      { kode: 'staf-penghargaan', name: 'Penghargaan', path: STAF_PAGE.penghargaan, icon: 'trophy' },
    ],
  },
  { kode: 'staf-konsultasi', name: 'Konsultasi', path: STAF_PAGE.konsultasi, icon: 'message' },
  { kode: 'staf-bk', name: 'Bimbingan Konseling', path: STAF_PAGE.bk, icon: 'heart' },
  { kode: 'staf-nilai', name: 'Nilai', path: STAF_PAGE.nilai, icon: 'book' },
  {
    kode: 'staf-kegiatan',
    name: 'Kegiatan',
    path: '/staf/kegiatan',
    icon: 'flag',
    children: [
      { kode: 'staf-ekstrakurikuler', name: 'Ekstrakurikuler', path: STAF_PAGE.ekstrakurikuler, icon: 'team' },
      { kode: 'staf-pramuka', name: 'Pramuka', path: STAF_PAGE.pramuka, icon: 'flag' },
      { kode: 'staf-kalender', name: 'Kalender Akademik', path: STAF_PAGE.kalender, icon: 'calendar' },
      { kode: 'staf-media', name: 'Galeri Media', path: STAF_PAGE.media, icon: 'picture' },
    ],
  },
  {
    kode: 'staf-keuangan',
    name: 'Keuangan',
    path: '/staf/keuangan',
    icon: 'wallet',
    children: [
      // The finance desk's pages, one line each.
      { kode: 'staf-tagihan', name: 'Tagihan', path: STAF_PAGE.tagihan, icon: 'file' },
      { kode: 'staf-pembayaran', name: 'Pembayaran', path: STAF_PAGE.pembayaran, icon: 'wallet' },
    ],
  },
  { kode: 'staf-impor', name: 'Impor Data', path: STAF_PAGE.impor, icon: 'upload' },
  { kode: 'staf-akun', name: 'Akun', path: STAF_PAGE.akun, icon: 'idcard' },
  { kode: 'staf-hak-akses', name: 'Hak Akses', path: STAF_PAGE.hakAkses, icon: 'lock' },
  { kode: 'staf-audit', name: 'Log Audit', path: STAF_PAGE.audit, icon: 'audit' },
  { kode: 'staf-profil', name: 'Profil', path: STAF_PAGE.profil, icon: 'user' },
];
