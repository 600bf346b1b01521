import type { RowOf } from '@madrasah/contract/endpoint';
import { SISWA_TABS } from '@madrasah/contract/endpoints/siswa';
import { berkasBodySchema } from '@madrasah/contract/schemas/siswa-tab';
import { useTableQuery } from '../../table/useTableQuery';
import { OptionSelect } from '../../OptionSelect';
import { TAB_LABEL } from '../labels';
import { FileLink } from './FileLink';
import { notesInput } from './inputs';
import type { RecordTabDefinition, RecordTabProps } from './record-tab';
import { RecordTab } from './RecordTab';

type Row = RowOf<typeof SISWA_TABS.berkas.table>;

const definition: RecordTabDefinition<Row, typeof berkasBodySchema> = {
  tab: 'berkas',
  title: TAB_LABEL.berkas,
  noun: 'Berkas',
  schema: berkasBodySchema,
  fields: [
    { name: 'tipe', label: 'Jenis Berkas', input: <OptionSelect list="tipe_berkas" /> },
    { name: 'nama', label: 'Nama Berkas' },
    { name: 'keterangan', label: 'Keterangan', input: notesInput, wide: true },
  ],
  fileLabel: 'File',
  name: { title: 'Nama Berkas', value: (row) => row.nama },
  columns: [
    { key: 'tipe', title: 'Jenis Berkas' },
    { key: 'keterangan', title: 'Keterangan' },
    { key: 'file', title: 'File', render: (row) => <FileLink row={row} /> },
  ],
  searchPlaceholder: 'Cari nama, jenis atau keterangan',
};

/** The 'Berkas' tab: the student's documents (birth certificate, family card, diplomas…). */
export default function BerkasTab(props: RecordTabProps) {
  const table = useTableQuery(SISWA_TABS.berkas.table, { params: { siswa_id: props.siswaId } });
  return <RecordTab {...props} table={table} definition={definition} />;
}
