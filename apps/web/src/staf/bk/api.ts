import { useMutation, useQuery } from '@tanstack/react-query';
import { STAF_BK } from '@madrasah/contract/endpoints/staf-bk';
import type { CatatanBody, HasilTesStafBody } from '@madrasah/contract/schemas/staf-bk';
import { api } from '../../lib/api-client';

const saved = { notifySuccess: true };

/** Enters a test result (no id) or changes one. */
export function useSaveHasilTes() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | undefined; body: HasilTesStafBody }) =>
      id === undefined ? api.call(STAF_BK.hasilTesCreate, { body }, saved) : api.call(STAF_BK.hasilTesUpdate, { params: { id }, body }, saved),
  });
}

export function useDeleteHasilTes() {
  return useMutation({ mutationFn: (id: number) => api.call(STAF_BK.hasilTesDelete, { params: { id } }, saved) });
}

/** Records a counselling session (no id) or changes one. */
export function useSaveCatatan() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | undefined; body: CatatanBody }) =>
      id === undefined ? api.call(STAF_BK.catatanCreate, { body }, saved) : api.call(STAF_BK.catatanUpdate, { params: { id }, body }, saved),
  });
}

export function useDeleteCatatan() {
  return useMutation({ mutationFn: (id: number) => api.call(STAF_BK.catatanDelete, { params: { id } }, saved) });
}

/** The counselling topics with their field, for the form and its hint. */
export const useTopikBk = () => useQuery({ queryKey: ['staf-bk-topik'], queryFn: async () => (await api.call(STAF_BK.topik)).data });

/** The active year's students matching `q`, for the forms' picker. */
export const useSiswaBk = (q: string) =>
  useQuery({ queryKey: ['staf-bk-siswa', q], queryFn: async ({ signal }) => (await api.call(STAF_BK.siswa, { query: { q } }, { signal })).data });
