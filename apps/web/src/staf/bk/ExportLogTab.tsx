import { DownloadOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_BK } from '@madrasah/contract/endpoints/staf-bk';
import type { ExportLogRow } from '@madrasah/contract/schemas/export-log';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery } from '../../components/table/useTableQuery';
import { formatDate } from '../../lib/format';

const NAME: NameColumn<ExportLogRow> = { title: 'Nama', value: (row) => row.nama };

const COLUMNS: TableColumn<ExportLogRow>[] = [
  {
    key: 'file',
    title: 'File',
    render: (row) => (
      <Typography.Link href={`${row.main_path}${row.file}`} download={row.file_nama} aria-label={`Unduh ${row.file_nama}`}>
        <DownloadOutlined /> {row.file_nama}
      </Typography.Link>
    ),
  },
  { key: 'jumlah_baris', title: 'Jumlah Baris', nowrap: true },
  { key: 'created_at', title: 'Tanggal', render: (row) => formatDate(row.created_at, 'DD-MM-YYYY HH:mm'), nowrap: true },
];

const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_BK.exportLog>>[] = [
  { value: 'id', label: 'Tanggal Pembuatan' },
  { value: 'nama', label: 'Nama' },
];

/** The caller's own exports (the staff side's Log Export), newest first, each ready to download again until it expires. */
export function ExportLogTab() {
  const table = useTableQuery(STAF_BK.exportLog);
  return (
    <TablePage<ExportLogRow> title="Log Export" table={table} name={NAME} columns={COLUMNS} sortFields={SORT_FIELDS} searchPlaceholder="Cari nama atau file" />
  );
}
