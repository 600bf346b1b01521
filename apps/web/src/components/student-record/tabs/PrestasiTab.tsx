import type { RowOf } from '@madrasah/contract/endpoint';
import { SISWA_TABS } from '@madrasah/contract/endpoints/siswa';
import { prestasiBodySchema } from '@madrasah/contract/schemas/siswa-tab';
import { useTableQuery } from '../../table/useTableQuery';
import { OptionSelect } from '../../OptionSelect';
import { TAB_LABEL } from '../labels';
import { FileLink } from './FileLink';
import { yearInput } from './inputs';
import type { RecordTabDefinition, RecordTabProps } from './record-tab';
import { RecordTab } from './RecordTab';

type Row = RowOf<typeof SISWA_TABS.prestasi.table>;

const definition: RecordTabDefinition<Row, typeof prestasiBodySchema> = {
  tab: 'prestasi',
  title: TAB_LABEL.prestasi,
  noun: 'Prestasi',
  schema: prestasiBodySchema,
  fields: [
    { name: 'tahun', label: 'Tahun', input: yearInput },
    { name: 'nama', label: 'Nama Prestasi' },
    { name: 'bidang_lomba', label: 'Bidang Lomba', input: <OptionSelect list="bidang_lomba" /> },
    { name: 'nama_penyelenggara', label: 'Nama Penyelenggara' },
    { name: 'lomba_tingkat', label: 'Tingkat Lomba', input: <OptionSelect list="lomba_tingkat" /> },
    { name: 'peringkat', label: 'Peringkat', input: <OptionSelect list="peringkat" /> },
  ],
  fileLabel: 'File',
  name: { title: 'Nama Prestasi', value: (row) => row.nama },
  columns: [
    { key: 'tahun', title: 'Tahun' },
    { key: 'bidang_lomba', title: 'Bidang Lomba' },
    { key: 'nama_penyelenggara', title: 'Penyelenggara' },
    { key: 'lomba_tingkat', title: 'Tingkat' },
    { key: 'peringkat', title: 'Peringkat' },
    { key: 'file', title: 'File', render: (row) => <FileLink row={row} /> },
  ],
  searchPlaceholder: 'Cari nama, penyelenggara atau bidang',
};

/** The 'Prestasi' tab: the student's achievements, each with its certificate. */
export default function PrestasiTab(props: RecordTabProps) {
  const table = useTableQuery(SISWA_TABS.prestasi.table, { params: { siswa_id: props.siswaId } });
  return <RecordTab {...props} table={table} definition={definition} />;
}
