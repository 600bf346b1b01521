import { useQuery } from '@tanstack/react-query';
import { API } from '@madrasah/contract/endpoints';
import type { Jadwal, ViolationSummary } from '@madrasah/contract/schemas/dashboard';
import { api } from '../../lib/api-client';

/** Violations and points of the student (own or ward) this school year. */
export function useViolationSummary() {
  return useQuery({
    queryKey: ['tatibsi', 'dashboard', 'label-header-eksternal'],
    queryFn: async ({ signal }) => (await api.get<ViolationSummary>(API.violationSummary, { signal })).data,
  });
}

/** The student's weekly timetable with its class group header. */
export function useJadwalSiswa() {
  return useQuery({
    queryKey: ['jadwal', 'pelajaran-siswa'],
    queryFn: async ({ signal }) => (await api.get<Jadwal>(API.jadwalSiswa, { signal })).data,
    // The timetable changes between terms, not during a visit.
    staleTime: 10 * 60_000,
  });
}
