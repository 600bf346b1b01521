import { useMutation } from '@tanstack/react-query';
import { Breadcrumb, Flex, Tag } from 'antd';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_KALENDER } from '@madrasah/contract/endpoints/staf-kalender';
import { JENIS_AGENDA, STATUS_ABSENSI } from '@madrasah/contract/options';
import { kalenderBodySchema, type KalenderBody, type KalenderRow } from '@madrasah/contract/schemas/staf-kalender';
import { RecordFormModal } from '../../components/RecordFormModal';
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
import { FilterSelect } from '../FilterSelect';
import { KALENDER_FIELDS } from './kalender-fields';
import { kalenderFormValues, rentangTanggal } from './kalender-form';

const NAME: NameColumn<KalenderRow> = { title: 'Judul', value: (row) => row.judul };

const COLUMNS: TableColumn<KalenderRow>[] = [
  { key: 'tanggal', title: 'Tanggal', render: (row) => rentangTanggal(row.tgl_awal, row.tgl_akhir, (d) => formatDate(d)), nowrap: true },
  { key: 'jenis_agenda', title: 'Jenis Agenda', nowrap: true },
  // As the portal's calendar colours them: a day off red, the others blue.
  { key: 'status_absensi', title: 'Status Absensi', render: (row) => <Tag color={row.status_absensi === 'Libur' ? 'red' : 'blue'}>{row.status_absensi}</Tag> },
  { key: 'civitas_akademika', title: 'Civitas Akademik' },
  { key: 'uraian', title: 'Uraian' },
];

const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_KALENDER.table>>[] = [
  { value: 'tgl_awal', label: 'Tanggal' },
  { value: 'judul', label: 'Judul' },
  { value: 'id', label: 'Tanggal Pembuatan' },
];

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Adds an item (no id) or changes one. */
function useSaveAgenda() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | undefined; body: KalenderBody }) =>
      id === undefined
        ? api.call(STAF_KALENDER.create, { body }, { notifySuccess: true })
        : api.call(STAF_KALENDER.update, { params: { id }, body }, { notifySuccess: true }),
  });
}

/**
 * /staf/kegiatan/kalender (spec/03-staff.md screen 11): the active school year's calendar. Kesiswaan
 * adds, changes and deletes items; the portal's Kalender shows them at once.
 */
export default function KalenderPage() {
  const table = useTableQuery(STAF_KALENDER.table);
  const canCall = useCanCall();
  const can = { create: canCall(STAF_KALENDER.create), update: canCall(STAF_KALENDER.update), remove: canCall(STAF_KALENDER.remove) };
  const save = useSaveAgenda();
  const remove = useMutation({ mutationFn: (id: number) => api.call(STAF_KALENDER.remove, { params: { id } }, { notifySuccess: true }) });
  const { editing, open, close, submit } = useEditModal<KalenderRow, KalenderBody>(save, table.reload);
  const confirmDelete = useConfirmedDelete(table.reload);

  const actions = (row: KalenderRow): RowAction[] => [
    ...(can.update ? [STAF_ROW_ACTION.ubah(() => open(row))] : []),
    ...(can.remove ? [STAF_ROW_ACTION.hapus(() => confirmDelete(`Hapus ${row.judul}?`, () => remove.mutateAsync(row.id)))] : []),
  ];

  const toolbar = (
    <Flex gap={8} wrap>
      <FilterSelect table={table} field="jenis_agenda" label="Jenis Agenda" placeholder="Semua jenis agenda" options={options(JENIS_AGENDA)} />
      <FilterSelect table={table} field="status_absensi" label="Status Absensi" placeholder="Semua status absensi" options={options(STATUS_ABSENSI)} />
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Kegiatan' }, { title: 'Kalender' }]} />
      <TablePage<KalenderRow>
        title="Kalender Kegiatan"
        table={table}
        name={NAME}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari judul, uraian atau civitas"
        toolbar={toolbar}
        onCreate={can.create ? () => open(null) : undefined}
        rowActions={can.update || can.remove ? actions : undefined}
      />
      {editing !== undefined && (
        <RecordFormModal
          title={editing ? `Ubah ${editing.judul}` : 'Tambah Agenda'}
          schema={kalenderBodySchema}
          fields={KALENDER_FIELDS}
          initialValues={editing ? kalenderFormValues(editing) : { status_absensi: 'Masuk', jenis_agenda: 'Kegiatan Sekolah' }}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      )}
    </Flex>
  );
}
