import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { STAF_PEMBAYARAN } from '@madrasah/contract/endpoints/staf-pembayaran';
import type { TagihanRow } from '@madrasah/contract/schemas/keuangan';
import type { PembayaranStaf } from '@madrasah/contract/schemas/staf-pembayaran';
import { useTableQuery } from '../../components/table/useTableQuery';
import { SiswaSelect } from '../kegiatan/SiswaSelect';
import { bukaKuitansi } from './api';
import { BayarModal } from './BayarModal';
import { formatRupiah } from '../../lib/format';

/** The chosen student's invoices that still ask for money, each with what is left and a 'Bayar' button. */
function TagihanTerbuka({ siswaId, canPay, onPaid }: { siswaId: number; canPay: boolean; onPaid: (paid: PembayaranStaf) => void }) {
  const table = useTableQuery(STAF_PEMBAYARAN.tagihan, { filtering: { siswa_id: siswaId }, pageSize: 50, sort: { field: 'id', sort: 'ASC' } });
  const [paying, setPaying] = useState<TagihanRow>();
  return (
    <>
      <List<TagihanRow>
        loading={table.loading}
        dataSource={table.rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Tidak ada tagihan yang belum lunas" /> }}
        renderItem={(t) => (
          <List.Item
            actions={
              canPay
                ? [
                    <Button key="bayar" type="primary" onClick={() => setPaying(t)} aria-label={`Bayar ${t.tagihan_nama} ${t.tahun_ajaran}`}>
                      Bayar
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={`${t.tagihan_nama} (${t.tahun_ajaran})`}
              description={`Tagihan ${formatRupiah(t.total_tagihan + t.total_biaya_opsional)} · dibayar ${formatRupiah(t.total_pembayaran)}`}
            />
            <Typography.Text strong className="pembayaran-sisa">
              Sisa {formatRupiah(t.total_belum_dibayar)}
            </Typography.Text>
          </List.Item>
        )}
      />
      {paying && (
        <BayarModal
          tagihan={paying}
          onCancel={() => setPaying(undefined)}
          onDone={(paid) => {
            setPaying(undefined);
            void table.reload();
            onPaid(paid);
          }}
        />
      )}
    </>
  );
}

/**
 * The desk's first half: find the student, see their open invoices with what is left, take a
 * payment, and print its receipt at once.
 */
export function TerimaPembayaran({ canPay, canPrint, onPaid }: { canPay: boolean; canPrint: boolean; onPaid: () => void }) {
  const [siswaId, setSiswaId] = useState<number>();
  const [last, setLast] = useState<PembayaranStaf>();
  return (
    <Card title="Terima Pembayaran" size="small">
      <Flex vertical gap={8}>
        <label htmlFor="pembayaran-siswa" className="pembayaran-label">
          Peserta Didik
        </label>
        <SiswaSelect value={siswaId} onChange={(id) => (setSiswaId(id), setLast(undefined))} id="pembayaran-siswa" />
        {last && (
          <Alert
            type="success"
            showIcon
            message={`Pembayaran ${formatRupiah(last.nominal_pembayaran)} dicatat dengan kuitansi ${last.nomor_kuitansi}`}
            description={last.sisa_tagihan > 0 ? `Sisa tagihan ${formatRupiah(last.sisa_tagihan)}` : 'Tagihan lunas'}
            action={
              canPrint && (
                <Button icon={<PrinterOutlined />} onClick={() => void bukaKuitansi(last.id, last.nomor_kuitansi)}>
                  Cetak Kuitansi
                </Button>
              )
            }
          />
        )}
        {siswaId !== undefined && (
          <TagihanTerbuka
            key={siswaId}
            siswaId={siswaId}
            canPay={canPay}
            onPaid={(paid) => {
              setLast(paid);
              onPaid();
            }}
          />
        )}
      </Flex>
    </Card>
  );
}
