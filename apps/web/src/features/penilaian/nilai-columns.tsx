import { EyeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import type { PENILAIAN } from '@madrasah/contract/endpoints/penilaian';
import type { NilaiRow } from '@madrasah/contract/schemas/penilaian';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { formatScore } from '../../lib/format';
import { MapelName } from './MapelName';
import { mapelLabel, sumatifPath } from './nilai-params';

/** Each row is its subject: abbreviation tag and name (the label of the row is 'MTK - Matematika'). */
export const NILAI_NAME: NameColumn<NilaiRow> = {
  title: 'Mata Pelajaran',
  value: mapelLabel,
  render: (row) => <MapelName singkatan={row.mapel_singkatan} nama={row.mapel_nama} />,
};

const GRADES = [
  { key: 'sumatif_nilai', title: 'Sumatif' },
  { key: 'pas_nilai', title: 'Pas/Pat' },
  { key: 'rapor_nilai', title: 'Rapor' },
] as const;

/** On a phone the three grades share one line, each under its name. */
function GradesInRow({ row }: { row: NilaiRow }) {
  return (
    <span className="nilai-grades">
      {GRADES.map(({ key, title }) => (
        <span key={key}>
          <small>{title}</small>
          <strong>{formatScore(row[key])}</strong>
        </span>
      ))}
    </span>
  );
}

/** The spec's columns after the subject; the Detail link only with the detail action. */
export function nilaiColumns({ detail, mobile }: { detail: boolean; mobile: boolean }): TableColumn<NilaiRow>[] {
  const grades: TableColumn<NilaiRow>[] = mobile
    ? [{ key: 'nilai', title: 'Nilai', render: (row) => <GradesInRow row={row} /> }]
    : GRADES.map(({ key, title }) => ({ key, title, nowrap: true, render: (row) => formatScore(row[key]) }));
  return [
    { key: 'mapel_gtk', title: 'Guru Mapel' },
    ...grades,
    { key: 'capaian_kompetensi', title: 'Capaian Kompetensi' },
    ...(detail
      ? [
          {
            key: 'detail',
            title: 'Detail',
            nowrap: true,
            render: (row: NilaiRow) => (
              <Link to={sumatifPath(row)} aria-label={`Detail ${row.mapel_nama}`}>
                <EyeOutlined /> Detail
              </Link>
            ),
          },
        ]
      : []),
  ];
}

export const NILAI_SORT_FIELDS: SortField<SortFieldOf<typeof PENILAIAN.table>>[] = [
  { value: 'mapel_id', label: 'Urutan Mata Pelajaran' },
  { value: 'mapel_nama', label: 'Mata Pelajaran' },
  { value: 'pas_nilai', label: 'Pas/Pat' },
  { value: 'rapor_nilai', label: 'Rapor' },
  { value: 'id', label: 'Tanggal Pembuatan' },
];
