import { AutoComplete, Select, type FormInstance } from 'antd';
import type { z } from 'zod';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_AKADEMIK } from '@madrasah/contract/endpoints/staf-akademik';
import {
  KURIKULUM_SARAN,
  rombelBodySchema,
  rombelCreateBodySchema,
  type RombelBody,
  type RombelCreateBody,
  type RombelRow,
} from '@madrasah/contract/schemas/staf-akademik';
import { RecordFormModal, type RecordField } from '../../components/RecordFormModal';
import type { RowAction } from '../../components/table/RowActions';
import { STAF_ROW_ACTION } from '../../components/table/row-action-entries';
import type { SortField } from '../../components/table/SortPopover';
import type { TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useConfirmedDelete } from '../../components/table/useConfirmedChange';
import { useTableQuery } from '../../components/table/useTableQuery';
import { useCanCall } from '../../lib/can-call';
import { useEditModal } from '../../components/table/useEditModal';
import { FilterSelect } from '../FilterSelect';
import { useDeleteRombel, useGtkPilihan, useReferensi, useSaveRombel, useTahunAjaranList } from './api';
import { isTahunBerjalan } from './periode';

const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_AKADEMIK.rombelTable>>[] = [
  { value: 'nama', label: 'Nama' },
  { value: 'tingkatan_kelas', label: 'Tingkat' },
  { value: 'id', label: 'Tanggal Pembuatan' },
];

const COLUMNS: TableColumn<RombelRow>[] = [
  { key: 'tingkatan_kelas', title: 'Tingkat', nowrap: true },
  { key: 'jurusan_nama', title: 'Jurusan' },
  { key: 'ruangan_nama', title: 'Ruangan' },
  { key: 'wali_nama', title: 'Wali Kelas' },
  { key: 'guru_bk_nama', title: 'Guru BK' },
  { key: 'jumlah_siswa', title: 'Peserta Didik', nowrap: true },
  { key: 'kurikulum_nama', title: 'Kurikulum' },
];

const formValues = ({ nama, tingkatan_kelas, jurusan_nama, ruangan_nama, kurikulum_nama, wali_gtk_id, guru_bk_gtk_id }: RombelRow) => ({
  nama,
  tingkatan_kelas,
  jurusan_nama,
  ruangan_nama,
  kurikulum_nama,
  wali_gtk_id,
  guru_bk_gtk_id,
});

/**
 * 'Rombel': the class groups of a school year (the active one at first), with their wali kelas,
 * guru BK and size. A class group is made from the reference lists; an earlier year's class
 * groups are shown as they were, without Ubah or Hapus.
 */
export function RombelTab() {
  const years = useTahunAjaranList();
  const tingkat = useReferensi('tingkat');
  const table = useTableQuery(STAF_AKADEMIK.rombelTable);
  const canCall = useCanCall();
  const can = { create: canCall(STAF_AKADEMIK.rombelCreate), update: canCall(STAF_AKADEMIK.rombelUpdate), remove: canCall(STAF_AKADEMIK.rombelDelete) };
  const save = useSaveRombel();
  const remove = useDeleteRombel();
  // The class group being edited: null for a new one, undefined while the form is closed.
  const { editing, open: setEditing, close, submit } = useEditModal<RombelRow, RombelBody | RombelCreateBody>(save, table.reload);
  const confirmDelete = useConfirmedDelete(table.reload);
  const chosenYear = table.state.filtering.tahun_ajaran_id as number | undefined;
  const shownYear = chosenYear ?? years.data?.find((y) => y.is_active)?.id;

  const actions = (row: RombelRow): RowAction[] =>
    isTahunBerjalan(years.data, row.tahun_ajaran_id)
      ? [
          ...(can.update ? [STAF_ROW_ACTION.ubah(() => setEditing(row))] : []),
          ...(can.remove ? [STAF_ROW_ACTION.hapus(() => confirmDelete(`Hapus rombel ${row.nama}?`, () => remove.mutateAsync(row.id)))] : []),
        ]
      : [];

  const toolbar = (
    <>
      <Select
        aria-label="Tahun Ajaran"
        className="staf-filter-select"
        placeholder="Tahun ajaran aktif"
        loading={years.isPending}
        value={shownYear}
        options={years.data?.map((y) => ({ value: y.id, label: y.is_active ? `${y.nama} (aktif)` : y.nama }))}
        onChange={(value: number) => table.filter({ ...table.state.filtering, tahun_ajaran_id: value })}
      />
      <FilterSelect
        table={table}
        field="tingkatan_kelas"
        label="Tingkat"
        placeholder="Semua tingkat"
        options={tingkat.data?.map((t) => ({ value: t.nama, label: `Tingkat ${t.nama}` }))}
      />
    </>
  );

  return (
    <>
      <TablePage<RombelRow>
        title="Rombel"
        table={table}
        name={{ title: 'Nama Rombel', value: (row) => row.nama }}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari nama rombel, tingkat atau jurusan"
        toolbar={toolbar}
        onCreate={can.create && shownYear !== undefined && isTahunBerjalan(years.data, shownYear) ? () => setEditing(null) : undefined}
        rowActions={can.update || can.remove ? actions : undefined}
      />
      {editing !== undefined && <RombelFormModal editing={editing} tahunAjaranId={shownYear!} saving={save.isPending} onSubmit={submit} onCancel={close} />}
    </>
  );
}

