import { useMutation, useQuery } from '@tanstack/react-query';
import { STAF_KEGIATAN as K } from '@madrasah/contract/endpoints/staf-kegiatan';
import type { EkskulBody, MediaBody, PramukaBody } from '@madrasah/contract/schemas/staf-kegiatan';
import { api } from '../../lib/api-client';

const saved = { notifySuccess: true };

/** The coaches the forms offer. */
export const useKegiatanPilihan = () => useQuery({ queryKey: ['staf-kegiatan-pilihan'], queryFn: async () => (await api.call(K.pilihan)).data });

export function useSaveEkskul() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | undefined; body: EkskulBody }) =>
      id === undefined ? api.call(K.ekskulCreate, { body }, saved) : api.call(K.ekskulUpdate, { params: { id }, body }, saved),
  });
}

export function useSavePramuka() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | undefined; body: PramukaBody }) =>
      id === undefined ? api.call(K.pramukaCreate, { body }, saved) : api.call(K.pramukaUpdate, { params: { id }, body }, saved),
  });
}

export function useSaveMedia() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: MediaBody }) => api.call(K.mediaUpdate, { params: { id: id! }, body }, saved),
  });
}
