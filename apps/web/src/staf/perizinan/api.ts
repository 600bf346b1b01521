import { useMutation, useQuery } from '@tanstack/react-query';
import { STAF_PERIZINAN } from '@madrasah/contract/endpoints/staf-perizinan';
import type { JenisSetting, TolakBody } from '@madrasah/contract/schemas/staf-perizinan';
import { api } from '../../lib/api-client';

const saved = { notifySuccess: true };

/** The permit kinds with their approval setting (the 'Jenis Izin' tab and the list's filter). */
export function useStafJenis() {
  return useQuery({
    queryKey: ['staf', 'perizinan', 'jenis'],
    queryFn: async ({ signal }) => (await api.call(STAF_PERIZINAN.jenis, {}, { signal })).data,
  });
}

export function useSetujui() {
  return useMutation({ mutationFn: (id: number) => api.call(STAF_PERIZINAN.setujui, { params: { id } }, saved) });
}

export const tolak = (id: number, body: TolakBody) => api.call(STAF_PERIZINAN.tolak, { params: { id }, body }, saved);

export function useSaveJenis() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: JenisSetting }) => api.call(STAF_PERIZINAN.jenisUpdate, { params: { id }, body }, saved),
  });
}
