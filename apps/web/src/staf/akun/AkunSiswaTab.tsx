import { UserAddOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { ROLE } from '@madrasah/contract/access';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_AKUN } from '@madrasah/contract/endpoints/staf-akun';
import { AKUN_STATUS, type StafAkunRow } from '@madrasah/contract/schemas/staf-akun';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useConfirmedChange } from '../../components/table/useConfirmedChange';
import { useTableQuery } from '../../components/table/useTableQuery';
import { api } from '../../lib/api-client';
import { useCanCall } from '../../lib/can-call';
import { FilterSelect, RombelFilter, useStafRombel } from '../FilterSelect';
import { AkunCell, BelumAda } from './AkunCell';
import { statusOptions } from './akun-labels';
import { useAkunActions } from './useAkunActions';

const NAME: NameColumn<StafAkunRow> = { title: 'Nama', value: (row) => row.nama };

const COLUMNS: TableColumn<StafAkunRow>[] = [
  { key: 'nisn', title: 'NISN', nowrap: true },
  { key: 'rombel_nama', title: 'Rombel', nowrap: true },
  { key: 'akun', title: 'Akun Siswa', render: (row) => (row.akun ? <AkunCell akun={row.akun} /> : <BelumAda />) },
  {
    key: 'wali',
    title: 'Akun Wali',
    render: (row) =>
      row.wali.length === 0 ? (
        <BelumAda name={row.wali_nama} />
      ) : (
        <Flex vertical gap={8}>
          {row.wali.map((w) => (
            <AkunCell key={w.id} akun={w} name={w.nama} />
          ))}
        </Flex>
      ),
  },
];

const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_AKUN.table>>[] = [
  { value: 'nama', label: 'Nama' },
  { value: 'nisn', label: 'NISN' },
  { value: 'rombel_nama', label: 'Rombel' },
];

const PERAN_OPTIONS = [
  { value: ROLE.siswa, label: 'Akun siswa' },
  { value: ROLE.wali, label: 'Akun wali' },
];

/**
 * The students of the active year with their own and their guardians' accounts: pick a class
 * group, make its missing accounts in one step and print their cards; per account, the actions.
 */
export function AkunSiswaTab() {
  const table = useTableQuery(STAF_AKUN.table);
  const canCall = useCanCall();
  const { actionsFor, show, dialogs } = useAkunActions(table.reload);
  const confirmed = useConfirmedChange(table.reload);
  const rombel = useStafRombel();
  const chosen = rombel.data?.find((r) => r.id === table.state.filtering.rombel_id);

  const buat = () =>
    chosen &&
    confirmed(
      {
        title: 'Buat Akun',
        content: `Buat akun untuk peserta didik dan wali di ${chosen.nama} yang belum memiliki akun? Akun yang sudah ada tidak diubah.`,
        okText: 'Buat akun',
      },
      async () => {
        const result = (await api.call(STAF_AKUN.buatRombel, { body: { rombel_id: chosen.id } }, { notifySuccess: true })).data;
        if (result.dibuat.length > 0) show({ title: `Akun Baru ${result.rombel_nama}`, judul: result.rombel_nama, akun: result.dibuat });
      },
    );

  const toolbar = (
    <>
      <RombelFilter table={table} />
      <FilterSelect table={table} field="peran" label="Peran" placeholder="Akun siswa & wali" options={PERAN_OPTIONS} />
      <FilterSelect table={table} field="status" label="Status" placeholder="Semua status" options={statusOptions(AKUN_STATUS)} />
      {canCall(STAF_AKUN.buatRombel) && (
        <Tooltip title={chosen ? undefined : 'Pilih rombel terlebih dahulu'}>
          <Button type="primary" icon={<UserAddOutlined />} disabled={!chosen} onClick={buat}>
            Buat akun
          </Button>
        </Tooltip>
      )}
    </>
  );

  return (
    <>
      <TablePage<StafAkunRow>
        title="Akun Peserta Didik & Wali"
        table={table}
        name={NAME}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari nama atau NISN"
        toolbar={toolbar}
        rowActions={(row) => [...(row.akun ? actionsFor(row.akun, 'siswa') : []), ...row.wali.flatMap((w) => actionsFor(w, `wali ${w.nama}`))]}
      />
      {dialogs}
    </>
  );
}
