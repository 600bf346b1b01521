import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import { PAGE, isAllowed, type AccessMap, type AccessRule } from '@madrasah/contract/access';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { DashboardRoutePage, prefetchDashboardRoute } from './dashboard-route';
import { menuQuery } from './layouts/menu-query';

/**
 * A page's component. Every page but the dashboard is its own chunk, loaded on first visit or
 * ahead of it by `preload`; the dashboard, where every sign-in lands, ships in the app's chunk.
 */
type RoutePage = ComponentType & { preload?: () => Promise<unknown> };

function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> & RoutePage {
  return Object.assign(lazy(load), { preload: load });
}

/** One signed-in page. */
export type PageRoute = {
  /** Router pattern; a detail page adds segments, e.g. `${PAGE.hasilTes}/detail/:id/:rombel_id`. */
  path: string;
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
    page: DashboardRoutePage,
    access: { path: PAGE.dashboard },
    prefetch: prefetchDashboardRoute,
  },
  {
    path: PAGE.profile,
    page: lazyPage(() => import('./profile-route')),
    access: { path: PAGE.profile },
  },
  { path: PAGE.siswaAktif, page: siswaDetailPage, access: { path: PAGE.siswaAktif, action: 'detail' } },
  { path: PAGE.siswaDetail, page: siswaDetailPage, access: { path: PAGE.siswaAktif, action: 'detail' } },
  { path: PAGE.alumni, page: lazyPage(() => import('../features/alumni/AlumniPage')), access: { path: PAGE.alumni, action: 'detail' } },
  { path: PAGE.tataTertib, page: lazyPage(() => import('../features/tatibsi/TataTertibPage')), access: { path: PAGE.tataTertib, action: 'view' } },
  {
    path: PAGE.pelanggaranSiswa,
    page: lazyPage(() => import('../features/kesiswaan/PelanggaranSiswaPage')),
    access: { path: PAGE.pelanggaranSiswa, action: 'detail' },
  },
  {
    path: PAGE.penghargaanSiswa,
    page: lazyPage(() => import('../features/kesiswaan/PenghargaanSiswaPage')),
    access: { path: PAGE.penghargaanSiswa, action: 'detail' },
  },
  { path: PAGE.perizinanSiswa, page: lazyPage(() => import('../features/perizinan/PerizinanPage')), access: { path: PAGE.perizinanSiswa, action: 'view' } },
  { path: PAGE.presensiSiswa, page: kehadiranPage, access: { path: PAGE.presensiSiswa, action: 'view' } },
  { path: PAGE.presensiPramuka, page: kehadiranPage, access: { path: PAGE.presensiPramuka, action: 'view' } },
  {
    path: PAGE.ekstrakurikuler,
    page: lazyPage(() => import('../features/kegiatan/EkstrakurikulerPage')),
    access: { path: PAGE.ekstrakurikuler, action: 'view' },
  },
  { path: PAGE.pramuka, page: lazyPage(() => import('../features/kegiatan/PramukaPage')), access: { path: PAGE.pramuka, action: 'view' } },
  { path: PAGE.kalender, page: lazyPage(() => import('../features/kegiatan/KalenderPage')), access: { path: PAGE.kalender, action: 'view' } },
  { path: PAGE.profilBk, page: lazyPage(() => import('../features/bk/profil-bk/ProfilBkPage')), access: { path: PAGE.profilBk, action: 'view' } },
  { path: PAGE.hasilTes, page: lazyPage(() => import('../features/bk/hasil-tes/HasilTesPage')), access: { path: PAGE.hasilTes, action: 'detail' } },
  {
    path: `${PAGE.hasilTes}/detail/:id/:rombel_id`,
    page: lazyPage(() => import('../features/bk/hasil-tes/HasilTesDetailPage')),
    access: { path: PAGE.hasilTes, action: 'detail' },
  },
  {
    path: PAGE.mediaInformasi,
    page: lazyPage(() => import('../features/bk/media-informasi/MediaInformasiPage')),
    access: { path: PAGE.mediaInformasi, action: 'view' },
  },
  { path: PAGE.konsultasi, page: lazyPage(() => import('../features/konsultasi/KonsultasiPage')), access: { path: PAGE.konsultasi, action: 'view' } },
  { path: PAGE.laporanBk, page: lazyPage(() => import('../features/konsultasi/laporan/LaporanPage')), access: { path: PAGE.laporanBk, action: 'view' } },
  {
    path: `${PAGE.laporanBk}/detail/:rombel_id`,
    page: lazyPage(() => import('../features/konsultasi/laporan/LaporanDetailPage')),
    access: { path: PAGE.laporanBk, action: 'detail' },
  },
  { path: PAGE.logExport, page: lazyPage(() => import('../features/export-log/LogExportPage')), access: { path: PAGE.logExport, action: 'view' } },
  { path: PAGE.pembayaranSiswa, page: lazyPage(() => import('../features/keuangan/PembayaranPage')), access: { path: PAGE.pembayaranSiswa, action: 'view' } },
  { path: PAGE.tagihanSiswa, page: lazyPage(() => import('../features/keuangan/TagihanPage')), access: { path: PAGE.tagihanSiswa, action: 'invoice' } },
  { path: PAGE.nilaiMapel, page: lazyPage(() => import('../features/penilaian/NilaiMapelPage')), access: { path: PAGE.nilaiMapel, action: 'view' } },
  {
    path: `${PAGE.nilaiMapel}/detail/:tahun_ajaran_id/:semester_id/:rombel_id/:mapel_id`,
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
 * A visit that starts, or a sign-in that lands, at `pathname`: the shell's menu and, when the
 * account may open the page, the page's data are asked for while their code loads.
 */
export function prefetchStart(queryClient: QueryClient, privilege: Privilege, pathname: string): void {
  // Nothing but the password change answers until it is done.
  if (privilege.profile.wajib_ganti_password) return;
  void queryClient.prefetchQuery(menuQuery);
  const route = routeFor(pathname);
  if (route && isAllowed(privilege.access, route.access.path, route.access.action)) route.prefetch?.(queryClient, privilege);
}
