// Plain constants and checks only: the web reads them on every page's start, so this file stays
// free of zod. The map's schemas are in access-schemas.ts.

/** The student record tabs' flags: view, create, update and delete per tab (the spec has no prestasi_create). */
export const RECORD_TAB_FLAGS = [
  'beasiswa_view',
  'beasiswa_create',
  'beasiswa_update',
  'beasiswa_delete',
  'prestasi_view',
  'prestasi_update',
  'prestasi_delete',
  'education_view',
  'education_create',
  'education_update',
  'education_delete',
  'file_view',
  'file_create',
  'file_update',
  'file_delete',
] as const;

/** Action flags of both specification documents, including the per-tab flags. */
export const ACTION_FLAGS = [
  'view',
  'detail',
  'create',
  'update',
  'update_partial',
  'delete',
  'approval',
  'request_approval',
  'export',
  'invoice',
  ...RECORD_TAB_FLAGS,
] as const;
export type ActionFlag = (typeof ACTION_FLAGS)[number];

/** The roles allowed into this portal, with user type eksternal. */
export const ROLE = {
  siswa: 'siswa',
  wali: 'wali siswa',
  alumni: 'alumni',
} as const;
export type ExternalRole = (typeof ROLE)[keyof typeof ROLE];
export const ALLOWED_ROLES: readonly string[] = Object.values(ROLE);
export const EXTERNAL_TYPE = 'eksternal';

/** Staff roles (user type internal); one staff account may hold several (spec/03-staff.md). */
export const STAFF_ROLE = {
  operator: 'operator',
  kepala: 'kepala madrasah',
  waliKelas: 'wali kelas',
  guru: 'guru',
  guruBk: 'guru bk',
  kesiswaan: 'kesiswaan',
  bendahara: 'bendahara',
} as const;
export type StaffRole = (typeof STAFF_ROLE)[keyof typeof STAFF_ROLE];
export const STAFF_ROLES: readonly StaffRole[] = Object.values(STAFF_ROLE);
export const INTERNAL_TYPE = 'internal';

/**
 * Staff roles whose reach is their own class groups (wali kelas) or teaching pairs (guru): on a
 * route that declares a scope, a caller whose access there comes only from these roles is
 * limited to them; any other role granting the route reaches the whole school.
 */
export const SCOPED_STAFF_ROLES: readonly StaffRole[] = [STAFF_ROLE.waliKelas, STAFF_ROLE.guru];

/** Every page path of the portal that carries an access entry. */
export const PAGE = {
  dashboard: '/',
  profile: '/profile',
  siswaAktif: '/peserta-didik/aktif',
  /** The personal-data page linked from the profile; governed by siswaAktif's entry. */
  siswaDetail: '/peserta-didik/detail',
  alumni: '/peserta-didik/alumni',
  tataTertib: '/kesiswaan/tata-tertib-sekolah',
  pelanggaranSiswa: '/kesiswaan/pelanggaran-siswa',
  penghargaanSiswa: '/kesiswaan/penghargaan-siswa',
  profilBk: '/bimbingan-konseling/profil-bk',
  hasilTes: '/bimbingan-konseling/hasil-tes',
  mediaInformasi: '/bimbingan-konseling/media-informasi',
  konsultasi: '/bimbingan-konseling/konsultasi',
  laporanBk: '/bimbingan-konseling/laporan',
  presensiSiswa: '/presensi/siswa',
  presensiPramuka: '/presensi/pramuka',
  perizinanSiswa: '/perizinan/siswa',
  ekstrakurikuler: '/ekstrakurikuler-pramuka/ekstrakurikuler',
  pramuka: '/ekstrakurikuler-pramuka/pramuka',
  kalender: '/kalender-kegiatan/kalender',
  pembayaranSiswa: '/keuangan/pembayaran-siswa',
  tagihanSiswa: '/keuangan/pembayaran-siswa/tagihan',
  nilaiMapel: '/penilaian/nilai-mapel',
  logExport: '/log/export',
  experimentCamera: '/experiment/camera',
} as const;
export type PortalPagePath = (typeof PAGE)[keyof typeof PAGE];

