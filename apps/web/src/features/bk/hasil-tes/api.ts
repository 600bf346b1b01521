import { useQuery } from '@tanstack/react-query';
import { API } from '@madrasah/contract/endpoints';
import { MSG } from '@madrasah/contract/messages';
import type { HasilTesDetail } from '@madrasah/contract/schemas/bk';
import type { SiswaRombelHeader } from '@madrasah/contract/schemas/kesiswaan';
import { api } from '../../../lib/api-client';

/** The student of the test results in one class group. */
export function useHasilTesHeader(siswaId: number, rombelId: number) {
  return useQuery({
    queryKey: ['hasil-tes', 'header', siswaId, rombelId],
    queryFn: async ({ signal }) => (await api.get<SiswaRombelHeader>(API.hasilTesHeader(siswaId, rombelId), { signal })).data,
  });
}

/** One test result in full; a result that is not the caller's answers 404, which the page itself says. */
export function useHasilTesItem(id: string) {
  return useQuery({
    queryKey: ['hasil-tes', 'item', id],
    queryFn: async ({ signal }) => (await api.get<HasilTesDetail>(API.hasilTesItem(id), { signal, suppressMessage: MSG.notFoundData })).data,
    retry: false,
  });
}
