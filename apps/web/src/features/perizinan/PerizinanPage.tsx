import { CheckOutlined, CloseOutlined, SendOutlined } from '@ant-design/icons';
import { Breadcrumb, Flex } from 'antd';
import { useState } from 'react';
import { PERIZINAN } from '@madrasah/contract/endpoints/perizinan';
import { MSG } from '@madrasah/contract/messages';
import type { PerizinanRow, PerizinanStatus, PerizinanUpdateBody } from '@madrasah/contract/schemas/perizinan';
import type { LogActivityValue } from '../../components/table/LogActivity';
import { ROW_ACTION } from '../../components/table/row-action-entries';
import type { RowAction } from '../../components/table/RowActions';
import { tahunAjaranQuery } from '../../components/filter/period-lookups';
import { TablePage } from '../../components/table/TablePage';
import { useConfirmedChange } from '../../components/table/useConfirmedChange';
import { useEditModal } from '../../components/table/useEditModal';
import { prefetchTable, useTableQuery } from '../../components/table/useTableQuery';
import type { PagePrefetch } from '../../lib/page-prefetch';
import { useCanCall } from '../../lib/can-call';
import { useChangePerizinanStatus, useDeletePerizinan, useSavePerizinan } from './api';
import { ApprovalModal, type Decision } from './ApprovalModal';
import { PerizinanDetailModal } from './PerizinanDetailModal';
import { PerizinanFilter } from './PerizinanFilter';
import { PerizinanFormModal } from './PerizinanFormModal';
import { permitActions, type PermitAction, type PermitFlag } from './perizinan-actions';
import { formatPeriode } from '../../lib/format';
import { PERIZINAN_COLUMNS, PERIZINAN_NAME, PERIZINAN_SORT_FIELDS } from './perizinan-columns';
import './perizinan.css';

/** A status change is logged as 'status'; the permit's status says which one it was. */
const STATUS_ACTION: Record<PerizinanStatus, string> = {
  DRAFT: 'Diubah',
  DIAJUKAN: 'Diajukan',
  'AUTO APPROVAL': 'Diajukan',
  DISETUJUI: 'Disetujui',
  DITOLAK: 'Ditolak',
};

const logActivity = (row: PerizinanRow): LogActivityValue =>
  row.log_activity?.aksi === 'status' ? { ...row.log_activity, aksi: STATUS_ACTION[row.status] } : row.log_activity;

/** The endpoint each row-menu flag calls. */
const FLAG_ENDPOINT = {
  update: PERIZINAN.update,
  request_approval: PERIZINAN.status,
  approval: PERIZINAN.status,
  delete: PERIZINAN.delete,
} as const;

/**
 * '/perizinan/siswa': the leave permits of the student (or the guardian's ward). The student
 * files, edits and submits drafts; the guardian approves or rejects submitted ones. Each menu
 * entry shows only with its action flag and in the status it applies to (spec 02 section 6);
 * the server checks both again.
 */
export default function PerizinanPage() {
  const canCall = useCanCall();
  const can = (flag: PermitFlag) => canCall(FLAG_ENDPOINT[flag], flag);
  const table = useTableQuery(PERIZINAN.table);
  const save = useSavePerizinan();
  const remove = useDeletePerizinan();
  const changeStatus = useChangePerizinanStatus();
  // The permit being edited: null for a new one, undefined while the form is closed.
  const editor = useEditModal<PerizinanRow, PerizinanUpdateBody>(save, table.reload);
  const [viewing, setViewing] = useState<PerizinanRow>();
  const [deciding, setDeciding] = useState<{ permit: PerizinanRow; initial: Decision }>();

  const confirmThen = useConfirmedChange(table.reload);
  /** The spec's question about one permit, named by its kind and period. */
  const about = (row: PerizinanRow, title: string, okText: string, danger = false) => ({
    title,
    content: `${row.perizinan_jenis_nama}, ${formatPeriode(row)}`,
    okText,
    danger,
  });

  const entry: Record<PermitAction, (row: PerizinanRow) => RowAction> = {
    update: (row) => ROW_ACTION.update(() => editor.open(row)),
    detail: (row) => ROW_ACTION.detail(() => setViewing(row)),
    ajukan: (row) => ({
      key: 'ajukan',
      label: 'Ajukan Perizinan',
      icon: <SendOutlined />,
      onClick: () => confirmThen(about(row, MSG.permitSubmitConfirm, 'Ajukan'), () => changeStatus.mutateAsync({ id: row.id, status: 'DIAJUKAN' })),
    }),
    setujui: (row) => ({ key: 'setujui', label: 'Setujui', icon: <CheckOutlined />, onClick: () => setDeciding({ permit: row, initial: 'DISETUJUI' }) }),
    tolak: (row) => ({ key: 'tolak', label: 'Tolak', icon: <CloseOutlined />, onClick: () => setDeciding({ permit: row, initial: 'DITOLAK' }) }),
    delete: (row) => ROW_ACTION.delete(() => confirmThen(about(row, MSG.permitDeleteConfirm, 'Hapus', true), () => remove.mutateAsync(row.id))),
  };

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Presensi' }, { title: 'Perizinan' }]} />
      <TablePage<PerizinanRow>
        title="Perizinan Siswa"
        table={table}
        name={PERIZINAN_NAME}
        columns={PERIZINAN_COLUMNS}
        sortFields={PERIZINAN_SORT_FIELDS}
        searchPlaceholder="Cari jenis atau keterangan"
        toolbar={<PerizinanFilter value={table.state.filtering} onChange={table.filter} />}
        onCreate={canCall(PERIZINAN.create) ? () => editor.open(null) : undefined}
        rowActions={(row) => permitActions(row.status, can).map((action) => entry[action](row))}
        logActivity={logActivity}
      />
      {editor.editing !== undefined && (
        <PerizinanFormModal permit={editor.editing ?? undefined} saving={save.isPending} onSubmit={editor.submit} onCancel={editor.close} />
      )}
      {viewing && <PerizinanDetailModal permit={viewing} onClose={() => setViewing(undefined)} />}
      {deciding && (
        <ApprovalModal
          permit={deciding.permit}
          initial={deciding.initial}
          saving={changeStatus.isPending}
          onSubmit={(status) =>
            changeStatus.mutate(
              { id: deciding.permit.id, status },
              {
                // A refusal (someone decided first) is reported by the API client; the list shows what is now true.
                onSettled: () => {
                  setDeciding(undefined);
                  void table.reload();
                },
              },
            )
          }
          onCancel={() => setDeciding(undefined)}
        />
      )}
    </Flex>
  );
}

/**
 * A visit starting here asks for the list's first page while the page renders, and for the school
 * years its period filter (rendered with the page, in the filter's dialog) lists.
 */
export const prefetch: PagePrefetch = (queryClient) => {
  prefetchTable(queryClient, PERIZINAN.table);
  void queryClient.prefetchQuery(tahunAjaranQuery);
};
