import { DownloadOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import type { KEUANGAN } from '@madrasah/contract/endpoints/keuangan';
import type { PembayaranRow } from '@madrasah/contract/schemas/keuangan';
import type { SortField } from '../../components/table/SortPopover';
import type { KeyedName, TableColumn } from '../../components/table/table-columns';
import { formatDate, formatRupiah } from '../../lib/format';

/** A payment's proof as a download link; without one the cell shows '-'. */
function Bukti({ row }: { row: PembayaranRow }) {
  if (!row.bukti_pembayaran) return '-';
  return (
    <Typography.Link
      href={`${row.main_path}${row.bukti_pembayaran}`}
      download
      aria-label={`Unduh bukti pembayaran ${row.pos_pemasukan_nama} ${formatDate(row.tgl_transaksi)}`}
    >
      <DownloadOutlined /> Unduh
    </Typography.Link>
  );
}

const SISWA: KeyedName<PembayaranRow> = { key: 'siswa_nama', title: 'Siswa', value: (row) => row.siswa_nama };
const POS: KeyedName<PembayaranRow> = { key: 'pos_pemasukan_nama', title: 'Pos Pemasukan', value: (row) => row.pos_pemasukan_nama };

/** The spec's columns after the student (spec 02 section 2); amounts as 'Rp. 1.500.000'. */
const COLUMNS: TableColumn<PembayaranRow>[] = [
  { key: 'tgl_transaksi', title: 'Tanggal Pembayaran', render: (row) => formatDate(row.tgl_transaksi), nowrap: true },
  { key: 'tahun_ajaran', title: 'Tahun Ajaran' },
  { key: POS.key, title: POS.title },
  { key: 'nominal_tagihan', title: 'Nominal Tagihan', render: (row) => formatRupiah(row.nominal_tagihan), nowrap: true },
  { key: 'nominal_pembayaran', title: 'Nominal Pembayaran', render: (row) => formatRupiah(row.nominal_pembayaran), nowrap: true },
  { key: 'jenis_pembayaran', title: 'Jenis Pembayaran' },
  { key: 'bukti_pembayaran', title: 'Bukti Pembayaran', render: (row) => <Bukti row={row} />, nowrap: true },
  { key: 'keterangan', title: 'Keterangan' },
];

/** A phone's card is titled by the fee paid for. */
export const PEMBAYARAN_LIST = { name: SISWA, columns: COLUMNS, cardTitle: POS };

export const PEMBAYARAN_SORT_FIELDS: SortField<SortFieldOf<typeof KEUANGAN.pembayaranTable>>[] = [
  { value: 'id', label: 'Tanggal Pembuatan' },
  { value: 'tgl_transaksi', label: 'Tanggal Pembayaran' },
  { value: 'nominal_tagihan', label: 'Nominal Tagihan' },
  { value: 'nominal_pembayaran', label: 'Nominal Pembayaran' },
];
