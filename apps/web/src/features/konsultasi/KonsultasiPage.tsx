import { SendOutlined } from '@ant-design/icons';
import { Breadcrumb, Flex } from 'antd';
import { useState } from 'react';
import { KONSULTASI } from '@madrasah/contract/endpoints/konsultasi';
import { MSG } from '@madrasah/contract/messages';
import type { KonsultasiBody, KonsultasiRow } from '@madrasah/contract/schemas/konsultasi';
import type { LogActivityValue } from '../../components/table/LogActivity';
import { ROW_ACTION } from '../../components/table/row-action-entries';
import type { RowAction } from '../../components/table/RowActions';
import { TablePage } from '../../components/table/TablePage';
import { useConfirmedChange, useConfirmedDelete } from '../../components/table/useConfirmedChange';
import { useEditModal } from '../../components/table/useEditModal';
import { prefetchTable, useTableQuery } from '../../components/table/useTableQuery';
import type { PagePrefetch } from '../../lib/page-prefetch';
import { formatDate } from '../../lib/format';
import { useCanCall } from '../../lib/can-call';
import { openInNewTab } from '../../lib/open-tab';
import { useDeleteKonsultasi, useSaveKonsultasi, useSendKonsultasi } from './api';
import { konsultasiActions, type KonsultasiAction } from './konsultasi-actions';
import { KONSULTASI_COLUMNS, KONSULTASI_NAME, KONSULTASI_SORT_FIELDS } from './konsultasi-columns';
import { KonsultasiDetailModal } from './KonsultasiDetailModal';
import { KonsultasiFormModal } from './KonsultasiFormModal';
import { KonsultasiIdentity } from './KonsultasiIdentity';
import './konsultasi.css';

/** The one status change made here is the sending, logged as 'status'. */
const logActivity = (row: KonsultasiRow): LogActivityValue =>
  row.log_activity?.aksi === 'status' ? { ...row.log_activity, aksi: 'Dikirim' } : row.log_activity;

/** The endpoint each change of a draft calls. */
const CHANGE_ENDPOINT = { update: KONSULTASI.update, delete: KONSULTASI.delete, kirim: KONSULTASI.terkirim } as const;

/**
 * '/bimbingan-konseling/konsultasi': who the consultations concern, and the student's (or the
 * ward's) consultations. A student writes drafts, changes or deletes them, and sends them to
 * the counsellor, which opens a chat message to them. 'Tambah' needs the create action; the row
 * entries follow the status (spec 02 section 4) and the role's actions.
 */
export default function KonsultasiPage() {
  const canCall = useCanCall();
  const table = useTableQuery(KONSULTASI.table);
  const save = useSaveKonsultasi();
  const remove = useDeleteKonsultasi();
  const send = useSendKonsultasi();
  // The draft being changed: null for a new one, undefined while the form is closed.
  const editor = useEditModal<KonsultasiRow, KonsultasiBody>(save, table.reload);
  const [viewing, setViewing] = useState<number>();

  const confirmThen = useConfirmedChange(table.reload);
  const confirmDelete = useConfirmedDelete(table.reload);

  // The chat opens in a tab taken at the click (a tab opened after a slow answer is blocked as a
  // pop-up); a refused send closes it again. The counsellor's phone is the server's to know.
  const sendToCounsellor = (row: KonsultasiRow) => openInNewTab(send.mutateAsync(row.id).then(({ wa_link }) => wa_link));

  const entry: Record<KonsultasiAction, (row: KonsultasiRow) => RowAction> = {
    detail: (row) => ROW_ACTION.detail(() => setViewing(row.id)),
    update: (row) => ROW_ACTION.update(() => editor.open(row)),
    delete: (row) => ROW_ACTION.delete(() => confirmDelete('Apakah Anda yakin?', () => remove.mutateAsync(row.id))),
    kirim: (row) => ({
      key: 'kirim',
      label: 'Informasikan ke Guru BK',
      icon: <SendOutlined />,
      onClick: () =>
        confirmThen({ title: MSG.konsultasiSendConfirm, content: `${row.topik_nama}, ${formatDate(row.tgl)}`, okText: 'Informasikan' }, () =>
          sendToCounsellor(row),
        ),
    }),
  };

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Bimbingan Konseling' }, { title: 'Konsultasi' }]} />
      <KonsultasiIdentity />
      <TablePage
        title="Riwayat Konsultasi"
        table={table}
        name={KONSULTASI_NAME}
        columns={KONSULTASI_COLUMNS}
        sortFields={KONSULTASI_SORT_FIELDS}
        searchPlaceholder="Cari berdasarkan nama topik atau uraian"
        onCreate={canCall(KONSULTASI.create) ? () => editor.open(null) : undefined}
        rowActions={(row) => konsultasiActions(row.status, (change) => canCall(CHANGE_ENDPOINT[change])).map((action) => entry[action](row))}
        logActivity={logActivity}
      />
      {editor.editing !== undefined && (
        <KonsultasiFormModal konsultasi={editor.editing ?? undefined} saving={save.isPending} onSubmit={editor.submit} onCancel={editor.close} />
      )}
      {viewing !== undefined && <KonsultasiDetailModal id={viewing} onClose={() => setViewing(undefined)} />}
    </Flex>
  );
}

/** A visit starting here asks for the list's first page while the page renders. */
export const prefetch: PagePrefetch = (queryClient) => prefetchTable(queryClient, KONSULTASI.table);
