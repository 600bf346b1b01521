import type { PelanggaranHeader, PenghargaanHeader } from '@madrasah/contract/schemas/kesiswaan';
import { SiswaRombelCard } from '../../components/SiswaRombelCard';
import { useRiwayatHeader, type RiwayatKind } from './api';

type Header = PelanggaranHeader | PenghargaanHeader;

const TOTAL = {
  pelanggaran: { title: 'Total Poin', value: (h: Header) => h.total_poin },
  // Only the award header counts stars, and only the award page shows them.
  penghargaan: { title: 'Total Bintang', value: (h: Header) => ('total_bintang' in h ? h.total_bintang : 0) },
};

type Props = { kind: RiwayatKind; siswaId: number; rombelId: number };

/** The student of a history page in their class group, and the year's total: points of violations, or stars of awards. */
export function RiwayatHeader({ kind, siswaId, rombelId }: Props) {
  return <SiswaRombelCard header={useRiwayatHeader(kind, siswaId, rombelId)} total={TOTAL[kind]} />;
}
