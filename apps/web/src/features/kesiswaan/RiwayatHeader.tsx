import { Card, Skeleton, Statistic } from 'antd';
import { InlineLoadError } from '../../components/InlineLoadError';
import { useRiwayatHeader, type RiwayatKind } from './api';
// The student's numbers look as in the student record's header.
import '../siswa/siswa.css';

const TOTAL = {
  pelanggaran: { title: 'Total Poin', value: (h: { total_poin: number }) => h.total_poin },
  penghargaan: { title: 'Total Bintang', value: (h: { total_bintang: number }) => h.total_bintang },
};

type Props = { kind: RiwayatKind; siswaId: number; rombelId: number };

/** The student of a history page in their class group, and the year's total: points of violations, or stars of awards. */
export function RiwayatHeader({ kind, siswaId, rombelId }: Props) {
  const { data, isPending, isError, refetch } = useRiwayatHeader(kind, siswaId, rombelId);
  const total = TOTAL[kind];
  if (isPending) return <Card><Skeleton active paragraph={{ rows: 2 }} /></Card>;
  if (isError) return <Card><InlineLoadError onRetry={() => void refetch()} /></Card>;
  const fields = [
    ['NISN', data.nisn],
    ['Nama Peserta Didik', data.nama],
    ['Jenis Kelamin', data.jenis_kelamin],
    ['Rombel', data.rombel_nama],
  ];
  return (
    <Card className="riwayat-header">
      <dl className="siswa-header-ids riwayat-header-fields">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '-'}</dd>
          </div>
        ))}
      </dl>
      <Statistic className="riwayat-header-total" title={total.title} value={total.value(data)} />
    </Card>
  );
}
