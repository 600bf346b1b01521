import { TeamOutlined } from '@ant-design/icons';
import { Flex, Tag } from 'antd';
import { useState } from 'react';
import { STAFF_ROLES } from '@madrasah/contract/access';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_AKUN } from '@madrasah/contract/endpoints/staf-akun';
import { peranLabel } from '@madrasah/contract/peran';
import { STAF_AKUN_STATUS, type StafAccountRow } from '@madrasah/contract/schemas/staf-akun';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery } from '../../components/table/useTableQuery';
import { useCanCall } from '../../lib/can-call';
import { FilterSelect } from '../FilterSelect';
import { AkunCell } from './AkunCell';
import { statusOptions } from './akun-labels';
import { BuatStafModal } from './BuatStafModal';
import { UbahPeranModal } from './UbahPeranModal';
import { useAkunActions } from './useAkunActions';

const NAME: NameColumn<StafAccountRow> = { title: 'Nama', value: (row) => row.nama };

const COLUMNS: TableColumn<StafAccountRow>[] = [
  { key: 'akun', title: 'Akun', render: (row) => <AkunCell akun={row} /> },
  {
    key: 'peran',
    title: 'Peran',
    render: (row) => (
      <Flex wrap gap={4}>
        {row.peran.map((p) => (
          <Tag key={p}>{peranLabel(p)}</Tag>
        ))}
      </Flex>
    ),
  },
];

const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_AKUN.stafTable>>[] = [
  { value: 'nama', label: 'Nama' },
  { value: 'email', label: 'Email' },
];

const PERAN_OPTIONS = STAFF_ROLES.map((value) => ({ value, label: peranLabel(value) }));

/** The staff accounts with their roles: make one for a staff member, change its roles, and the account actions. */
export function AkunStafTab() {
  const table = useTableQuery(STAF_AKUN.stafTable);
  const canCall = useCanCall();
  const { actionsFor, show, dialogs } = useAkunActions(table.reload);
  const [creating, setCreating] = useState(false);
  const [changing, setChanging] = useState<StafAccountRow | null>(null);

  const toolbar = (
    <>
      <FilterSelect table={table} field="peran" label="Peran" placeholder="Semua peran" options={PERAN_OPTIONS} />
      <FilterSelect table={table} field="status" label="Status" placeholder="Semua status" options={statusOptions(STAF_AKUN_STATUS)} />
    </>
  );
  const rowActions = (row: StafAccountRow) => {
    const own = actionsFor(row, '');
    if (own.length === 0 || !canCall(STAF_AKUN.ubahPeran)) return own;
    return [{ key: 'peran', label: 'Ubah peran', icon: <TeamOutlined />, onClick: () => setChanging(row) }, ...own];
  };

  return (
    <>
      <TablePage<StafAccountRow>
        title="Akun Staf"
        table={table}
        name={NAME}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari nama atau email"
        toolbar={toolbar}
        onCreate={canCall(STAF_AKUN.buatStaf) ? () => setCreating(true) : undefined}
        rowActions={rowActions}
      />
      {creating && (
        <BuatStafModal
          onCancel={() => setCreating(false)}
          onMade={(made) => {
            setCreating(false);
            show({ title: 'Akun Staf Baru', judul: made.nama, akun: [made] });
            void table.reload();
          }}
        />
      )}
      {changing && (
        <UbahPeranModal
          akun={changing}
          onCancel={() => setChanging(null)}
          onDone={() => {
            setChanging(null);
            void table.reload();
          }}
        />
      )}
      {dialogs}
    </>
  );
}
