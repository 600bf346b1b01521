import type { SortFieldOf } from '@madrasah/contract/endpoint';
import type { KONSULTASI } from '@madrasah/contract/endpoints/konsultasi';
import type { KonsultasiRow } from '@madrasah/contract/schemas/konsultasi';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { formatDate } from '../../lib/format';
import { KonsultasiStatusTag } from './KonsultasiStatusTag';
import { ringkasUraian } from './uraian';

/** Each consultation is named by its date, the first column after No (spec 02 section 2). */
export const KONSULTASI_NAME: NameColumn<KonsultasiRow> = { title: 'Tanggal Konsultasi', value: (row) => formatDate(row.tgl) };

export const KONSULTASI_COLUMNS: TableColumn<KonsultasiRow>[] = [
  { key: 'topik_nama', title: 'Topik Konseling' },
  { key: 'uraian', title: 'Uraian', render: (row) => ringkasUraian(row.uraian) },
  { key: 'status', title: 'Status', render: (row) => <KonsultasiStatusTag status={row.status} />, nowrap: true },
];

/** 'Tanggal Pembuatan' is the spec's label for the id order, the order they were written in. */
export const KONSULTASI_SORT_FIELDS: SortField<SortFieldOf<typeof KONSULTASI.table>>[] = [
  { value: 'id', label: 'Tanggal Pembuatan' },
  { value: 'tgl', label: 'Tanggal Konsultasi' },
  { value: 'topik_nama', label: 'Topik Konseling' },
  { value: 'status', label: 'Status' },
];
