import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { PAGE } from '@madrasah/contract/access';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import type { BK } from '@madrasah/contract/endpoints/bk';
import type { HasilTesRow } from '@madrasah/contract/schemas/bk';
import type { SortField } from '../../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../../components/table/table-columns';
import { formatDate } from '../../../lib/format';

/** The detail route of a result: its id and the class group the student was tested in. */
export const hasilTesDetailPath = (id: number, rombelId: number) => `${PAGE.hasilTes}/detail/${id}/${rombelId}`;

/** A result's documentation as a download link; without one the cell shows '-'. */
export function Dokumentasi({ row }: { row: Pick<HasilTesRow, 'dokumen' | 'main_path' | 'kategori_tes'> }) {
  if (!row.dokumen) return '-';
  return (
    <Typography.Link href={`${row.main_path}${row.dokumen}`} download aria-label={`Unduh dokumentasi ${row.kategori_tes}`}>
      <DownloadOutlined /> Unduh
    </Typography.Link>
  );
}

/** Each result is named by its date, the first column after No (spec 02 section 2). */
export const HASIL_TES_NAME: NameColumn<HasilTesRow> = { title: 'Tanggal', value: (row) => formatDate(row.tgl) };

/**
 * The spec's columns after the date, and the detail link. A result without a class group
 * (tested before the student had one) opens in the student's current one.
 */
export function hasilTesColumns(currentRombelId: number): TableColumn<HasilTesRow>[] {
  return [
    { key: 'kategori_tes', title: 'Kategori', nowrap: true },
    { key: 'keterangan', title: 'Keterangan' },
    { key: 'dokumen', title: 'Dokumentasi', render: (row) => <Dokumentasi row={row} />, nowrap: true },
    {
      key: 'detail',
      title: 'Detail',
      render: (row) => (
        <Link to={hasilTesDetailPath(row.id, row.rombel_id ?? currentRombelId)} aria-label={`Detail hasil tes ${formatDate(row.tgl)} ${row.kategori_tes}`}>
          <EyeOutlined /> Detail
        </Link>
      ),
      nowrap: true,
    },
  ];
}

export const HASIL_TES_SORT_FIELDS: SortField<SortFieldOf<typeof BK.hasilTesTable>>[] = [
  { value: 'tgl', label: 'Tanggal' },
  { value: 'kategori_tes', label: 'Kategori' },
  { value: 'id', label: 'Tanggal Pembuatan' },
];
