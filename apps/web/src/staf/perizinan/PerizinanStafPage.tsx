import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { Breadcrumb, Flex, Tabs } from 'antd';
import { Fragment, useState } from 'react';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_PERIZINAN } from '@madrasah/contract/endpoints/staf-perizinan';
import { MSG } from '@madrasah/contract/messages';
import type { StafPerizinanRow } from '@madrasah/contract/schemas/staf-perizinan';
import type { RowAction } from '../../components/table/RowActions';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useConfirmedChange } from '../../components/table/useConfirmedChange';
import { useTableQuery } from '../../components/table/useTableQuery';
import { PerizinanDetailModal } from '../../features/perizinan/PerizinanDetailModal';
import { StatusTag } from '../../features/perizinan/StatusTag';
import { useCanCall } from '../../lib/can-call';
import { periodeParts } from '../../lib/format';
import { useSetujui } from './api';
import { JenisIzinTab } from './JenisIzinTab';
import { PerizinanStafFilter } from './PerizinanStafFilter';
import { stafPermitActions } from './perizinan-staf-actions';
import { TolakModal } from './TolakModal';
import '../../features/perizinan/perizinan.css';

const NAME: NameColumn<StafPerizinanRow> = { title: 'Nama', value: (row) => row.nama };

const COLUMNS: TableColumn<StafPerizinanRow>[] = [
  { key: 'rombel_nama', title: 'Rombel', nowrap: true },
  { key: 'perizinan_jenis_nama', title: 'Jenis Perizinan' },
  {
    key: 'tanggal',
    title: 'Tanggal',
    render: (row) =>
      periodeParts(row).map((part, i) => (
        <Fragment key={part}>
          {i > 0 && ' '}
          <span className="perizinan-date">{part}</span>
        </Fragment>
      )),
  },
  {
    key: 'keterangan',
    title: 'Keterangan',
    render: (row) => (
      <span className="perizinan-keterangan" title={row.keterangan}>
        {row.keterangan}
      </span>
    ),
  },
  { key: 'status', title: 'Status', render: (row) => <StatusTag status={row.status} />, nowrap: true },
];

const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_PERIZINAN.table>>[] = [
  { value: 'id', label: 'Tanggal Pembuatan' },
  { value: 'tgl_awal', label: 'Tanggal Perizinan' },
  { value: 'nama', label: 'Nama' },
];

/** The queue first: the list opens on the submitted permits, oldest first. */
const QUEUE = { status: 'DIAJUKAN' };

function PermitList() {
  const table = useTableQuery(STAF_PERIZINAN.table, { filtering: QUEUE });
  const canCall = useCanCall();
  const canDecide = canCall(STAF_PERIZINAN.setujui);
  const setujui = useSetujui();
  const confirmThen = useConfirmedChange(table.reload);
  const [detail, setDetail] = useState<StafPerizinanRow>();
  const [refusing, setRefusing] = useState<StafPerizinanRow>();

  const actions = (row: StafPerizinanRow): RowAction[] =>
    stafPermitActions(row.status, canDecide).map((action) => {
      if (action === 'detail') return { key: 'detail', label: 'Detail', icon: <EyeOutlined />, onClick: () => setDetail(row) };
      if (action === 'setujui')
        return {
          key: 'setujui',
          label: 'Setujui',
          icon: <CheckOutlined />,
          onClick: () =>
            confirmThen({ title: `Setujui ${row.perizinan_jenis_nama} ${row.nama}?`, content: MSG.permitApproveConfirm, okText: 'Setujui' }, () =>
              setujui.mutateAsync(row.id),
            ),
        };
      return { key: 'tolak', label: 'Tolak', icon: <CloseOutlined />, danger: true, onClick: () => setRefusing(row) };
    });

  return (
    <>
      <TablePage<StafPerizinanRow>
        title="Perizinan Siswa"
        table={table}
        name={NAME}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari nama, NISN, jenis atau keterangan"
        toolbar={<PerizinanStafFilter value={table.state.filtering} onChange={table.filter} />}
        rowActions={actions}
      />
      {detail && <PerizinanDetailModal permit={detail} onClose={() => setDetail(undefined)} />}
      {refusing && (
        <TolakModal
          permit={refusing}
          onCancel={() => setRefusing(undefined)}
          onDone={() => {
            setRefusing(undefined);
            void table.reload();
          }}
        />
      )}
    </>
  );
}

/**
 * /staf/perizinan: the permits a wali kelas decides for their class groups and kesiswaan for
 * all (the head reads), and the kinds' approval setting ('Jenis Izin').
 */
export default function PerizinanStafPage() {
  const canCall = useCanCall();
  const canUpdateJenis = canCall(STAF_PERIZINAN.jenisUpdate);
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Presensi' }, { title: 'Perizinan' }]} />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'perizinan', label: 'Perizinan', children: <PermitList /> },
          // The kinds' setting is for those who change it; the others see its effect in the list.
          ...(canUpdateJenis ? [{ key: 'jenis', label: 'Jenis Izin', children: <JenisIzinTab canUpdate={canUpdateJenis} /> }] : []),
        ]}
      />
    </Flex>
  );
}