/** Every page path of the staff side (under /staf) that carries an access entry. */
export const STAF_PAGE = {
  beranda: '/staf',
  profil: '/staf/profil',
  siswa: '/staf/siswa',
  sekolah: '/staf/pengaturan/sekolah',
  akademik: '/staf/pengaturan/akademik',
  gtk: '/staf/pengaturan/gtk',
  jadwal: '/staf/pengaturan/jadwal',
  tahunBaru: '/staf/pengaturan/tahun-ajaran-baru',
  impor: '/staf/impor',
  presensi: '/staf/presensi',
  perizinan: '/staf/perizinan',
  pelanggaran: '/staf/kesiswaan/pelanggaran',
  penghargaan: '/staf/kesiswaan/penghargaan',
  konsultasi: '/staf/konsultasi',
  bk: '/staf/bk',
  ekstrakurikuler: '/staf/kegiatan/ekstrakurikuler',
  pramuka: '/staf/kegiatan/pramuka',
  kalender: '/staf/kegiatan/kalender',
  media: '/staf/kegiatan/media',
  tagihan: '/staf/keuangan/tagihan',
  akun: '/staf/akun',
  hakAkses: '/staf/hak-akses',
  audit: '/staf/audit',
  pembayaran: '/staf/keuangan/pembayaran',
  nilai: '/staf/nilai',
} as const;
export type StafPagePath = (typeof STAF_PAGE)[keyof typeof STAF_PAGE];

export type PagePath = PortalPagePath | StafPagePath;

/**
 * The pages that open a student's record (personal data, parents, learning activity and the
 * record tabs): the student page, and the alumni page for an internal alumnus's own record.
 */
export const STUDENT_RECORD_PAGES = [PAGE.siswaAktif, PAGE.alumni] as const;

/** Portal pages with an entry of their own in the access map (siswaDetail borrows siswaAktif's). */
export const PORTAL_ACCESS_PAGES: PortalPagePath[] = Object.values(PAGE).filter((p) => p !== PAGE.siswaDetail);
export const STAF_ACCESS_PAGES: StafPagePath[] = Object.values(STAF_PAGE);
/** Every page with an entry in the access maps, portal and staff. */
export const ACCESS_PAGES: PagePath[] = [...PORTAL_ACCESS_PAGES, ...STAF_ACCESS_PAGES];

/** Whether a page belongs to the staff side. */
export const isStafPage = (path: string) => path === STAF_PAGE.beranda || path.startsWith(`${STAF_PAGE.beranda}/`);

/** One page's entry in the access map: whether the page opens, and the actions granted on it. */
export type AccessEntry = {
  /** false: the page is forbidden (/403). */
  status: boolean;
  action: Partial<Record<ActionFlag, boolean>>;
};

/** Access map keyed by page path. */
export type AccessMap = Record<string, AccessEntry>;

/**
 * What a route needs: the page whose entry governs it (or any of several pages, for calls that
 * two pages share, such as a student's records read by the student page and by the internal
 * alumni page), and optionally an action (or any of several).
 */
export type AccessRule = { path: PagePath | readonly PagePath[]; action?: ActionFlag | readonly ActionFlag[] };

/** True when `granted` holds the action asked for (any of them, for a list); true when none is asked. */
export function grants(granted: (flag: ActionFlag) => boolean, action?: ActionFlag | readonly ActionFlag[]): boolean {
  if (action === undefined) return true;
  return typeof action === 'string' ? granted(action) : action.some(granted);
}

/** True when the map opens `path` (any of them, for a list) and grants `action` there, when one is asked for. */
export function isAllowed(access: AccessMap | undefined, path: string | readonly string[], action?: ActionFlag | readonly ActionFlag[]): boolean {
  if (typeof path !== 'string') return path.some((one) => isAllowed(access, one, action));
  const entry = access?.[path];
  if (!entry?.status) return false;
  return grants((flag) => entry.action[flag] === true, action);
}
