import { Alert, Flex, Tag } from 'antd';
import { useState } from 'react';
import { AUDIT_LIMITS } from '@madrasah/contract/audit-log';
import { STAF_AUDIT } from '@madrasah/contract/endpoints/staf-audit';
import type { StafAuditRow } from '@madrasah/contract/schemas/staf-audit';
import { TablePage } from '../../components/table/TablePage';
import type { TableColumn } from '../../components/table/table-columns';
import { useTableQuery } from '../../components/table/useTableQuery';
import type { SortField } from '../../components/table/SortPopover';
import { useCanCall } from '../../lib/can-call';
import { formatDate, formatThousands } from '../../lib/format';
import { AuditDetailDrawer } from './AuditDetailDrawer';
import { AuditFilter } from './AuditFilter';
import { AUDIT_TIME, actionLabel, dataOf, pelaku } from './audit-values';
import { ROW_ACTION } from '../../components/table/row-action-entries';

const SORT_FIELDS: SortField<'id'>[] = [{ value: 'id', label: 'Waktu' }];

const COLUMNS: TableColumn<StafAuditRow>[] = [
  { key: 'created_at', title: 'Waktu', nowrap: true, render: (row) => formatDate(row.created_at, AUDIT_TIME) },
  { key: 'action', title: 'Aksi', render: (row) => <Tag>{actionLabel(row.action)}</Tag> },
  { key: 'data', title: 'Data', render: (row) => dataOf(row) },
  { key: 'kolom_berubah', title: 'Kolom berubah', render: (row) => row.kolom_berubah.join(', ') },
  { key: 'ip', title: 'Alamat IP', nowrap: true },
];

/**
 * '/staf/audit': who changed what and when, newest first, within a year at most; an entry's
 * record before and after opens in a drawer (with the page's detail action).
 */
export default function AuditPage() {
  const table = useTableQuery(STAF_AUDIT.table);
  const canCall = useCanCall();
  const [shown, setShown] = useState<number>();

  return (
    <Flex vertical gap={16}>
      {table.total >= AUDIT_LIMITS.totalMax && (
        <Alert
          type="info"
          showIcon
          title={`Menampilkan ${formatThousands(AUDIT_LIMITS.totalMax)} entri terbaru yang cocok. Persempit filter atau rentang tanggal untuk melihat yang lebih lama.`}
        />
      )}
      <TablePage<StafAuditRow>
        title="Log Audit"
        table={table}
        name={{ title: 'Akun', value: pelaku }}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari nama atau email akun"
        toolbar={<AuditFilter value={table.state.filtering} onChange={table.filter} />}
        rowActions={(row) => (canCall(STAF_AUDIT.detail) ? [ROW_ACTION.detail(() => setShown(row.id))] : [])}
      />
      <AuditDetailDrawer id={shown} onClose={() => setShown(undefined)} />
    </Flex>
  );
}
