import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { TATIBSI } from '@madrasah/contract/endpoints/tatibsi';
import type { PelanggaranRow } from '@madrasah/contract/schemas/tatibsi';
import type { SortField } from '../../components/table/SortPopover';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery } from '../../components/table/useTableQuery';

const SORT_FIELDS: SortField<SortFieldOf<typeof TATIBSI.pelanggaranTable>>[] = [
  { value: 'kode', label: 'Kode' },
  { value: 'poin', label: 'Poin' },
  { value: 'id', label: 'Tanggal Pembuatan' },
];

/** The 'Pelanggaran' tab: the school's violation catalogue with the points and sanction of each. */
export function PelanggaranTab() {
  const table = useTableQuery(TATIBSI.pelanggaranTable);
  return (
    <TablePage<PelanggaranRow>
      title="Daftar Pelanggaran"
      table={table}
      name={{ title: 'Kode', value: (row) => row.kode }}
      columns={[
        { key: 'aspek', title: 'Aspek' },
        { key: 'pelanggaran', title: 'Pelanggaran' },
        { key: 'poin', title: 'Poin', nowrap: true },
        { key: 'sanksi', title: 'Sanksi' },
      ]}
      sortFields={SORT_FIELDS}
      searchPlaceholder="Cari kode, aspek atau pelanggaran"
    />
  );
}
