import type { RowOf } from '@madrasah/contract/endpoint';
import { SISWA_TABS } from '@madrasah/contract/endpoints/siswa';
import { pendidikanBodySchema } from '@madrasah/contract/schemas/siswa-tab';
import { useTableQuery } from '../../table/useTableQuery';
import { OptionSelect } from '../../OptionSelect';
import { TAB_LABEL } from '../labels';
import { yearInput } from './inputs';
import type { RecordTabDefinition, RecordTabProps } from './record-tab';
import { RecordTab } from './RecordTab';

type Row = RowOf<typeof SISWA_TABS.pendidikan.table>;

const definition: RecordTabDefinition<Row, typeof pendidikanBodySchema> = {
  tab: 'pendidikan',
  title: TAB_LABEL.pendidikan,
  noun: 'Pendidikan',
  schema: pendidikanBodySchema,
  fields: [
    { name: 'nama_lembaga', label: 'Nama Lembaga' },
    { name: 'jenis_lembaga', label: 'Jenis Lembaga', input: <OptionSelect list="jenis_lembaga" /> },
    { name: 'tahun_belajar', label: 'Mulai Belajar', input: yearInput },
    { name: 'frekuensi_belajar', label: 'Frekuensi Belajar', input: <OptionSelect list="frekuensi_belajar" /> },
    { name: 'lokasi_lembaga', label: 'Lokasi Lembaga' },
  ],
  name: { title: 'Nama Lembaga', value: (row) => row.nama_lembaga },
  columns: [
    { key: 'jenis_lembaga', title: 'Jenis Lembaga' },
    { key: 'tahun_belajar', title: 'Mulai Belajar' },
    { key: 'frekuensi_belajar', title: 'Frekuensi Belajar' },
    { key: 'lokasi_lembaga', title: 'Lokasi Lembaga' },
  ],
  searchPlaceholder: 'Cari nama atau lokasi lembaga',
};

/** The 'Pendidikan' tab: courses and schools the student attends besides the madrasah. */
export default function PendidikanTab(props: RecordTabProps) {
  const table = useTableQuery(SISWA_TABS.pendidikan.table, { params: { siswa_id: props.siswaId } });
  return <RecordTab {...props} table={table} definition={definition} />;
}
