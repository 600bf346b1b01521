import { TeamOutlined } from '@ant-design/icons';
import { Breadcrumb, Flex } from 'antd';
import { useState } from 'react';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_KEGIATAN as K } from '@madrasah/contract/endpoints/staf-kegiatan';
import { ekskulBodySchema, type EkskulBody, type EkskulRow } from '@madrasah/contract/schemas/staf-kegiatan';
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
import { AnggotaModal } from './AnggotaModal';
import { useSaveEkskul } from './api';
import { PembinaSelect } from './PembinaSelect';

const NAME: NameColumn<EkskulRow> = { title: 'Ekstrakurikuler', value: (row) => row.nama };
const COLUMNS: TableColumn<EkskulRow>[] = [
  { key: 'pembina', title: 'Pembina' },
  { key: 'anggota', title: 'Anggota Tahun Ini', nowrap: true },
];
const SORT_FIELDS: SortField<SortFieldOf<typeof K.ekskulTable>>[] = [
  { value: 'nama', label: 'Nama' },
  { value: 'id', label: 'Tanggal Pembuatan' },
];

const FIELDS: RecordField<typeof ekskulBodySchema>[] = [
  { name: 'nama', label: 'Nama Ekstrakurikuler', wide: true },
  { name: 'pembina_gtk_id', label: 'Pembina', input: <PembinaSelect />, wide: true },
];

/**
 * /staf/kegiatan/ekstrakurikuler: the school's extracurricular groups and their coaches. The
 * kesiswaan adds, renames and removes a group nobody joined, and opens a group's members of the
 * active year with their semester scores; the head reads.
 */
export default function EkstrakurikulerPage() {
  const table = useTableQuery(K.ekskulTable);
  const canCall = useCanCall();
  const can = { create: canCall(K.ekskulCreate), update: canCall(K.ekskulUpdate), remove: canCall(K.ekskulDelete) };
  const save = useSaveEkskul();
  const { editing, open, close, submit } = useEditModal<EkskulRow, EkskulBody>(save, table.reload);
  const confirmDelete = useConfirmedDelete(table.reload);
  const [members, setMembers] = useState<EkskulRow>();

  const actions = (row: EkskulRow): RowAction[] => [
    { key: 'anggota', label: 'Anggota & Nilai', icon: <TeamOutlined />, onClick: () => setMembers(row) },
    ...(can.update ? [STAF_ROW_ACTION.ubah(() => open(row))] : []),
    // A group with members or scores cannot go: the server refuses it, so the menu does not offer it.
    ...(can.remove && !row.dipakai
      ? [STAF_ROW_ACTION.hapus(() => confirmDelete(`Hapus ${row.nama}?`, () => api.call(K.ekskulDelete, { params: { id: row.id } }, { notifySuccess: true })))]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Kegiatan' }, { title: 'Ekstrakurikuler' }]} />
      <TablePage<EkskulRow>
        title="Ekstrakurikuler"
        table={table}
        name={NAME}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari ekstrakurikuler atau pembina"
        onCreate={can.create ? () => open(null) : undefined}
        rowActions={actions}
      />
      {editing !== undefined && (
        <RecordFormModal
          title={editing ? `Ubah ${editing.nama}` : 'Tambah Ekstrakurikuler'}
          schema={ekskulBodySchema}
          fields={FIELDS}
          initialValues={editing ? { nama: editing.nama, pembina_gtk_id: editing.pembina_gtk_id } : {}}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      )}
      {members && (
        <AnggotaModal
          group={members}
          onClose={() => {
            setMembers(undefined);
            void table.reload();
          }}
        />
      )}
    </Flex>
  );
}
