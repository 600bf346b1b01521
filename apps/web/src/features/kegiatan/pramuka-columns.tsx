import type { SortFieldOf } from '@madrasah/contract/endpoint';
import type { KEGIATAN } from '@madrasah/contract/endpoints/kegiatan';
import type { PramukaRow } from '@madrasah/contract/schemas/kegiatan';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { formatDate } from '../../lib/format';

export const PRAMUKA_NAME: NameColumn<PramukaRow> = { title: 'Uraian Kecakapan', value: (row) => row.uraian_kecakapan };

export const PRAMUKA_COLUMNS: TableColumn<PramukaRow>[] = [
  { key: 'jenis_penegak', title: 'Jenis Penegak', nowrap: true },
  { key: 'tgl_lulus', title: 'Tgl Lulus', render: (row) => formatDate(row.tgl_lulus), nowrap: true },
  { key: 'pembina', title: 'Pembina' },
];

/** The spec's sort fields: creation date, the student's name, NISN, NIS and class. */
export const PRAMUKA_SORT_FIELDS: SortField<SortFieldOf<typeof KEGIATAN.pramukaTable>>[] = [
  { value: 'id', label: 'Tanggal Pembuatan' },
  { value: 'nama', label: 'Nama Siswa' },
  { value: 'nisn', label: 'NISN' },
  { value: 'nis', label: 'NIS' },
  { value: 'rombel_nama', label: 'Kelas' },
];
