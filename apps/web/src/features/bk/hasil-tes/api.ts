import { useQuery } from '@tanstack/react-query';
import { BK } from '@madrasah/contract/endpoints/bk';
import { MSG } from '@madrasah/contract/messages';
import { api } from '../../../lib/api-client';

/** The student of the test results in one class group. */
export function useHasilTesHeader(siswaId: number, rombelId: number) {
  return useQuery({
    queryKey: ['hasil-tes', 'header', siswaId, rombelId],
    queryFn: async ({ signal }) => (await api.call(BK.hasilTesHeader, { params: { siswa: siswaId, rombel: rombelId } }, { signal })).data,
  });
}

/** One test result in full; a result that is not the caller's answers 404, which the page itself says. */
export function useHasilTesItem(id: string) {
  return useQuery({
    queryKey: ['hasil-tes', 'item', id],
    queryFn: async ({ signal }) => (await api.call(BK.hasilTesItem, { params: { id } }, { signal, suppressMessage: MSG.notFoundData })).data,
    retry: false,
  });
}
