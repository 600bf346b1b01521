import { useQuery } from '@tanstack/react-query';
import { API } from '@madrasah/contract/endpoints';
import type { PenghargaanHeader } from '@madrasah/contract/schemas/kesiswaan';
import { api } from '../../lib/api-client';

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
