import type { z } from 'zod';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { SISWA_TABS, type SiswaTab } from '@madrasah/contract/endpoints/siswa';
import type { RowAction } from '../../table/RowActions';
import type { SortField } from '../../table/SortPopover';
import { TablePage } from '../../table/TablePage';
import type { TableQueryHandle } from '../../table/useTableQuery';
import { useCanCallOn } from '../can-call-on';
import { useDeleteRecord, useSaveRecord } from './api';
import type { RecordRow, RecordTabDefinition, RecordTabProps } from './record-tab';
import { RecordFormModal } from '../../RecordFormModal';
import { useConfirmedChange } from '../../table/useConfirmedChange';
import { useEditModal } from '../../table/useEditModal';
import { ROW_ACTION } from '../../table/row-action-entries';

/** The spec's sort fields of every record tab. */
const SORT_FIELDS: SortField<SortFieldOf<(typeof SISWA_TABS)[SiswaTab]['table']>>[] = [
  { value: 'nama', label: 'Nama' },
  { value: 'id', label: 'Tanggal Pembuatan' },
];

/** The form's values for a row: the schema's fields, without the stored file's link. */
function formValues(schema: z.ZodObject, row: RecordRow): Record<string, unknown> {
  const fields = Object.keys(schema.shape).filter((key) => key !== 'file');
  return Object.fromEntries(fields.map((key) => [key, (row as Record<string, unknown>)[key]]));
}

type Props<Row extends RecordRow, S extends z.ZodObject> = RecordTabProps & {
  /** The tab's list, asked by the tab itself so that its rows are typed by its endpoint. */
  table: TableQueryHandle<Row>;
  definition: RecordTabDefinition<Row, S>;
};

/**
 * A record tab: its list, the create and update modal and the delete confirmation, each shown
 * only with its action flag. The list reloads after every change; a refused save keeps the
 * modal open with the server's messages under the fields.
 */
export function RecordTab<Row extends RecordRow, S extends z.ZodObject>({ siswaId, page, table, definition: def }: Props<Row, S>) {
  const canCall = useCanCallOn(page);
  const endpoints = SISWA_TABS[def.tab];
  const [canCreate, canUpdate, canDelete] = [canCall(endpoints.create), canCall(endpoints.update), canCall(endpoints.delete)];
  const save = useSaveRecord(def.tab, siswaId);
  const remove = useDeleteRecord(def.tab);
  // The record being edited: null for a new one, undefined while the modal is closed.
  const { editing, open: setEditing, close, submit } = useEditModal<Row, object>(save, table.reload);

  const confirmThen = useConfirmedChange(table.reload);
  const confirmDelete = (row: Row) =>
    confirmThen({ title: 'Apakah Anda yakin?', content: `${def.noun} ${def.name.value(row)} akan dihapus dari list.`, okText: 'Hapus', danger: true }, () =>
      remove.mutateAsync(row.id),
    );

  const actions = (row: Row): RowAction[] => [
    ...(canUpdate ? [ROW_ACTION.update(() => setEditing(row))] : []),
    ...(canDelete ? [ROW_ACTION.delete(() => confirmDelete(row))] : []),
  ];

  return (
    <>
      <TablePage<Row>
        title={def.title}
        table={table}
        name={def.name}
        columns={def.columns}
        sortFields={SORT_FIELDS}
        searchPlaceholder={def.searchPlaceholder}
        onCreate={canCreate ? () => setEditing(null) : undefined}
        rowActions={canUpdate || canDelete ? actions : undefined}
        logActivity={(row) => row.log_activity}
      />
      {editing !== undefined && (
        <RecordFormModal
          title={`${editing ? 'Update' : 'Tambah'} ${def.noun}`}
          schema={def.schema}
          fields={def.fields}
          initialValues={editing ? formValues(def.schema, editing) : undefined}
          file={def.fileLabel ? { label: def.fileLabel, current: editing?.file ? `${editing.main_path ?? ''}${editing.file}` : undefined } : undefined}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      )}
    </>
  );
}
