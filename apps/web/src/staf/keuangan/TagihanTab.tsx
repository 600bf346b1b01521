import { Tag, Tooltip } from 'antd';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { isoToDmy } from '@madrasah/contract/dates';
import { STAF_TAGIHAN as T } from '@madrasah/contract/endpoints/staf-tagihan';
import { TAGIHAN_STATUS, type StafTagihanFilter, type StafTagihanRow } from '@madrasah/contract/schemas/staf-keuangan';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery } from '../../components/table/useTableQuery';
import { formatRupiah } from '../../lib/format';
import { FilterSelect, RombelFilter } from '../FilterSelect';
import { useBiayaPilihan } from './api';

const NAME: NameColumn<StafTagihanRow> = { title: 'Peserta Didik', value: (row) => row.siswa_nama };
const STATUS_COLOR: Record<StafTagihanRow['status'], string> = { Lunas: 'success', 'Belum Lunas': 'processing', Menunggak: 'error' };
const money = (key: keyof StafTagihanRow, title: string): TableColumn<StafTagihanRow> => ({
  key,
  title,
  render: (row) => formatRupiah(row[key] as number),
  nowrap: true,
});

const COLUMNS: TableColumn<StafTagihanRow>[] = [
  { key: 'rombel_nama', title: 'Rombel', nowrap: true },
  { key: 'tagihan_nama', title: 'Tagihan' },
  { key: 'jatuh_tempo', title: 'Jatuh Tempo', render: (row) => (row.jatuh_tempo ? isoToDmy(row.jatuh_tempo) : '-'), nowrap: true },
  money('total_tagihan', 'Nominal'),
  {
    key: 'potongan',
    title: 'Potongan',
    render: (row) => (row.potongan ? <Tooltip title={row.potongan_keterangan}>{formatRupiah(row.potongan)}</Tooltip> : '-'),
    nowrap: true,
  },
  money('total_pembayaran', 'Dibayar'),
  money('total_belum_dibayar', 'Sisa'),
  { key: 'status', title: 'Status', render: (row) => <Tag color={STATUS_COLOR[row.status]}>{row.status}</Tag>, nowrap: true },
];
const SORT_FIELDS: SortField<SortFieldOf<typeof T.table>>[] = [
  { value: 'id', label: 'Urutan Dibuat' },
  { value: 'siswa_nama', label: 'Nama' },
  { value: 'jatuh_tempo', label: 'Jatuh Tempo' },
  { value: 'total_belum_dibayar', label: 'Sisa' },
];
const STATUS = TAGIHAN_STATUS.map((value) => ({ value, label: value }));

/** The active year's invoices, filtered by class group, fee and status, searched by name or NISN. */
export function TagihanTab({ filtering }: { filtering?: { rombel_id?: number; status?: StafTagihanFilter['status'] } }) {
  const table = useTableQuery(T.table, { filtering });
  const biaya = useBiayaPilihan();
  const toolbar = (
    <>
      <RombelFilter table={table} />
      <FilterSelect
        table={table}
        field="pemasukan_detail_id"
        label="Biaya"
        placeholder="Semua biaya"
        loading={biaya.isPending}
        options={biaya.data?.map((b) => ({ value: b.id, label: b.nama }))}
      />
      <FilterSelect table={table} field="status" label="Status" placeholder="Semua status" options={STATUS} />
    </>
  );
  return (
    <TablePage<StafTagihanRow>
      title="Tagihan Tahun Ajaran Aktif"
      table={table}
      name={NAME}
      columns={COLUMNS}
      sortFields={SORT_FIELDS}
      searchPlaceholder="Cari nama atau NISN"
      toolbar={toolbar}
    />
  );
}
