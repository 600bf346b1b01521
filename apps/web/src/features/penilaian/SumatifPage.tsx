import { Flex } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { PENILAIAN } from '@madrasah/contract/endpoints/penilaian';
import type { SumatifRow } from '@madrasah/contract/schemas/penilaian';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery } from '../../components/table/useTableQuery';
import { BackBreadcrumb } from '../../components/BackBreadcrumb';
import { usePeriodNames } from './api';
import { MapelName } from './MapelName';
import { NilaiHeader } from './NilaiHeader';
import { mapelFromQuery, nilaiListPath } from './nilai-params';
import { SUMATIF_COLUMNS, SUMATIF_NAME, SUMATIF_SORT_FIELDS } from './sumatif-columns';
import './penilaian.css';

/**
 * '/penilaian/nilai-mapel/detail/{tahun_ajaran_id}/{semester_id}/{rombel_id}/{mapel_id}?mapel=':
 * the summative assessments of one subject with the student's grades. The subject's name comes
 * from the query; a class group that is not the student's lists nothing.
 */
export default function SumatifPage() {
  const { tahun_ajaran_id = '', semester_id = '', rombel_id = '', mapel_id = '' } = useParams();
  const [query] = useSearchParams();
  const mapel = mapelFromQuery(query.get('mapel'));
  const period = { tahun_ajaran_id: Number(tahun_ajaran_id), semester_id: Number(semester_id) };
  const names = usePeriodNames(period);
  const table = useTableQuery(PENILAIAN.sumatifTable, { filtering: { tahun_ajaran_id, semester_id, rombel_id, mapel_id } });
  const list = nilaiListPath(period);
  const fields = [
    { label: 'Mata Pelajaran', value: mapel && <MapelName {...mapel} /> },
    { label: 'Tahun Ajaran', value: names.tahunAjaran },
    { label: 'Semester', value: names.semester },
  ];

  return (
    <Flex vertical gap={16}>
      <BackBreadcrumb list={list} items={[{ title: 'Penilaian' }, { title: <Link to={list}>Nilai Mata Pelajaran</Link> }, { title: 'Detail' }]} />
      <NilaiHeader title="Nilai Sumatif Lingkup Materi" fields={fields} />
      <TablePage<SumatifRow>
        title="Daftar Penilaian"
        table={table}
        name={SUMATIF_NAME}
        columns={SUMATIF_COLUMNS}
        sortFields={SUMATIF_SORT_FIELDS}
        searchPlaceholder="Cari nama penilaian atau materi"
      />
    </Flex>
  );
}
