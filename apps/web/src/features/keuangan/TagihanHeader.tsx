import { Card, Descriptions } from 'antd';
import { useOwnRombel, useTahunAjaranOptions } from '../../components/filter/period-lookups';

type Props = { nama: string | null; tahunAjaranId: number };

/** Whose invoices, in which class group, for which school year (named as the table names it, '2026/2027'); '-' for what is not known. */
export function TagihanHeader({ nama, tahunAjaranId }: Props) {
  const years = useTahunAjaranOptions();
  const rombels = useOwnRombel();
  const year = years.data?.find((y) => y.id === tahunAjaranId);
  const rombel = rombels.data?.find((r) => r.tahun_ajaran_id === tahunAjaranId);
  const items = [
    { key: 'siswa', label: 'Siswa', children: nama || '-' },
    { key: 'rombel', label: 'Rombel', children: rombel?.nama ?? '-' },
    { key: 'tahun', label: 'Tahun Ajaran', children: year?.nama ?? '-' },
  ];
  return (
    <Card className="tagihan-header">
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} items={items} />
    </Card>
  );
}
