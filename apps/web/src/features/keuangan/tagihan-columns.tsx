import { Tag, Typography } from 'antd';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import type { KEUANGAN } from '@madrasah/contract/endpoints/keuangan';
import type { TagihanRow } from '@madrasah/contract/schemas/keuangan';
import type { SortField } from '../../components/table/SortPopover';
import type { KeyedName, TableColumn } from '../../components/table/table-columns';
import { formatRupiah } from '../../lib/format';
import { overPaid } from './keuangan-values';

/** What is left to pay stands out in red; a settled invoice says so. */
function BelumDibayar({ row }: { row: TagihanRow }) {
  if (row.total_belum_dibayar > 0) {
    return (
      <Typography.Text type="danger" strong>
        {formatRupiah(row.total_belum_dibayar)}
      </Typography.Text>
    );
  }
  return (
    <span className="tagihan-lunas">
      {formatRupiah(0)} <Tag color="success">Lunas</Tag>
    </span>
  );
}

/** The paid total; an over-payment also says by how much. */
function Pembayaran({ row }: { row: TagihanRow }) {
  const excess = overPaid(row);
  return (
    <>
      {formatRupiah(row.total_pembayaran)}
      {excess > 0 && (
        <Typography.Text type="secondary" className="tagihan-lebih">
          lebih {formatRupiah(excess)}
        </Typography.Text>
      )}
    </>
  );
}

const TAHUN_AJARAN: KeyedName<TagihanRow> = { key: 'tahun_ajaran', title: 'Tahun Ajaran', value: (row) => row.tahun_ajaran };
const TAGIHAN: KeyedName<TagihanRow> = { key: 'tagihan_nama', title: 'Tagihan', value: (row) => row.tagihan_nama };

/** The spec's columns after the school year (spec 02 section 2). */
const COLUMNS: TableColumn<TagihanRow>[] = [
  { key: TAGIHAN.key, title: TAGIHAN.title },
  { key: 'total_tagihan', title: 'Total Tagihan', render: (row) => formatRupiah(row.total_tagihan), nowrap: true },
  { key: 'total_biaya_opsional', title: 'Biaya Opsional', render: (row) => formatRupiah(row.total_biaya_opsional), nowrap: true },
  { key: 'potongan', title: 'Potongan', render: (row) => formatRupiah(row.potongan), nowrap: true },
  { key: 'total_pembayaran', title: 'Total Pembayaran', render: (row) => <Pembayaran row={row} />, nowrap: true },
  { key: 'total_belum_dibayar', title: 'Belum Dibayar', render: (row) => <BelumDibayar row={row} />, nowrap: true },
];

/** A phone's card is titled by the invoice. */
export const TAGIHAN_LIST = { name: TAHUN_AJARAN, columns: COLUMNS, cardTitle: TAGIHAN };

export const TAGIHAN_SORT_FIELDS: SortField<SortFieldOf<typeof KEUANGAN.tagihanTable>>[] = [
  { value: 'id', label: 'Tanggal Pembuatan' },
  { value: 'total_tagihan', label: 'Total Tagihan' },
  { value: 'total_belum_dibayar', label: 'Belum Dibayar' },
  { value: 'total_pembayaran', label: 'Total Pembayaran' },
];
