import { Alert, Button, Card, Table, type TableColumnsType } from 'antd';
import type { Tunggakan } from '@madrasah/contract/schemas/staf-keuangan';
import { formatRupiah } from '../../lib/format';
import { useTunggakan } from './api';

type Rombel = Tunggakan['rombel'][number];

/** Arrears per class group of the active year (unpaid past its due date), each drilling to its students' invoices. */
export function TunggakanTab({ onDrill }: { onDrill: (rombelId: number) => void }) {
  const data = useTunggakan();
  const columns: TableColumnsType<Rombel> = [
    {
      title: 'Rombel',
      key: 'rombel',
      render: (_, row) => (
        <Button type="link" className="tagihan-drill" onClick={() => onDrill(row.rombel_id)}>
          {row.rombel_nama}
        </Button>
      ),
    },
    // Short titles: the four columns fit a phone's width without scrolling the sum out of sight.
    { title: 'Siswa', dataIndex: 'siswa', key: 'siswa', align: 'right' },
    { title: 'Tagihan', dataIndex: 'tagihan', key: 'tagihan', align: 'right' },
    { title: 'Tunggakan', dataIndex: 'tunggakan', key: 'tunggakan', align: 'right', render: (v: number) => formatRupiah(v) },
  ];
  if (data.isError) return <Alert type="error" showIcon message="Gagal memuat tunggakan" />;
  return (
    <Card size="small" title={`Tunggakan per Rombel: ${formatRupiah(data.data?.tunggakan ?? 0)}`}>
      <Table<Rombel>
        size="small"
        rowKey="rombel_id"
        loading={data.isPending}
        columns={columns}
        dataSource={data.data?.rombel}
        pagination={false}
        locale={{ emptyText: 'Tidak ada tunggakan' }}
      />
    </Card>
  );
}
