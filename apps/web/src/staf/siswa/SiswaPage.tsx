import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import type { StafSiswaRow } from '@madrasah/contract/schemas/staf-siswa';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery } from '../../components/table/useTableQuery';
import { RombelFilter } from '../FilterSelect';

const NAME: NameColumn<StafSiswaRow> = { title: 'Nama', value: (row) => row.nama };

const COLUMNS: TableColumn<StafSiswaRow>[] = [
  { key: 'nisn', title: 'NISN', nowrap: true },
  { key: 'nis', title: 'NIS', nowrap: true },
  { key: 'jenis_kelamin', title: 'Jenis Kelamin', nowrap: true },
  { key: 'rombel_nama', title: 'Rombel', nowrap: true },
  { key: 'status_siswa', title: 'Status', nowrap: true },
];

const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_SISWA.table>>[] = [
  { value: 'nama', label: 'Nama' },
  { value: 'nisn', label: 'NISN' },
  { value: 'rombel_nama', label: 'Rombel' },
];

/** /staf/siswa: the students of the active year; a wali kelas or guru sees their own class groups'. */
export default function SiswaPage() {
  const table = useTableQuery(STAF_SISWA.table);
  return (
    <TablePage<StafSiswaRow>
      title="Peserta Didik"
      table={table}
      name={NAME}
      columns={COLUMNS}
      sortFields={SORT_FIELDS}
      searchPlaceholder="Cari nama, NISN atau NIS"
      toolbar={<RombelFilter table={table} />}
    />
  );
}
