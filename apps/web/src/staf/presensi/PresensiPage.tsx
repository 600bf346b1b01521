import { EditOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, DatePicker, Empty, Flex, Select, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { STAF_PRESENSI } from '@madrasah/contract/endpoints/staf-presensi';
import type { PresensiHarianRow } from '@madrasah/contract/schemas/staf-presensi';
import type { RowAction } from '../../components/table/RowActions';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery } from '../../components/table/useTableQuery';
import { useCanCall } from '../../lib/can-call';
import { schoolToday } from '../../lib/format';
import { useStafPrivilege } from '../session';
import { useStafRombel } from '../FilterSelect';
import { PRESENSI_COLUMNS, PRESENSI_NAME, PRESENSI_SORT_FIELDS } from './presensi-columns';
import { readPresensiQuery } from './presensi-query';
import { RekapModal } from './RekapModal';
import { StatusModal } from './StatusModal';
import './presensi.css';

type Pilihan = { rombelId: number; tanggal: string };

/** One class group's day: a new class group or day starts the list afresh (its key). */
function HarianList({ pilihan, toolbar }: { pilihan: Pilihan; toolbar: React.ReactNode }) {
  const table = useTableQuery(STAF_PRESENSI.harian, {
    filtering: { rombel_id: pilihan.rombelId, tanggal: pilihan.tanggal },
    sort: { field: 'nama', sort: 'ASC' },
    pageSize: 50,
  });
  const canCall = useCanCall();
  const canUpdate = canCall(STAF_PRESENSI.setStatus);
  const [editing, setEditing] = useState<PresensiHarianRow>();
  const actions = (row: PresensiHarianRow): RowAction[] => [{ key: 'status', label: 'Ubah Status', icon: <EditOutlined />, onClick: () => setEditing(row) }];
  return (
    <>
      <TablePage<PresensiHarianRow>
        title="Presensi Harian"
        table={table}
        name={PRESENSI_NAME}
        columns={PRESENSI_COLUMNS}
        sortFields={PRESENSI_SORT_FIELDS}
        searchPlaceholder="Cari nama atau NISN"
        toolbar={toolbar}
        rowActions={canUpdate ? actions : undefined}
      />
      {editing && <StatusModal row={editing} onClose={() => setEditing(undefined)} reload={table.reload} />}
    </>
  );
}

/**
 * /staf/presensi (spec/03-staff.md screen 6): a class group's day, each active student's
 * clock-in and clock-out, selfies, distance and status; a wali kelas sets a status with a note
 * for their class groups, the kesiswaan for all, the head reads. The class group and day live
 * in the address, so the Beranda's figures link straight to them.
 */
export default function PresensiPage() {
  const [params, setParams] = useSearchParams();
  // Today in the school's timezone: the server refuses a later day.
  const today = schoolToday(useStafPrivilege().sekolah.timezone).format('YYYY-MM-DD');
  const query = readPresensiQuery(params, today);
  const rombel = useStafRombel();
  const canCall = useCanCall();
  const [rekap, setRekap] = useState(false);
  const rombelId = query.rombelId ?? rombel.data?.[0]?.id;
  const chosen = rombel.data?.find((r) => r.id === rombelId);
  const go = (next: Partial<Pilihan>) => {
    const p = { rombelId, tanggal: query.tanggal, ...next };
    setParams({ ...(p.rombelId && { rombel_id: String(p.rombelId) }), tanggal: p.tanggal }, { replace: true });
  };

  const toolbar = (
    <div className="presensi-toolbar">
      <Select
        aria-label="Rombel"
        placeholder="Pilih rombel"
        loading={rombel.isPending}
        value={rombelId}
        options={rombel.data?.map((r) => ({ value: r.id, label: r.nama })) ?? []}
        onChange={(id: number) => go({ rombelId: id })}
      />
      <DatePicker
        aria-label="Tanggal"
        format="DD-MM-YYYY"
        allowClear={false}
        value={dayjs(query.tanggal)}
        disabledDate={(d) => d.format('YYYY-MM-DD') > today}
        onChange={(d) => d && go({ tanggal: d.format('YYYY-MM-DD') })}
      />
      {canCall(STAF_PRESENSI.rekap) && rombelId !== undefined && (
        <Button icon={<FileExcelOutlined />} onClick={() => setRekap(true)}>
          Rekap Bulanan
        </Button>
      )}
    </div>
  );

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Presensi' }, { title: 'Presensi Harian' }]} />
      {rombelId !== undefined ? (
        <HarianList key={`${rombelId}-${query.tanggal}`} pilihan={{ rombelId, tanggal: query.tanggal }} toolbar={toolbar} />
      ) : rombel.isPending ? (
        <Skeleton active />
      ) : (
        <Empty description="Belum ada rombel yang dapat Anda lihat pada tahun ajaran aktif" />
      )}
      {rekap && rombelId !== undefined && (
        <RekapModal rombel={{ id: rombelId, nama: chosen?.nama ?? '' }} bulan={query.tanggal.slice(0, 7)} onClose={() => setRekap(false)} />
      )}
    </Flex>
  );
}
