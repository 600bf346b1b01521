import { useMutation, useQuery } from '@tanstack/react-query';
import { API } from '@madrasah/contract/endpoints';
import type { PenghargaanBody, TatibsiDokumen } from '@madrasah/contract/schemas/tatibsi';
import { api } from '../../lib/api-client';

/** The school's active rules PDF (nulls when there is none). */
export function useTatibsiDokumen() {
  return useQuery({
    queryKey: ['tatibsi', 'dokumen'],
    queryFn: async ({ signal }) => (await api.get<TatibsiDokumen>(API.tatibsiDokumen, { signal })).data,
  });
}

const saved = { notifySuccess: true };

/** Adds an award criterion (POST) or changes one (PUT with its id). */
export function useSavePenghargaan() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: PenghargaanBody }) =>
      id === undefined ? api.post<unknown>(API.penghargaan, body, saved) : api.put<unknown>(API.penghargaanItem(id), body, saved),
  });
}

export function useDeletePenghargaan() {
  return useMutation({ mutationFn: (id: number) => api.delete<null>(API.penghargaanItem(id), saved) });
}
