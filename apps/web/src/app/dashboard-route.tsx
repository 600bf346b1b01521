import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { prefetchDashboard } from '../features/dashboard/api';
import DashboardPage from '../features/dashboard/DashboardPage';
import { prefetchPresensiHariIni, presensiSiswaId } from '../features/presensi/api';
import { PresensiCard } from '../features/presensi/PresensiCard';
import { usePrivilege } from '../lib/session';

// The dashboard shows the presensi area's clock-in card and the alumni area's cards; features do
// not import each other, so they meet here. The alumni's cards load only for an alumnus: they
// bring the alumni schemas (zod) that no other signed-in start needs.
const AlumniDashboard = lazy(() => import('../features/alumni/AlumniDashboard').then((m) => ({ default: m.AlumniDashboard })));

export function DashboardRoutePage() {
  return <DashboardPage PresensiCard={PresensiCard} siswaId={presensiSiswaId(usePrivilege())} AlumniDashboard={AlumniDashboard} />;
}

/** The dashboard's data and today's attendance, asked for while the page's code loads. */
export function prefetchDashboardRoute(queryClient: QueryClient, privilege: Privilege): void {
  prefetchDashboard(queryClient);
  prefetchPresensiHariIni(queryClient, privilege);
}
