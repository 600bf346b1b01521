import { useMutation, useQuery } from '@tanstack/react-query';
import { TATIBSI } from '@madrasah/contract/endpoints/tatibsi';
import type { PenghargaanBody } from '@madrasah/contract/schemas/tatibsi';
import { api } from '../../lib/api-client';

/** The school's active rules PDF (nulls when there is none). */
export function useTatibsiDokumen() {
  return useQuery({
    queryKey: ['tatibsi', 'dokumen'],
    queryFn: async ({ signal }) => (await api.call(TATIBSI.dokumen, {}, { signal })).data,
  });
}

const saved = { notifySuccess: true };

/** Adds an award criterion (POST) or changes one (PUT with its id). */
export function useSavePenghargaan() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | undefined; body: PenghargaanBody }) =>
      id === undefined ? api.call(TATIBSI.penghargaanCreate, { body }, saved) : api.call(TATIBSI.penghargaanUpdate, { params: { id }, body }, saved),
  });
}

export function useDeletePenghargaan() {
  return useMutation({ mutationFn: (id: number) => api.call(TATIBSI.penghargaanDelete, { params: { id } }, saved) });
}
