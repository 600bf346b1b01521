import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOOKUP } from '@madrasah/contract/endpoints/lookup';
import { api } from '../../lib/api-client';

// School years, semesters and class groups change between terms, not during a visit.
const staleTime = 10 * 60_000;

/** Every school year, newest first, with which one is active (a page's prefetch may ask for it too). */
export const tahunAjaranQuery = queryOptions({
  queryKey: ['lookup', 'tahun-ajaran'],
  queryFn: async ({ signal }) => (await api.call(LOOKUP.tahunAjaran, {}, { signal })).data,
  staleTime,
});

/** Every school year, newest first, with which one is active. */
export function useTahunAjaranOptions() {
  return useQuery(tahunAjaranQuery);
}

/** A school year's semesters; nothing until a year is chosen. */
export function useSemesterOptions(tahunAjaranId: number | undefined) {
  return useQuery({
    queryKey: ['lookup', 'semester', tahunAjaranId],
    queryFn: async ({ signal }) => (await api.call(LOOKUP.semester, { params: { id: tahunAjaranId! } }, { signal })).data,
    enabled: tahunAjaranId !== undefined,
    staleTime,
  });
}

/** The class groups of the caller's student in a year's semester; nothing until both are chosen. */
export function useRombelOptions(tahunAjaranId: number | undefined, semesterId: number | undefined) {
  return useQuery({
    queryKey: ['lookup', 'rombel', tahunAjaranId, semesterId],
    queryFn: async ({ signal }) =>
      (await api.call(LOOKUP.rombelDropdown, { params: { tahun_ajaran_id: tahunAjaranId!, semester_id: semesterId! } }, { signal })).data,
    enabled: tahunAjaranId !== undefined && semesterId !== undefined,
    staleTime,
  });
}

/**
 * Every class group of the caller's student (a guardian's ward), each with its school year:
 * the years the student sat in one, whose records (invoices, grades) are theirs.
 */
export function useOwnRombel() {
  return useQuery({
    queryKey: ['lookup', 'rombel-list'],
    queryFn: async ({ signal }) => (await api.call(LOOKUP.rombel, {}, { signal })).data,
    staleTime,
  });
}
