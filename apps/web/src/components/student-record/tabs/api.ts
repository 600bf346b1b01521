import { useMutation } from '@tanstack/react-query';
import { API, type SiswaTab } from '@madrasah/contract/endpoints';
import { api } from '../../../lib/api-client';

const options = { notifySuccess: true };

/** Saves one record of a tab: PUT with an id, otherwise POST of an array of one (spec 02 section 7). */
export function useSaveRecord(tab: SiswaTab, siswaId: number) {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: object }) =>
      id === undefined ? api.post<null>(API.siswaTabCreate(tab, siswaId), [body], options) : api.put<null>(API.siswaTabItem(tab, id), body, options),
  });
}

export function useDeleteRecord(tab: SiswaTab) {
  return useMutation({ mutationFn: (id: number) => api.delete<null>(API.siswaTabItem(tab, id), options) });
}
