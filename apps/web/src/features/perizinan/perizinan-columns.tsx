import { Fragment } from 'react';
import type { PerizinanRow } from '@madrasah/contract/schemas/perizinan';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import type { PERIZINAN } from '@madrasah/contract/endpoints/perizinan';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { periodeParts } from '../../lib/format';
import { StatusTag } from './StatusTag';

/** The period in the list: it wraps between its two dates, never inside one. */
function PeriodeCell({ row }: { row: PerizinanRow }) {
  return periodeParts(row).map((part, i) => (
    <Fragment key={part}>
      {i > 0 && ' '}
      <span className="perizinan-date">{part}</span>
    </Fragment>
  ));
}

/**
 * A permit is named by its kind: every row of the list belongs to the same student, so the
 * student's name would not tell one card or row menu from another.
 */
export const PERIZINAN_NAME: NameColumn<PerizinanRow> = { title: 'Jenis Perizinan', value: (row) => row.perizinan_jenis_nama };

export const PERIZINAN_COLUMNS: TableColumn<PerizinanRow>[] = [
  { key: 'nama', title: 'Nama' },
  { key: 'tanggal', title: 'Tanggal', render: (row) => <PeriodeCell row={row} /> },
  {
    key: 'keterangan',
    title: 'Keterangan',
    render: (row) => (
      <span className="perizinan-keterangan" title={row.keterangan}>
        {row.keterangan}
      </span>
    ),
  },
  { key: 'status', title: 'Status', render: (row) => <StatusTag status={row.status} />, nowrap: true },
];

/** 'Tanggal Pembuatan' is the spec's label for the id order, the order the permits were filed in. */
export const PERIZINAN_SORT_FIELDS: SortField<SortFieldOf<typeof PERIZINAN.table>>[] = [
  { value: 'id', label: 'Tanggal Pembuatan' },
  { value: 'tgl_awal', label: 'Tanggal Perizinan' },
];
