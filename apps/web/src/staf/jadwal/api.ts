import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { STAF_JADWAL } from '@madrasah/contract/endpoints/staf-jadwal';
import type { JadwalSlot } from '@madrasah/contract/schemas/staf-jadwal';
import { api } from '../../lib/api-client';

const saved = { notifySuccess: true };

/** The years, one year's class groups (the active one's unless named), the subjects and the active GTK. */
export function useJadwalPilihan(tahunAjaranId: number | undefined) {
  return useQuery({
    queryKey: ['staf-jadwal', 'pilihan', tahunAjaranId ?? null],
    queryFn: async ({ signal }) => (await api.call(STAF_JADWAL.pilihan, { query: { tahun_ajaran_id: tahunAjaranId } }, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** A class group's timetable. */
export function useJadwalRombel(rombelId: number | undefined) {
  return useQuery({
    queryKey: ['staf-jadwal', 'rombel', rombelId],
    enabled: rombelId !== undefined,
    queryFn: async ({ signal }) => (await api.call(STAF_JADWAL.rombel, { params: { rombel_id: rombelId! } }, { signal })).data,
  });
}

export function useSaveJadwal() {
  return useMutation({
    mutationFn: ({ rombelId, slots }: { rombelId: number; slots: JadwalSlot[] }) =>
      api.call(STAF_JADWAL.update, { params: { rombel_id: rombelId }, body: { slots } }, saved),
  });
}

export function useSalinJadwal() {
  return useMutation({
    mutationFn: ({ rombelId, dari }: { rombelId: number; dari: number }) =>
      api.call(STAF_JADWAL.salin, { params: { rombel_id: rombelId }, body: { dari_rombel_id: dari } }, saved),
  });
}
