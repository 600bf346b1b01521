import { FileExcelOutlined, PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Breadcrumb, Button, DatePicker, Flex, Statistic, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { isoToDmy } from '@madrasah/contract/dates';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_PEMBAYARAN } from '@madrasah/contract/endpoints/staf-pembayaran';
import { DATE_FORMAT } from '@madrasah/contract/limits';
import { JENIS_PEMBAYARAN } from '@madrasah/contract/schemas/keuangan';
import { PEMBAYARAN_STATUS, type PembayaranStafFilter, type PembayaranStafRow } from '@madrasah/contract/schemas/staf-pembayaran';
import type { RowAction } from '../../components/table/RowActions';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery, type TableQueryHandle } from '../../components/table/useTableQuery';
import { useCanCall } from '../../lib/can-call';
import { formatThousands, formatRupiah } from '../../lib/format';
import { FilterSelect } from '../FilterSelect';
import { bukaKuitansi, useEkspor, useRingkasan } from './api';
import { BatalPembayaranModal } from './BatalPembayaranModal';
import { TerimaPembayaran } from './TerimaPembayaran';
import './pembayaran.css';

const NAME: NameColumn<PembayaranStafRow> = { title: 'Peserta Didik', value: (row) => row.siswa_nama };

function StatusTag({ row }: { row: PembayaranStafRow }) {
  if (row.status === 'Aktif') return <Tag color="success">Aktif</Tag>;
  return (
    <Tooltip title={`${row.alasan_batal ?? ''}${row.dibatalkan_oleh ? ` (oleh ${row.dibatalkan_oleh})` : ''}`}>
      <Tag color="default">Dibatalkan</Tag>
    </Tooltip>
  );
}

const COLUMNS: TableColumn<PembayaranStafRow>[] = [
  { key: 'tgl_transaksi', title: 'Tanggal', render: (row) => isoToDmy(row.tgl_transaksi), nowrap: true },
  { key: 'nomor_kuitansi', title: 'No. Kuitansi', nowrap: true },
  { key: 'rombel_nama', title: 'Rombel', nowrap: true },
  { key: 'tagihan_nama', title: 'Tagihan', render: (row) => `${row.tagihan_nama} (${row.tahun_ajaran})` },
  { key: 'nominal_pembayaran', title: 'Jumlah', render: (row) => formatRupiah(row.nominal_pembayaran), nowrap: true },
  { key: 'jenis_pembayaran', title: 'Metode', nowrap: true },
  { key: 'dicatat_oleh', title: 'Dicatat Oleh' },
  { key: 'status', title: 'Status', render: (row) => <StatusTag row={row} />, nowrap: true },
];

const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_PEMBAYARAN.table>>[] = [
  { value: 'tgl_transaksi', label: 'Tanggal' },
  { value: 'nomor_kuitansi', label: 'No. Kuitansi' },
  { value: 'nominal_pembayaran', label: 'Jumlah' },
  { value: 'id', label: 'Waktu Pencatatan' },
];

const METODE = JENIS_PEMBAYARAN.map((value) => ({ value, label: value }));
const STATUS = PEMBAYARAN_STATUS.map((value) => ({ value, label: value }));

/** The list's period: the first and last day, either may stay open. */
function PeriodeFilter({ table }: { table: Pick<TableQueryHandle<unknown>, 'state' | 'filter'> }) {
  const { tgl_awal, tgl_akhir } = table.state.filtering as PembayaranStafFilter;
  return (
    <DatePicker.RangePicker
      aria-label="Periode"
      className="pembayaran-range"
      format={DATE_FORMAT.display}
      allowEmpty={[true, true]}
      placeholder={['Dari tanggal', 'Sampai tanggal']}
      value={[tgl_awal ? dayjs(tgl_awal) : null, tgl_akhir ? dayjs(tgl_akhir) : null]}
      onChange={(range) =>
        table.filter({ ...table.state.filtering, tgl_awal: range?.[0]?.format(DATE_FORMAT.lookup), tgl_akhir: range?.[1]?.format(DATE_FORMAT.lookup) })
      }
    />
  );
}

