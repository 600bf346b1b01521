import { SiswaRombelCard } from '../../components/SiswaRombelCard';
import { useRiwayatHeader, type RiwayatKind } from './api';

const TOTAL = {
  pelanggaran: { title: 'Total Poin', value: (h: { total_poin: number }) => h.total_poin },
  penghargaan: { title: 'Total Bintang', value: (h: { total_bintang: number }) => h.total_bintang },
};

type Props = { kind: RiwayatKind; siswaId: number; rombelId: number };

/** The student of a history page in their class group, and the year's total: points of violations, or stars of awards. */
export function RiwayatHeader({ kind, siswaId, rombelId }: Props) {
  return <SiswaRombelCard header={useRiwayatHeader(kind, siswaId, rombelId)} total={TOTAL[kind]} />;
}
