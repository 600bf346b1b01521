import { DownloadOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { EXPORT_LOG } from '@madrasah/contract/endpoints/export-log';
import type { ExportLogRow } from '@madrasah/contract/schemas/export-log';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { prefetchTable, useTableQuery } from '../../components/table/useTableQuery';
import type { PagePrefetch } from '../../lib/page-prefetch';
import { formatDate } from '../../lib/format';

/** The file of an export, downloaded under its own name from its signed link. */
function FileLink({ row }: { row: ExportLogRow }) {
  return (
    <Typography.Link href={`${row.main_path}${row.file}`} download={row.file_nama} aria-label={`Unduh ${row.file_nama}`}>
      <DownloadOutlined /> {row.file_nama}
    </Typography.Link>
  );
}

const NAME: NameColumn<ExportLogRow> = { title: 'Nama', value: (row) => row.nama };

const COLUMNS: TableColumn<ExportLogRow>[] = [
  { key: 'file', title: 'File', render: (row) => <FileLink row={row} /> },
  { key: 'jumlah_baris', title: 'Jumlah Baris', nowrap: true },
  { key: 'created_at', title: 'Tanggal', render: (row) => formatDate(row.created_at, 'DD-MM-YYYY HH:mm'), nowrap: true },
];

const SORT_FIELDS: SortField<SortFieldOf<typeof EXPORT_LOG.table>>[] = [
  { value: 'id', label: 'Tanggal Pembuatan' },
  { value: 'nama', label: 'Nama' },
];

/** '/log/export': the user's own exports, newest first, each file ready to download again. */
export default function LogExportPage() {
  const table = useTableQuery(EXPORT_LOG.table);
  return (
    <TablePage<ExportLogRow> title="Log Export" table={table} name={NAME} columns={COLUMNS} sortFields={SORT_FIELDS} searchPlaceholder="Cari nama atau file" />
  );
}

/** A visit starting here asks for the list's first page while the page renders. */
export const prefetch: PagePrefetch = (queryClient) => prefetchTable(queryClient, EXPORT_LOG.table);
