import { useMutation } from '@tanstack/react-query';
import { STAF_PRESENSI } from '@madrasah/contract/endpoints/staf-presensi';
import type { PresensiStatusBody } from '@madrasah/contract/schemas/staf-presensi';
import { api } from '../../lib/api-client';

const saved = { notifySuccess: true };

/** Sets a student's status of a day with a note. */
export function useSetStatus() {
  return useMutation({
    mutationFn: ({ siswaId, tanggal, body }: { siswaId: number; tanggal: string; body: PresensiStatusBody }) =>
      api.call(STAF_PRESENSI.setStatus, { params: { siswa_id: siswaId, tanggal }, body }, saved),
  });
}

/** Builds a class group's month recap as XLSX; the answer links to the file. */
export function useRekap() {
  return useMutation({
    mutationFn: async (body: { rombel_id: number; bulan: string }) => (await api.call(STAF_PRESENSI.rekap, { body }, saved)).data,
  });
}