type FormProps = {
  editing: RombelRow | null;
  tahunAjaranId: number;
  saving: boolean;
  onSubmit: (body: z.output<typeof rombelBodySchema> | z.output<typeof rombelCreateBodySchema>, form: FormInstance<Record<string, unknown>>) => void;
  onCancel: () => void;
};

/** The class group's form: its name, the reference lists' choices, the wali kelas and guru BK among the active GTK; a new one names its year. */
function RombelFormModal({ editing, tahunAjaranId, saving, onSubmit, onCancel }: FormProps) {
  const years = useTahunAjaranList();
  const tingkat = useReferensi('tingkat');
  const jurusan = useReferensi('jurusan');
  const ruangan = useReferensi('ruangan');
  const gtk = useGtkPilihan();
  const names = (rows: { nama: string }[] | undefined, current?: string | null) =>
    // A name the class group already has stays choosable after the list changed.
    [...new Set([...(rows ?? []).map((r) => r.nama), ...(current ? [current] : [])])].map((nama) => ({ value: nama, label: nama }));
  const people = (current: number | null | undefined, name: string | null | undefined) => [
    ...(gtk.data ?? []).map((g) => ({ value: g.id, label: g.nama })),
    ...(current && name && !gtk.data?.some((g) => g.id === current) ? [{ value: current, label: `${name} (nonaktif)` }] : []),
  ];
  const search = { optionFilterProp: 'label' };

  const fields: RecordField<typeof rombelBodySchema>[] = [
    { name: 'nama', label: 'Nama Rombel' },
    { name: 'tingkatan_kelas', label: 'Tingkat', input: <Select placeholder="Pilih tingkat" options={names(tingkat.data, editing?.tingkatan_kelas)} /> },
    { name: 'jurusan_nama', label: 'Jurusan', input: <Select allowClear placeholder="Tanpa jurusan" options={names(jurusan.data, editing?.jurusan_nama)} /> },
    { name: 'ruangan_nama', label: 'Ruangan', input: <Select allowClear placeholder="Pilih ruangan" options={names(ruangan.data, editing?.ruangan_nama)} /> },
    { name: 'kurikulum_nama', label: 'Kurikulum', input: <AutoComplete options={KURIKULUM_SARAN.map((value) => ({ value }))} /> },
    {
      name: 'wali_gtk_id',
      label: 'Wali Kelas',
      input: <Select allowClear showSearch={search} placeholder="Pilih GTK" options={people(editing?.wali_gtk_id, editing?.wali_nama)} />,
    },
    {
      name: 'guru_bk_gtk_id',
      label: 'Guru BK',
      input: <Select allowClear showSearch={search} placeholder="Pilih GTK" options={people(editing?.guru_bk_gtk_id, editing?.guru_bk_nama)} />,
    },
  ];
  const common = { saving, onSubmit, onCancel };
  if (editing)
    return <RecordFormModal title={`Ubah Rombel ${editing.nama}`} schema={rombelBodySchema} fields={fields} initialValues={formValues(editing)} {...common} />;
  const year: RecordField<typeof rombelCreateBodySchema> = {
    name: 'tahun_ajaran_id',
    label: 'Tahun Ajaran',
    input: <Select options={years.data?.filter((y) => isTahunBerjalan(years.data, y.id)).map((y) => ({ value: y.id, label: y.nama }))} />,
  };
  return (
    <RecordFormModal
      title="Tambah Rombel"
      schema={rombelCreateBodySchema}
      fields={[year, ...fields]}
      initialValues={{ tahun_ajaran_id: tahunAjaranId, kurikulum_nama: KURIKULUM_SARAN[0] }}
      {...common}
    />
  );
}
