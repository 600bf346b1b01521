import { PlusOutlined, StopOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, DatePicker, Flex, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { isoToDmy } from '@madrasah/contract/dates';
import { DATE_FORMAT } from '@madrasah/contract/limits';
import { CATAT_STATUS } from '@madrasah/contract/schemas/staf-kesiswaan';
import type { RowAction } from '../../components/table/RowActions';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import type { TableQueryHandle } from '../../components/table/useTableQuery';
import { FilterSelect, RombelFilter } from '../FilterSelect';
import './kesiswaan.css';

/** What both lists show of a record besides its item. */
export type CatatRow = {
  id: number;
  nama: string;
  rombel_nama: string | null;
  tgl: string;
  file: string | null;
  main_path: string;
  dicatat_oleh: string | null;
  status: (typeof CATAT_STATUS)[number];
  dibatalkan_oleh: string | null;
  alasan_batal: string | null;
};

const NAME: NameColumn<CatatRow> = { title: 'Peserta Didik', value: (row) => row.nama };
const STATUS_FILTER = CATAT_STATUS.map((value) => ({ value, label: value }));

/** A record's status: a cancelled one tells why and by whom. */
function StatusTag({ row }: { row: CatatRow }) {
  if (row.status === 'Aktif') return <Tag color="success">Aktif</Tag>;
  return (
    <Tooltip title={`${row.alasan_batal ?? ''}${row.dibatalkan_oleh ? ` (oleh ${row.dibatalkan_oleh})` : ''}`}>
      <Tag color="default">Dibatalkan</Tag>
    </Tooltip>
  );
}

/** The columns around the kind's own (the item and its points or stars). */
export function catatColumns<Row extends CatatRow>(item: TableColumn<Row>[]): TableColumn<Row>[] {
  return [
    { key: 'rombel_nama', title: 'Rombel', nowrap: true },
    { key: 'tgl', title: 'Tanggal', render: (row) => isoToDmy(row.tgl), nowrap: true },
    ...item,
    { key: 'dicatat_oleh', title: 'Dicatat Oleh' },
    { key: 'status', title: 'Status', render: (row) => <StatusTag row={row} />, nowrap: true },
    {
      key: 'file',
      title: 'Bukti',
      render: (row) =>
        row.file ? (
          <a href={`${row.main_path}${row.file}`} target="_blank" rel="noreferrer">
            Lihat foto
          </a>
        ) : null,
    },
  ];
}

/** The list's period filter: the first and last day, either may stay open. */
function TanggalFilter({ table }: { table: Pick<TableQueryHandle<unknown>, 'state' | 'filter'> }) {
  const { tgl_awal, tgl_akhir } = table.state.filtering as { tgl_awal?: string; tgl_akhir?: string };
  return (
    <DatePicker.RangePicker
      aria-label="Tanggal"
      className="catat-range"
      format={DATE_FORMAT.display}
      allowEmpty={[true, true]}
      placeholder={['Dari tanggal', 'Sampai tanggal']}
      value={[tgl_awal ? dayjs(tgl_awal) : null, tgl_akhir ? dayjs(tgl_akhir) : null]}
      onChange={(range) =>
        table.filter({
          ...table.state.filtering,
          tgl_awal: range?.[0]?.format(DATE_FORMAT.lookup),
          tgl_akhir: range?.[1]?.format(DATE_FORMAT.lookup),
        })
      }
    />
  );
}

type Props<Row extends CatatRow> = {
  section: string;
  title: string;
  table: TableQueryHandle<Row>;
  columns: TableColumn<Row>[];
  sortFields: SortField[];
  /** 'Catat Pelanggaran' / 'Catat Penghargaan', shown to those who may record. */
  createLabel: string;
  onCreate?: () => void;
  /** Offered on an active record to those who may cancel. */
  onCancel?: (row: Row) => void;
};

/**
 * A list of recorded violations or awards: student, class group, date, the item, who recorded
 * it and its status; filtered by class group, dates and status, searched by name.
 */
export function CatatList<Row extends CatatRow>({ section, title, table, columns, sortFields, createLabel, onCreate, onCancel }: Props<Row>) {
  const actions = (row: Row): RowAction[] =>
    onCancel && row.status === 'Aktif' ? [{ key: 'batal', label: 'Batalkan', icon: <StopOutlined />, danger: true, onClick: () => onCancel(row) }] : [];
  const toolbar = (
    <>
      <RombelFilter table={table} />
      <FilterSelect table={table} field="status" label="Status" placeholder="Semua status" options={STATUS_FILTER} />
      <TanggalFilter table={table} />
      {onCreate && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
          {createLabel}
        </Button>
      )}
    </>
  );
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Kesiswaan' }, { title: section }]} />
      <TablePage<Row>
        title={title}
        table={table}
        name={NAME as NameColumn<Row>}
        columns={columns}
        sortFields={sortFields}
        searchPlaceholder="Cari nama atau NISN"
        toolbar={toolbar}
        rowActions={onCancel ? actions : undefined}
      />
    </Flex>
  );
}
