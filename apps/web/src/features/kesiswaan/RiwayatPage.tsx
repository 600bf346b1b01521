import { Breadcrumb, Empty, Flex } from 'antd';
import type { RowOf, SortFieldOf } from '@madrasah/contract/endpoint';
import type { KESISWAAN } from '@madrasah/contract/endpoints/kesiswaan';
import type { TableFilter } from '../../components/table/table-query';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import type { SortField } from '../../components/table/SortPopover';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery, type TableQueryHandle } from '../../components/table/useTableQuery';
import { formatDate } from '../../lib/format';
import { usePrivilege } from '../../lib/session';
import type { RiwayatKind } from './api';
import { RiwayatHeader } from './RiwayatHeader';

type Row = { id: number; tgl: string };

/** The history tables: a student's violations or awards. */
type Riwayat = typeof KESISWAAN.pelanggaranRiwayat | typeof KESISWAAN.penghargaanRiwayat;

type Props<E extends Riwayat> = {
  kind: RiwayatKind;
  /** The menu's name of the page, for the breadcrumb. */
  pageTitle: string;
  /** The table's title: 'Riwayat Pelanggaran'. */
  title: string;
  endpoint: E;
  columns: TableColumn<RowOf<E>>[];
  sortFields: SortField<SortFieldOf<E>>[];
  searchPlaceholder: string;
};

/** Each row is named by its date, the first column after No (spec 02 section 2). */
const TANGGAL: NameColumn<Row> = { title: 'Tanggal', value: (row) => formatDate(row.tgl) };

/**
 * A history page of the student (own, or the guardian's ward) from the session's profile: the
 * header of their current class group and the rows of that school year, so the rows add up to
 * the header's total.
 */
export function RiwayatPage<E extends Riwayat>(props: Props<E>) {
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

function RiwayatContent<E extends Riwayat>({
  kind,
  title,
  endpoint,
  columns,
  sortFields,
  searchPlaceholder,
  siswaId,
  rombelId,
}: Props<E> & { siswaId: number; rombelId: number }) {
  const { tahun_ajaran } = usePrivilege();
  // The session's class group is the active year's: its rows are that year's.
  const filtering: TableFilter = { tahun_ajaran_id: tahun_ajaran.id };
  // Both tables name the student in the path; inside this generic page RowOf<E> stays unresolved, so the rows are typed by E here once.
  const table = useTableQuery<Riwayat>(endpoint, { params: { siswa: siswaId }, filtering }) as TableQueryHandle<RowOf<E> & Row>;
  return (
    <>
      <RiwayatHeader kind={kind} siswaId={siswaId} rombelId={rombelId} />
      <TablePage<RowOf<E> & Row> title={title} table={table} name={TANGGAL} columns={columns} sortFields={sortFields} searchPlaceholder={searchPlaceholder} />
    </>
  );
}
