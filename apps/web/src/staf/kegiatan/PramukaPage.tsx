import { Breadcrumb, Flex, Select } from 'antd';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_KEGIATAN as K } from '@madrasah/contract/endpoints/staf-kegiatan';
import { JENIS_PENEGAK } from '@madrasah/contract/schemas/kegiatan';
import { pramukaBodySchema, type PramukaBody, type PramukaStafRow } from '@madrasah/contract/schemas/staf-kegiatan';
import { IsoDatePicker } from '../../components/IsoDatePicker';
import { RecordFormModal, type RecordField } from '../../components/RecordFormModal';
import type { RowAction } from '../../components/table/RowActions';
import { STAF_ROW_ACTION } from '../../components/table/row-action-entries';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useConfirmedDelete } from '../../components/table/useConfirmedChange';
import { useEditModal } from '../../components/table/useEditModal';
import { useTableQuery } from '../../components/table/useTableQuery';
import { api } from '../../lib/api-client';
import { useCanCall } from '../../lib/can-call';
import { formatDate } from '../../lib/format';
import { FilterSelect, RombelFilter } from '../FilterSelect';
import { PembinaSelect } from './PembinaSelect';
import { SiswaSelect } from './SiswaSelect';
import { useSavePramuka } from './api';

const NAME: NameColumn<PramukaStafRow> = { title: 'Nama', value: (row) => row.nama };
const COLUMNS: TableColumn<PramukaStafRow>[] = [
  { key: 'rombel_nama', title: 'Rombel', nowrap: true },
  { key: 'uraian_kecakapan', title: 'Uraian Kecakapan' },
  { key: 'jenis_penegak', title: 'Jenis Penegak', nowrap: true },
  { key: 'tgl_lulus', title: 'Tgl Lulus', nowrap: true, render: (row) => formatDate(row.tgl_lulus) },
  { key: 'pembina', title: 'Pembina' },
];
const SORT_FIELDS: SortField<SortFieldOf<typeof K.pramukaTable>>[] = [
  { value: 'id', label: 'Tanggal Pembuatan' },
  { value: 'tgl_lulus', label: 'Tgl Lulus' },
  { value: 'nama', label: 'Nama' },
  { value: 'rombel_nama', label: 'Rombel' },
];
const JENIS = JENIS_PENEGAK.map((value) => ({ value, label: value }));

const fields = (editing: PramukaStafRow | null): RecordField<typeof pramukaBodySchema>[] => [
  { name: 'siswa_id', label: 'Peserta Didik', wide: true, input: <SiswaSelect current={editing ? { id: editing.siswa_id, nama: editing.nama } : undefined} /> },
  { name: 'uraian_kecakapan', label: 'Uraian Kecakapan', wide: true },
  { name: 'jenis_penegak', label: 'Jenis Penegak', input: <Select options={JENIS} placeholder="Pilih" /> },
  { name: 'tgl_lulus', label: 'Tgl Lulus', input: <IsoDatePicker /> },
  { name: 'pembina_gtk_id', label: 'Pembina', wide: true, input: <PembinaSelect /> },
];

const formValues = (row: PramukaStafRow) => ({
  siswa_id: row.siswa_id,
  uraian_kecakapan: row.uraian_kecakapan,
  jenis_penegak: row.jenis_penegak,
  tgl_lulus: row.tgl_lulus,
  pembina_gtk_id: row.pembina_gtk_id,
});

/**
 * /staf/kegiatan/pramuka: the scouting skills students passed (Syarat Kecakapan Umum at the
 * Bantara or Laksana level). The kesiswaan records, changes and removes them; the student's
 * scouting page shows them with its totals.
 */
export default function PramukaPage() {
  const table = useTableQuery(K.pramukaTable);
  const canCall = useCanCall();
  const can = { create: canCall(K.pramukaCreate), update: canCall(K.pramukaUpdate), remove: canCall(K.pramukaDelete) };
  const save = useSavePramuka();
  const { editing, open, close, submit } = useEditModal<PramukaStafRow, PramukaBody>(save, table.reload);
  const confirmDelete = useConfirmedDelete(table.reload);

  const actions = (row: PramukaStafRow): RowAction[] => [
    ...(can.update ? [STAF_ROW_ACTION.ubah(() => open(row))] : []),
    ...(can.remove
      ? [
          STAF_ROW_ACTION.hapus(() =>
            confirmDelete(`Hapus kecakapan ${row.nama}?`, () => api.call(K.pramukaDelete, { params: { id: row.id } }, { notifySuccess: true })),
          ),
        ]
      : []),
  ];

  const toolbar = (
    <Flex gap={8} wrap>
      <RombelFilter table={table} />
      <FilterSelect table={table} field="jenis_penegak" label="Jenis Penegak" placeholder="Semua jenis" options={JENIS} />
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Kegiatan' }, { title: 'Pramuka' }]} />
      <TablePage<PramukaStafRow>
        title="Kecakapan Pramuka"
        table={table}
        name={NAME}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari nama, NISN atau kecakapan"
        toolbar={toolbar}
        onCreate={can.create ? () => open(null) : undefined}
        rowActions={can.update || can.remove ? actions : undefined}
      />
      {editing !== undefined && (
        <RecordFormModal
          title={editing ? `Ubah kecakapan ${editing.nama}` : 'Tambah Kecakapan Pramuka'}
          schema={pramukaBodySchema}
          fields={fields(editing)}
          initialValues={editing ? formValues(editing) : { jenis_penegak: 'Bantara' }}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      )}
    </Flex>
  );
}
