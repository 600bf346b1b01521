import { useQuery } from '@tanstack/react-query';
import { KESISWAAN } from '@madrasah/contract/endpoints/kesiswaan';
import { api } from '../../lib/api-client';

export type RiwayatKind = 'pelanggaran' | 'penghargaan';

const HEADER = { pelanggaran: KESISWAAN.pelanggaranHeader, penghargaan: KESISWAAN.penghargaanHeader };

/** A history page's student header for one class group; the award header also counts stars. */
export function useRiwayatHeader(kind: RiwayatKind, siswaId: number, rombelId: number) {
  return useQuery({
    queryKey: [`${kind}-siswa`, 'table-header', siswaId, rombelId],
    queryFn: async ({ signal }) => (await api.call(HEADER[kind], { params: { siswa: siswaId, rombel: rombelId } }, { signal })).data,
  });
}
