import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { TATIBSI } from '@madrasah/contract/endpoints/tatibsi';
import { penghargaanBodySchema, type PenghargaanBody, type PenghargaanRow } from '@madrasah/contract/schemas/tatibsi';
import type { RowAction } from '../../components/table/RowActions';
import type { SortField } from '../../components/table/SortPopover';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery } from '../../components/table/useTableQuery';
import { useCanCall } from '../../lib/can-call';
import { usePrivilege } from '../../lib/session';
import { RecordFormModal } from '../../components/RecordFormModal';
import { useDeletePenghargaan, useSavePenghargaan } from './api';
import { Bintang } from '../../components/Bintang';
import { TahunAjaranSelect } from '../../components/filter/TahunAjaranSelect';
import { PENGHARGAAN_FIELDS } from './penghargaan-fields';
import { useConfirmedDelete } from '../../components/table/useConfirmedChange';
import { useEditModal } from '../../components/table/useEditModal';
import { ROW_ACTION } from '../../components/table/row-action-entries';

const SORT_FIELDS: SortField<SortFieldOf<typeof TATIBSI.penghargaanTable>>[] = [
  { value: 'kode', label: 'Kode' },
  { value: 'bintang', label: 'Bintang' },
  { value: 'id', label: 'Tanggal Pembuatan' },
];

const formValues = ({ kode, bintang, kriteria, penghargaan, tahun_ajaran_id }: PenghargaanRow) => ({ kode, bintang, kriteria, penghargaan, tahun_ajaran_id });

/**
 * The 'Penghargaan' tab: the award criteria of a school year (the active one at first), with
 * Tambah, Update and Delete each shown only with the rules page's create, update or delete
 * action, which the default maps give no student or guardian.
 */
export function PenghargaanTab() {
  const { tahun_ajaran } = usePrivilege();
  const canCall = useCanCall();
  const can = { create: canCall(TATIBSI.penghargaanCreate), update: canCall(TATIBSI.penghargaanUpdate), delete: canCall(TATIBSI.penghargaanDelete) };
  const table = useTableQuery(TATIBSI.penghargaanTable, { filtering: { tahun_ajaran: tahun_ajaran.id } });
  const year = table.state.filtering.tahun_ajaran as number | undefined;
  const save = useSavePenghargaan();
  const remove = useDeletePenghargaan();
  // The criterion being edited: null for a new one, undefined while the form is closed.
  const { editing, open: setEditing, close, submit } = useEditModal<PenghargaanRow, PenghargaanBody>(save, table.reload);

  const deleteConfirmed = useConfirmedDelete(table.reload);
  const confirmDelete = (row: PenghargaanRow) => deleteConfirmed('Apakah Anda yakin?', () => remove.mutateAsync(row.id));

  const actions = (row: PenghargaanRow): RowAction[] => [
    ...(can.update ? [ROW_ACTION.update(() => setEditing(row))] : []),
    ...(can.delete ? [ROW_ACTION.delete(() => confirmDelete(row))] : []),
  ];
  const manages = can.create || can.update || can.delete;

  return (
    <>
      <TablePage<PenghargaanRow>
        title="Daftar Penghargaan"
        table={table}
        name={{ title: 'Kode', value: (row) => row.kode }}
        columns={[
          { key: 'kriteria', title: 'Kriteria' },
          { key: 'bintang', title: 'Bintang', render: (row) => <Bintang value={row.bintang} />, nowrap: true },
          { key: 'penghargaan', title: 'Penghargaan' },
        ]}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari kode, kriteria atau penghargaan"
        toolbar={
          <TahunAjaranSelect
            aria-label="Tahun Ajaran"
            className="tahun-ajaran-filter"
            allowClear
            placeholder="Semua Tahun Ajaran"
            value={year}
            onChange={(value) => table.filter({ ...table.state.filtering, tahun_ajaran: value })}
          />
        }
        onCreate={can.create ? () => setEditing(null) : undefined}
        rowActions={can.update || can.delete ? actions : undefined}
        // Who changed a criterion last matters to those who keep the list.
        logActivity={manages ? (row) => row.log_activity : undefined}
      />
      {editing !== undefined && (
        <RecordFormModal
          title={`${editing ? 'Update' : 'Tambah'} Penghargaan`}
          schema={penghargaanBodySchema}
          fields={PENGHARGAAN_FIELDS}
          initialValues={editing ? formValues(editing) : { tahun_ajaran_id: year ?? tahun_ajaran.id }}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      )}
    </>
  );
}
