import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { PENILAIAN } from '@madrasah/contract/endpoints/penilaian';
import { MSG } from '@madrasah/contract/messages';
import { useSemesterOptions, useTahunAjaranOptions } from '../../components/filter/period-lookups';
import { api } from '../../lib/api-client';
import type { NilaiPeriod } from './nilai-params';

/** The student's class group of the period; a year without one answers 404, which the header itself says. */
const headerQuery = (period: NilaiPeriod) =>
  queryOptions({
    queryKey: ['penilaian', 'header', period.tahun_ajaran_id, period.semester_id],
    queryFn: async ({ signal }) => (await api.call(PENILAIAN.header, { params: period }, { signal, suppressMessage: MSG.nilaiNoRombel })).data,
    retry: false,
  });

export const useNilaiHeader = (period: NilaiPeriod) => useQuery(headerQuery(period));

/** The same, asked for before the page renders (a visit that starts on it). */
export const prefetchNilaiHeader = (queryClient: QueryClient, period: NilaiPeriod) => void queryClient.prefetchQuery(headerQuery(period));

/** The period's names, '2026/2027' and 'Ganjil', from the filter's own lookups; undefined until known. */
export function usePeriodNames(period: NilaiPeriod) {
  const years = useTahunAjaranOptions();
  const semesters = useSemesterOptions(period.tahun_ajaran_id);
  return {
    tahunAjaran: years.data?.find((year) => year.id === period.tahun_ajaran_id)?.nama,
    semester: semesters.data?.find((semester) => semester.id === period.semester_id)?.tipe_semester,
  };
}
