import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { DASHBOARD } from '@madrasah/contract/endpoints/dashboard';
import { TATIBSI } from '@madrasah/contract/endpoints/tatibsi';
import { api } from '../../lib/api-client';
import { serverTodayQuery } from '../../lib/server-today';

/** Violations and points of the student (own or ward) this school year. */
const violationSummaryQuery = queryOptions({
  queryKey: ['tatibsi', 'dashboard', 'label-header-eksternal'],
  queryFn: async ({ signal }) => (await api.call(TATIBSI.violationSummary, {}, { signal })).data,
});

/** The student's weekly timetable with its class group header. */
const jadwalSiswaQuery = queryOptions({
  queryKey: ['jadwal', 'pelajaran-siswa'],
  queryFn: async ({ signal }) => (await api.call(DASHBOARD.jadwalSiswa, {}, { signal })).data,
  // The timetable changes between terms, not during a visit.
  staleTime: 10 * 60_000,
});

export const useViolationSummary = () => useQuery(violationSummaryQuery);

export const useJadwalSiswa = () => useQuery(jadwalSiswaQuery);

/**
 * Asks for the dashboard's data as soon as the access check has passed, while the page's code
 * still loads and renders; the cards then find it in the query cache.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(violationSummaryQuery);
  void queryClient.prefetchQuery(jadwalSiswaQuery);
  void queryClient.prefetchQuery(serverTodayQuery);
}
