import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import { PAGE, isAllowed, type AccessMap, type AccessRule } from '@madrasah/contract/access';
import type { Privilege } from '@madrasah/contract/schemas/session';
import type { PagePrefetch, PageVisit } from '../lib/page-prefetch';
import { DashboardRoutePage, prefetchDashboardRoute } from './dashboard-route';
import { menuQuery } from './layouts/menu-query';

/** A page's module: the page, and what it asks for first (`lib/page-prefetch.ts`). */
type PageModule = { default: ComponentType; prefetch?: PagePrefetch };

/**
 * A page's component. Every page but the dashboard is its own chunk, loaded on first visit or
 * ahead of it by `preload`; the dashboard, where every sign-in lands, ships in the app's chunk.
 */
type RoutePage = ComponentType & { preload?: () => Promise<PageModule> };

function lazyPage(load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> & RoutePage {
  return Object.assign(lazy(load), { preload: load });
}

/** One signed-in page. */
export type PageRoute = {
  /** Router pattern; a detail page adds segments, e.g. `${PAGE.hasilTes}/detail/:id/:rombel_id`. */
  path: string;
  /** The page's name in the browser tab, before the school's ('Data Diri · MA Negeri 1 Contoh'). */
  title: string;
  page: RoutePage;
  /** The access entry that opens the page (a detail page names its list's entry and 'detail'). */
  access: AccessRule;
  /** Asks for the page's data when a visit starts on it, while its code loads. */
  prefetch?: (queryClient: QueryClient, privilege: Privilege) => void;
};

// The active-student page also answers the profile's '/peserta-didik/detail' link.
const siswaDetailPage = lazyPage(() => import('../features/siswa/SiswaDetailPage'));
// One page lists both activities' attendance; the path picks which.
const kehadiranPage = lazyPage(() => import('../features/presensi/kehadiran/KehadiranPage'));

/**
 * Every signed-in page of the portal, in one table: the router, the menu and the mobile tab
 * bar all read it. A module adds its pages here, one line each.
 */
export const PAGE_ROUTES: PageRoute[] = [
  {
    path: PAGE.dashboard,
    title: 'Dashboard',
    page: DashboardRoutePage,
    access: { path: PAGE.dashboard },
    prefetch: prefetchDashboardRoute,
  },
  {
    path: PAGE.profile,
    title: 'Profil',
    page: lazyPage(() => import('./profile-route')),
    access: { path: PAGE.profile },
  },
  { path: PAGE.siswaAktif, title: 'Peserta Didik Aktif', page: siswaDetailPage, access: { path: PAGE.siswaAktif, action: 'detail' } },
  { path: PAGE.siswaDetail, title: 'Data Diri', page: siswaDetailPage, access: { path: PAGE.siswaAktif, action: 'detail' } },
  { path: PAGE.alumni, title: 'Alumni', page: lazyPage(() => import('../features/alumni/AlumniPage')), access: { path: PAGE.alumni, action: 'detail' } },
  {
    path: PAGE.tataTertib,
    title: 'Tata Tertib Sekolah',
    page: lazyPage(() => import('../features/tatibsi/TataTertibPage')),
    access: { path: PAGE.tataTertib, action: 'view' },
  },
  {
    path: PAGE.pelanggaranSiswa,
    title: 'Pelanggaran Siswa',
    page: lazyPage(() => import('../features/kesiswaan/PelanggaranSiswaPage')),
    access: { path: PAGE.pelanggaranSiswa, action: 'detail' },
  },
  {
    path: PAGE.penghargaanSiswa,
    title: 'Penghargaan Siswa',
    page: lazyPage(() => import('../features/kesiswaan/PenghargaanSiswaPage')),
    access: { path: PAGE.penghargaanSiswa, action: 'detail' },
  },
  {
    path: PAGE.perizinanSiswa,
    title: 'Perizinan',
    page: lazyPage(() => import('../features/perizinan/PerizinanPage')),
    access: { path: PAGE.perizinanSiswa, action: 'view' },
  },
  { path: PAGE.presensiSiswa, title: 'Presensi Siswa', page: kehadiranPage, access: { path: PAGE.presensiSiswa, action: 'view' } },
  { path: PAGE.presensiPramuka, title: 'Presensi Pramuka', page: kehadiranPage, access: { path: PAGE.presensiPramuka, action: 'view' } },
  {
    path: PAGE.ekstrakurikuler,
    title: 'Ekstrakurikuler',
    page: lazyPage(() => import('../features/kegiatan/EkstrakurikulerPage')),
    access: { path: PAGE.ekstrakurikuler, action: 'view' },
  },
  { path: PAGE.pramuka, title: 'Pramuka', page: lazyPage(() => import('../features/kegiatan/PramukaPage')), access: { path: PAGE.pramuka, action: 'view' } },
  {
    path: PAGE.kalender,
    title: 'Kalender Kegiatan',
    page: lazyPage(() => import('../features/kegiatan/KalenderPage')),
    access: { path: PAGE.kalender, action: 'view' },
  },
  {
    path: PAGE.profilBk,
    title: 'Profil BK',
    page: lazyPage(() => import('../features/bk/profil-bk/ProfilBkPage')),
    access: { path: PAGE.profilBk, action: 'view' },
  },
  {
    path: PAGE.hasilTes,
    title: 'Hasil Tes',
    page: lazyPage(() => import('../features/bk/hasil-tes/HasilTesPage')),
    access: { path: PAGE.hasilTes, action: 'detail' },
  },
  {
    path: `${PAGE.hasilTes}/detail/:id/:rombel_id`,
    title: 'Detail Hasil Tes',
    page: lazyPage(() => import('../features/bk/hasil-tes/HasilTesDetailPage')),
    access: { path: PAGE.hasilTes, action: 'detail' },
  },
  {
    path: PAGE.mediaInformasi,
    title: 'Media Informasi',
    page: lazyPage(() => import('../features/bk/media-informasi/MediaInformasiPage')),
    access: { path: PAGE.mediaInformasi, action: 'view' },
  },
  {
    path: PAGE.konsultasi,
    title: 'Konsultasi',
    page: lazyPage(() => import('../features/konsultasi/KonsultasiPage')),
    access: { path: PAGE.konsultasi, action: 'view' },
  },
  {
    path: PAGE.laporanBk,
    title: 'Laporan Konseling',
    page: lazyPage(() => import('../features/konsultasi/laporan/LaporanPage')),
    access: { path: PAGE.laporanBk, action: 'view' },
  },
  {
    path: `${PAGE.laporanBk}/detail/:rombel_id`,
    title: 'Detail Laporan Konseling',
    page: lazyPage(() => import('../features/konsultasi/laporan/LaporanDetailPage')),
    access: { path: PAGE.laporanBk, action: 'detail' },
  },
  {
    path: PAGE.logExport,
    title: 'Log Export',
    page: lazyPage(() => import('../features/export-log/LogExportPage')),
    access: { path: PAGE.logExport, action: 'view' },
  },
  {
    path: PAGE.pembayaranSiswa,
    title: 'Pembayaran Siswa',
    page: lazyPage(() => import('../features/keuangan/PembayaranPage')),
    access: { path: PAGE.pembayaranSiswa, action: 'view' },
  },
  {
    path: PAGE.tagihanSiswa,
    title: 'Tagihan Siswa',
    page: lazyPage(() => import('../features/keuangan/TagihanPage')),
    access: { path: PAGE.tagihanSiswa, action: 'invoice' },
  },
  {
    path: PAGE.nilaiMapel,
    title: 'Nilai Mata Pelajaran',
    page: lazyPage(() => import('../features/penilaian/NilaiMapelPage')),
    access: { path: PAGE.nilaiMapel, action: 'view' },
  },
  {
    path: `${PAGE.nilaiMapel}/detail/:tahun_ajaran_id/:semester_id/:rombel_id/:mapel_id`,
    title: 'Detail Nilai Mata Pelajaran',
    page: lazyPage(() => import('../features/penilaian/SumatifPage')),
    access: { path: PAGE.nilaiMapel, action: 'detail' },
  },
];

/** The route that would render `pathname`, if the app has one. */
export function routeFor(pathname: string): PageRoute | undefined {
  return PAGE_ROUTES.find((route) => matchPath(route.path, pathname));
}

/** True when the app has a page at `pathname` and the access map opens it. */
export function canOpen(access: AccessMap, pathname: string): boolean {
  const route = routeFor(pathname);
  return route !== undefined && isAllowed(access, route.access.path, route.access.action);
}

/**
 * A visit that starts, or a sign-in that lands, at `visit`: the shell's menu and, when the
 * account may open the page, the page's data are asked for while their code loads: the route's
 * own `prefetch` at once, the page module's as soon as its code has arrived (a failed download
 * is the page's own to report when it renders).
 */
export function prefetchStart(queryClient: QueryClient, privilege: Privilege, visit: PageVisit): void {
  // Nothing but the password change answers until it is done.
  if (privilege.profile.wajib_ganti_password) return;
  void queryClient.prefetchQuery(menuQuery);
  const route = routeFor(visit.pathname);
  if (!route || !isAllowed(privilege.access, route.access.path, route.access.action)) return;
  route.prefetch?.(queryClient, privilege);
  route.page.preload?.().then(
    (module) => module.prefetch?.(queryClient, privilege, visit),
    () => undefined,
  );
}
