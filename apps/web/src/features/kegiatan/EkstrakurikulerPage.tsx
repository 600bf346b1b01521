import { EditOutlined } from '@ant-design/icons';
import { Breadcrumb, Flex } from 'antd';
import { useState } from 'react';
import { KEGIATAN } from '@madrasah/contract/endpoints/kegiatan';
import { MSG } from '@madrasah/contract/messages';
import { ekstrakurikulerNilaiSchema, type EkstrakurikulerRow } from '@madrasah/contract/schemas/kegiatan';
import type { RowAction } from '../../components/table/RowActions';
import { TablePage } from '../../components/table/TablePage';
import { prefetchTable, useTableQuery } from '../../components/table/useTableQuery';
import type { PagePrefetch } from '../../lib/page-prefetch';
import { formatDecimalInput } from '../../lib/format';
import { modalSaveCallbacks } from '../../lib/form-errors';
import { useCanCall } from '../../lib/can-call';
import { RecordFormModal } from '../../components/RecordFormModal';
import { useDeleteEkstrakurikuler, useUpdateNilai } from './api';
import { EKSTRAKURIKULER_COLUMNS, EKSTRAKURIKULER_NAME, EKSTRAKURIKULER_SORT_FIELDS, NILAI_FIELDS } from './ekstrakurikuler-columns';
import { useConfirmedChange } from '../../components/table/useConfirmedChange';
import { ROW_ACTION } from '../../components/table/row-action-entries';

/**
 * '/ekstrakurikuler-pramuka/ekstrakurikuler': the activities of the student (or the guardian's
 * ward) with their semester scores. 'Update Nilai' and 'Delete' show only with the page's
 * update and delete actions (spec 02 section 6), which a school grants; the server checks again.
 */
export default function EkstrakurikulerPage() {
  const canCall = useCanCall();
  const can = { update: canCall(KEGIATAN.ekstrakurikulerUpdate), delete: canCall(KEGIATAN.ekstrakurikulerDelete) };
  const table = useTableQuery(KEGIATAN.ekstrakurikulerTable);
  const update = useUpdateNilai();
  const remove = useDeleteEkstrakurikuler();
  const [editing, setEditing] = useState<EkstrakurikulerRow>();

  const confirmThen = useConfirmedChange(table.reload);
  const confirmDelete = (row: EkstrakurikulerRow) =>
    confirmThen({ title: MSG.deleteConfirm, content: `${row.ekstrakurikuler_nama}, ${row.tahun_ajaran}`, okText: 'Hapus', danger: true }, () =>
      remove.mutateAsync(row.id),
    );

  const actions = (row: EkstrakurikulerRow): RowAction[] => [
    ...(can.update ? [{ key: 'update', label: 'Update Nilai', icon: <EditOutlined />, onClick: () => setEditing(row) }] : []),
    ...(can.delete ? [ROW_ACTION.delete(() => confirmDelete(row))] : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Ekstrakurikuler & Pramuka' }, { title: 'Ekstrakurikuler' }]} />
      <TablePage<EkstrakurikulerRow>
        title="Ekstrakurikuler"
        table={table}
        name={EKSTRAKURIKULER_NAME}
        columns={EKSTRAKURIKULER_COLUMNS}
        sortFields={EKSTRAKURIKULER_SORT_FIELDS}
        searchPlaceholder="Cari ekstrakurikuler atau pembina"
        rowActions={can.update || can.delete ? actions : undefined}
      />
      {editing && (
        <RecordFormModal
          title={`Update Nilai ${editing.ekstrakurikuler_nama}`}
          schema={ekstrakurikulerNilaiSchema}
          fields={NILAI_FIELDS}
          initialValues={{
            nilai_semester_ganjil: formatDecimalInput(editing.nilai_semester_ganjil),
            nilai_semester_genap: formatDecimalInput(editing.nilai_semester_genap),
          }}
          saving={update.isPending}
          onSubmit={(body, form) =>
            update.mutate(
              { id: editing.id, body },
              modalSaveCallbacks(form, () => setEditing(undefined), table.reload),
            )
          }
          onCancel={() => setEditing(undefined)}
        />
      )}
    </Flex>
  );
}

/** A visit starting here asks for the list's first page while the page renders. */
export const prefetch: PagePrefetch = (queryClient) => prefetchTable(queryClient, KEGIATAN.ekstrakurikulerTable);