/**
 * /staf/keuangan/pembayaran: the treasurer takes payments of a student's open invoices and prints
 * their receipts; below, every payment recorded, filtered by period, method and status, with the
 * totals of what the list shows and its XLSX export. A payment is cancelled with a reason. The
 * head reads.
 */
export default function PembayaranPage() {
  const table = useTableQuery(STAF_PEMBAYARAN.table, { sort: { field: 'tgl_transaksi', sort: 'DESC' } });
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const pilihan = { search: table.state.search, filtering: table.state.filtering as PembayaranStafFilter };
  const ringkasan = useRingkasan(pilihan);
  const ekspor = useEkspor();
  const [cancelling, setCancelling] = useState<PembayaranStafRow>();
  const refresh = () => {
    void table.reload();
    void queryClient.invalidateQueries({ queryKey: ['staf-pembayaran-ringkasan'] });
  };
  const actions = (row: PembayaranStafRow): RowAction[] => [
    ...(canCall(STAF_PEMBAYARAN.kuitansi)
      ? [{ key: 'kuitansi', label: 'Kuitansi', icon: <PrinterOutlined />, onClick: () => void bukaKuitansi(row.id, row.nomor_kuitansi) }]
      : []),
    ...(canCall(STAF_PEMBAYARAN.batal) && row.status === 'Aktif'
      ? [{ key: 'batal', label: 'Batalkan', icon: <StopOutlined />, danger: true, onClick: () => setCancelling(row) }]
      : []),
  ];
  const toolbar = (
    <>
      <PeriodeFilter table={table} />
      <FilterSelect table={table} field="metode" label="Metode" placeholder="Semua metode" options={METODE} />
      <FilterSelect table={table} field="status" label="Status" placeholder="Semua status" options={STATUS} />
      {canCall(STAF_PEMBAYARAN.ekspor) && (
        <Button icon={<FileExcelOutlined />} loading={ekspor.isPending} onClick={() => ekspor.mutate(pilihan)}>
          Ekspor XLSX
        </Button>
      )}
    </>
  );
  const totals = ringkasan.data;
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Keuangan' }, { title: 'Pembayaran' }]} />
      {(canCall(STAF_PEMBAYARAN.create) || canCall(STAF_PEMBAYARAN.tagihan)) && (
        <TerimaPembayaran canPay={canCall(STAF_PEMBAYARAN.create)} canPrint={canCall(STAF_PEMBAYARAN.kuitansi)} onPaid={refresh} />
      )}
      <Flex wrap gap={24} className="pembayaran-totals" aria-label="Total pembayaran">
        <Statistic title="Jumlah Transaksi" value={formatThousands(totals?.jumlah_transaksi ?? 0)} loading={ringkasan.isPending} />
        <Statistic title="Total Diterima" value={formatRupiah(totals?.total_diterima ?? 0)} loading={ringkasan.isPending} />
        <Statistic title="Dibatalkan" value={formatRupiah(totals?.total_dibatalkan ?? 0)} loading={ringkasan.isPending} />
      </Flex>
      {ekspor.data && (
        <Alert
          type="info"
          showIcon
          closable
          onClose={() => ekspor.reset()}
          message={
            <a href={`${ekspor.data.main_path}${ekspor.data.file}`} download={ekspor.data.file_nama}>
              Unduh {ekspor.data.file_nama}
            </a>
          }
        />
      )}
      <TablePage<PembayaranStafRow>
        title="Pembayaran"
        table={table}
        name={NAME}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari no. kuitansi, nama atau NISN"
        toolbar={toolbar}
        rowActions={actions}
      />
      {cancelling && (
        <BatalPembayaranModal
          row={cancelling}
          onCancel={() => setCancelling(undefined)}
          onDone={() => {
            setCancelling(undefined);
            refresh();
          }}
        />
      )}
    </Flex>
  );
}
