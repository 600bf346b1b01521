import type { RowOf } from '@madrasah/contract/endpoint';
import { SISWA_TABS } from '@madrasah/contract/endpoints/siswa';
import { beasiswaBodySchema } from '@madrasah/contract/schemas/siswa-tab';
import { useTableQuery } from '../../table/useTableQuery';
import { formatRupiah } from '../../../lib/format';
import { OptionSelect } from '../../OptionSelect';
import { TAB_LABEL } from '../labels';
import { monthsInput, rupiahInput, yearInput } from './inputs';
import type { RecordTabDefinition, RecordTabProps } from './record-tab';
import { RecordTab } from './RecordTab';

type Row = RowOf<typeof SISWA_TABS.beasiswa.table>;

const definition: RecordTabDefinition<Row, typeof beasiswaBodySchema> = {
  tab: 'beasiswa',
  title: TAB_LABEL['beasiswa-bantuan'],
  noun: 'Beasiswa',
  schema: beasiswaBodySchema,
  fields: [
    { name: 'tahun', label: 'Tahun', input: yearInput },
    { name: 'nama', label: 'Nama Beasiswa' },
    { name: 'kategori', label: 'Kategori', input: <OptionSelect list="kategori_beasiswa" /> },
    { name: 'nama_instansi', label: 'Nama Instansi' },
    { name: 'jenis_instansi', label: 'Jenis Instansi', input: <OptionSelect list="jenis_instansi" /> },
    { name: 'jangka_waktu', label: 'Jangka Waktu', input: monthsInput },
    { name: 'nominal', label: 'Nominal', input: rupiahInput },
  ],
  name: { title: 'Nama Beasiswa', value: (row) => row.nama },
  columns: [
    { key: 'tahun', title: 'Tahun' },
    { key: 'kategori', title: 'Kategori' },
    { key: 'nama_instansi', title: 'Nama Instansi' },
    { key: 'jenis_instansi', title: 'Jenis Instansi' },
    { key: 'jangka_waktu', title: 'Jangka Waktu', render: (row) => (row.jangka_waktu === null ? null : `${row.jangka_waktu} bulan`), nowrap: true },
    { key: 'nominal', title: 'Nominal', render: (row) => formatRupiah(row.nominal), nowrap: true },
  ],
  searchPlaceholder: 'Cari nama, instansi atau kategori',
};

/** The 'Beasiswa & Bantuan' tab: scholarships and aid the student received. */
export default function BeasiswaTab(props: RecordTabProps) {
  const table = useTableQuery(SISWA_TABS.beasiswa.table, { params: { siswa_id: props.siswaId } });
  return <RecordTab {...props} table={table} definition={definition} />;
}
