import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Breadcrumb, Flex, Tag } from 'antd';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_GTK } from '@madrasah/contract/endpoints/staf-gtk';
import { GTK_STATUS, gtkBodySchema, type GtkBody, type GtkRow } from '@madrasah/contract/schemas/staf-gtk';
import { RecordFormModal } from '../../components/RecordFormModal';
import type { RowAction } from '../../components/table/RowActions';
import { STAF_ROW_ACTION } from '../../components/table/row-action-entries';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useConfirmedChange, useConfirmedDelete } from '../../components/table/useConfirmedChange';
import { useTableQuery } from '../../components/table/useTableQuery';
import { useCanCall } from '../../lib/can-call';
import { useEditModal } from '../../components/table/useEditModal';
import { FilterSelect } from '../FilterSelect';
import { useDeleteGtk, useSaveGtk } from './api';
import { GTK_FIELDS } from './gtk-fields';

const NAME: NameColumn<GtkRow> = { title: 'Nama', value: (row) => row.nama };

const COLUMNS: TableColumn<GtkRow>[] = [
  { key: 'nip', title: 'NIP', nowrap: true },
  { key: 'nuptk', title: 'NUPTK', nowrap: true },
  { key: 'jenis_kelamin', title: 'Jenis Kelamin', nowrap: true },
  { key: 'jenis_ptk', title: 'Jenis PTK' },
  { key: 'no_telp', title: 'No. Telp', nowrap: true },
  { key: 'email', title: 'Email' },
  { key: 'is_active', title: 'Status', render: (row) => (row.is_active ? <Tag color="success">Aktif</Tag> : <Tag>Nonaktif</Tag>), nowrap: true },
];

const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_GTK.table>>[] = [
  { value: 'nama_lengkap', label: 'Nama' },
  { value: 'nip', label: 'NIP' },
  { value: 'jenis_ptk', label: 'Jenis PTK' },
  { value: 'id', label: 'Tanggal Pembuatan' },
];

const STATUS_FILTER = GTK_STATUS.map((value) => ({ value, label: value }));

/** What the form edits of a row: its fields without the list's own (number, name with titles, use). */
const formValues = ({ rownum: _n, id: _id, nama: _nama, dipakai: _dipakai, ...values }: GtkRow) => values;

/**
 * /staf/pengaturan/gtk: teachers and school staff. The operator adds and changes them,
 * deactivates and reactivates them, and removes one nothing names; one still named (a wali
 * kelas, a teacher on the timetable, an account) is deactivated instead, as the notice says.
 */
export default function GtkPage() {
  const table = useTableQuery(STAF_GTK.table);
  const canCall = useCanCall();
  const can = { create: canCall(STAF_GTK.create), update: canCall(STAF_GTK.update), remove: canCall(STAF_GTK.remove) };
  const save = useSaveGtk();
  const remove = useDeleteGtk();
  // The GTK being edited: null for a new one, undefined while the form is closed.
  const { editing, open: setEditing, close, submit } = useEditModal<GtkRow, GtkBody>(save, table.reload);
  const confirmThen = useConfirmedChange(table.reload);

  const toggle = (row: GtkRow) =>
    confirmThen(
      row.is_active
        ? {
            title: `Nonaktifkan ${row.nama}?`,
            content: 'GTK nonaktif tetap tercatat, tetapi tidak dapat dipilih lagi sebagai wali kelas atau guru BK.',
            okText: 'Nonaktifkan',
            danger: true,
          }
        : { title: `Aktifkan kembali ${row.nama}?`, content: 'GTK dapat dipilih lagi sebagai wali kelas atau guru BK.', okText: 'Aktifkan' },
      () => save.mutateAsync({ id: row.id, body: { ...formValues(row), is_active: !row.is_active } }),
    );
  const confirmDelete = useConfirmedDelete(table.reload);

  const actions = (row: GtkRow): RowAction[] => [
    ...(can.update
      ? [
          STAF_ROW_ACTION.ubah(() => setEditing(row)),
          row.is_active
            ? { key: 'deactivate', label: 'Nonaktifkan', icon: <StopOutlined />, onClick: () => toggle(row) }
            : { key: 'activate', label: 'Aktifkan', icon: <CheckCircleOutlined />, onClick: () => toggle(row) },
        ]
      : []),
    // A GTK still named is only deactivated: the menu offers a delete for the others.
    ...(can.remove && !row.dipakai ? [STAF_ROW_ACTION.hapus(() => confirmDelete(`Hapus ${row.nama}?`, () => remove.mutateAsync(row.id)))] : []),
  ];

  const filter = <FilterSelect table={table} field="status" label="Status" placeholder="Semua status" options={STATUS_FILTER} />;

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Pengaturan Sekolah' }, { title: 'GTK' }]} />
      <TablePage<GtkRow>
        title="Guru dan Tenaga Kependidikan"
        table={table}
        name={NAME}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari nama, NIP, NUPTK atau email"
        toolbar={filter}
        onCreate={can.create ? () => setEditing(null) : undefined}
        rowActions={can.update || can.remove ? actions : undefined}
      />
      {editing !== undefined && (
        <RecordFormModal
          title={editing ? `Ubah ${editing.nama}` : 'Tambah GTK'}
          schema={gtkBodySchema}
          fields={GTK_FIELDS}
          initialValues={editing ? formValues(editing) : { is_active: true }}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      )}
    </Flex>
  );
}
