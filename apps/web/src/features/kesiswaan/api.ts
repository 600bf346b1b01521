import { useMutation, useQuery } from '@tanstack/react-query';
import { API } from '@madrasah/contract/endpoints';
import type { PenghargaanHeader } from '@madrasah/contract/schemas/kesiswaan';
import type { PenghargaanBody, TatibsiDokumen } from '@madrasah/contract/schemas/tatibsi';
import { api } from '../../lib/api-client';

/** The school's active rules PDF (nulls when there is none). */
export function useTatibsiDokumen() {
  return useQuery({
    queryKey: ['tatibsi', 'dokumen'],
    queryFn: async ({ signal }) => (await api.get<TatibsiDokumen>(API.tatibsiDokumen, { signal })).data,
  });
}

export type RiwayatKind = 'pelanggaran' | 'penghargaan';

const HEADER_PATH = { pelanggaran: API.pelanggaranSiswaHeader, penghargaan: API.penghargaanSiswaHeader };

/** A history page's student header for one class group; the award header also counts stars. */
export function useRiwayatHeader(kind: RiwayatKind, siswaId: number, rombelId: number) {
  return useQuery({
    queryKey: [`${kind}-siswa`, 'table-header', siswaId, rombelId],
    // The violation header has no total_bintang; the page reads only what its kind carries.
    queryFn: async ({ signal }) => (await api.get<PenghargaanHeader>(HEADER_PATH[kind](siswaId, rombelId), { signal })).data,
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
