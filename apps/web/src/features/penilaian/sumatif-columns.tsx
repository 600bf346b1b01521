import type { SortFieldOf } from '@madrasah/contract/endpoint';
import type { PENILAIAN } from '@madrasah/contract/endpoints/penilaian';
import type { SumatifRow } from '@madrasah/contract/schemas/penilaian';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { formatScore } from '../../lib/format';

export const SUMATIF_NAME: NameColumn<SumatifRow> = { title: 'Nama Penilaian', value: (row) => row.sumatif_nama };

export const SUMATIF_COLUMNS: TableColumn<SumatifRow>[] = [
  { key: 'sumatif_materi', title: 'Materi' },
  { key: 'nilai', title: 'Nilai', nowrap: true, render: (row) => formatScore(row.nilai) },
];

export const SUMATIF_SORT_FIELDS: SortField<SortFieldOf<typeof PENILAIAN.sumatifTable>>[] = [
  { value: 'id', label: 'Tanggal Pembuatan' },
  { value: 'sumatif_nama', label: 'Nama Penilaian' },
  { value: 'nilai', label: 'Nilai' },
];
