import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAF_TAHUN_BARU } from '@madrasah/contract/endpoints/staf-tahun-baru';
import type { KelulusanBody, KenaikanBody, MutasiKeluarBody, MutasiMasukBody, TahunBaru } from '@madrasah/contract/schemas/staf-tahun-baru';
import { api } from '../../lib/api-client';

/** The overview once both years are known. */
export type Pasangan = TahunBaru & { dari: NonNullable<TahunBaru['dari']>; ke: NonNullable<TahunBaru['ke']> };

const saved = { notifySuccess: true };
const KEY = ['staf-tahun-baru'];

/** The years chosen (the active one and the next by default) and the class groups of both. */
export function useRingkasan(dari?: number, ke?: number) {
  return useQuery({
    queryKey: [...KEY, 'ringkasan', dari, ke],
    queryFn: async ({ signal }) =>
      (await api.call(STAF_TAHUN_BARU.ringkasan, { query: { dari_tahun_ajaran_id: dari, ke_tahun_ajaran_id: ke } }, { signal })).data,
  });
}

/** A source class group's students and where each stands in the next year. */
export function useSiswaSumber(rombelId: number, keId: number) {
  return useQuery({
    queryKey: [...KEY, 'siswa', rombelId, keId],
    queryFn: async ({ signal }) => (await api.call(STAF_TAHUN_BARU.siswa, { params: { id: rombelId }, query: { ke_tahun_ajaran_id: keId } }, { signal })).data,
  });
}

/** A write of the turn: the counts and the students' places are read again, whatever the answer. */
function useTurn<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useRombelBaru = () =>
  useTurn((body: { dari_tahun_ajaran_id: number; ke_tahun_ajaran_id: number }) => api.call(STAF_TAHUN_BARU.rombelBaru, { body }, saved));
export const useKenaikan = () => useTurn((body: KenaikanBody) => api.call(STAF_TAHUN_BARU.kenaikan, { body }, saved));
export const useKelulusan = () => useTurn((body: KelulusanBody) => api.call(STAF_TAHUN_BARU.kelulusan, { body }, saved));
export const useMutasiKeluar = () => useTurn((body: MutasiKeluarBody) => api.call(STAF_TAHUN_BARU.mutasiKeluar, { body }, saved));
export const useMutasiMasuk = () => useTurn((body: MutasiMasukBody) => api.call(STAF_TAHUN_BARU.mutasiMasuk, { body }, saved));

/** Active students by name or NISN, once two characters are typed. */
export function useCariSiswa(q: string) {
  return useQuery({
    queryKey: [...KEY, 'cari', q],
    enabled: q.trim().length >= 2,
    queryFn: async ({ signal }) => (await api.call(STAF_TAHUN_BARU.cariSiswa, { query: { q: q.trim() } }, { signal })).data,
  });
}
