import { Breadcrumb, Empty, Flex } from 'antd';
import type { TableFilter } from '../../components/table/table-query';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import type { SortField } from '../../components/table/SortPopover';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery } from '../../components/table/useTableQuery';
import { formatDate } from '../../lib/format';
import { usePrivilege } from '../../lib/session';
import type { RiwayatKind } from './api';
import { RiwayatHeader } from './RiwayatHeader';

type Row = { id: number; tgl: string };

type Props<R extends Row> = {
  kind: RiwayatKind;
  /** The menu's name of the page, for the breadcrumb. */
  pageTitle: string;
  /** The table's title: 'Riwayat Pelanggaran'. */
  title: string;
  endpoint: (siswaId: number) => string;
  columns: TableColumn<R>[];
  sortFields: SortField[];
  searchPlaceholder: string;
};

/** Each row is named by its date, the first column after No (spec 02 section 2). */
const TANGGAL: NameColumn<Row> = { title: 'Tanggal', value: (row) => formatDate(row.tgl) };

/**
 * A history page of the student (own, or the guardian's ward) from the session's profile: the
 * header of their current class group and the rows of that school year, so the rows add up to
 * the header's total.
 */
export function RiwayatPage<R extends Row>(props: Props<R>) {
  const { profile_ex } = usePrivilege();
  const { siswa_id: siswaId, rombel_id: rombelId } = profile_ex;
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Kesiswaan' }, { title: props.pageTitle }]} />
      {siswaId === null || rombelId === null ? (
        <Empty description="Data peserta didik tidak ditemukan" />
      ) : (
        <RiwayatContent {...props} siswaId={siswaId} rombelId={rombelId} />
      )}
    </Flex>
  );
}

function RiwayatContent<R extends Row>({
  kind,
  title,
  endpoint,
  columns,
  sortFields,
  searchPlaceholder,
  siswaId,
  rombelId,
}: Props<R> & { siswaId: number; rombelId: number }) {
  const { tahun_ajaran } = usePrivilege();
  // The session's class group is the active year's: its rows are that year's.
  const filtering: TableFilter = { tahun_ajaran_id: tahun_ajaran.id };
  const table = useTableQuery<R>(endpoint(siswaId), { filtering });
  return (
    <>
      <RiwayatHeader kind={kind} siswaId={siswaId} rombelId={rombelId} />
      <TablePage<R> title={title} table={table} name={TANGGAL} columns={columns} sortFields={sortFields} searchPlaceholder={searchPlaceholder} />
    </>
  );
}
