import { useMutation, useQuery } from '@tanstack/react-query';
import { STAF_KONSULTASI } from '@madrasah/contract/endpoints/staf-konsultasi';
import type { TanggapanBody } from '@madrasah/contract/schemas/staf-konsultasi';
import { api } from '../../lib/api-client';

const saved = { notifySuccess: true };

/** One consultation of the inbox, with its forwarding link. */
export function useInboxItem(id: number) {
  return useQuery({
    queryKey: ['staf', 'konsultasi', id],
    queryFn: async ({ signal }) => (await api.call(STAF_KONSULTASI.item, { params: { id } }, { signal })).data,
  });
}

/** Marks it read (quietly: it is no change the counsellor asked for). */
export function useBaca() {
  return useMutation({ mutationFn: (id: number) => api.call(STAF_KONSULTASI.baca, { params: { id } }) });
}

export function useTanggapan() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: TanggapanBody }) => (await api.call(STAF_KONSULTASI.tanggapan, { params: { id }, body }, saved)).data,
  });
}

export function useSelesai() {
  return useMutation({ mutationFn: async (id: number) => (await api.call(STAF_KONSULTASI.selesai, { params: { id } }, saved)).data });
}
