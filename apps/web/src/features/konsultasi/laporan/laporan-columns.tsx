import { EyeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import type { KONSULTASI } from '@madrasah/contract/endpoints/konsultasi';
import type { LaporanRombelRow, LaporanSiswaRow } from '@madrasah/contract/schemas/bk';
import type { SortField } from '../../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../../components/table/table-columns';
import { laporanDetailPath, type LaporanPeriod } from './laporan-params';

type Counts = Pick<LaporanRombelRow, 'pribadi' | 'sosial' | 'belajar' | 'karier'>;

/** The four fields of counselling, one count each; the spec labels the last 'Karir' in the list and 'Karier' in the detail. */
const countColumns = <Row extends Counts>(karier: string): TableColumn<Row>[] => [
  { key: 'pribadi', title: 'Pribadi', nowrap: true },
  { key: 'sosial', title: 'Sosial', nowrap: true },
  { key: 'belajar', title: 'Belajar', nowrap: true },
  { key: 'karier', title: karier, nowrap: true },
];

export const ROMBEL_NAME: NameColumn<LaporanRombelRow> = { title: 'Nama Rombel', value: (row) => row.rombel_nama };

/** The class groups' counts and the link to each one's students, for the same period. */
export function rombelColumns(period: LaporanPeriod): TableColumn<LaporanRombelRow>[] {
  return [
    ...countColumns<LaporanRombelRow>('Karir'),
    {
      key: 'detail',
      title: 'Detail',
      render: (row) => (
        <Link to={laporanDetailPath(row.rombel_id, period)} aria-label={`Detail ${row.rombel_nama}`}>
          <EyeOutlined /> Detail
        </Link>
      ),
      nowrap: true,
    },
  ];
}

/** 'Tanggal Pembuatan' (the spec's default, by id) orders the class groups as they were made. */
export const ROMBEL_SORT_FIELDS: SortField<SortFieldOf<typeof KONSULTASI.laporanTable>>[] = [
  { value: 'id', label: 'Tanggal Pembuatan' },
  { value: 'rombel_nama', label: 'Nama' },
];

export const SISWA_NAME: NameColumn<LaporanSiswaRow> = { title: 'Nama Siswa', value: (row) => row.siswa_nama };
export const SISWA_COLUMNS = countColumns<LaporanSiswaRow>('Karier');
/** The spec sorts the detail by name; the list starts in every list's default order, 'Tanggal Pembuatan' (id). */
export const SISWA_SORT_FIELDS: SortField<SortFieldOf<typeof KONSULTASI.laporanRombelTable>>[] = [
  { value: 'siswa_nama', label: 'Nama Siswa' },
  { value: 'id', label: 'Tanggal Pembuatan' },
];
