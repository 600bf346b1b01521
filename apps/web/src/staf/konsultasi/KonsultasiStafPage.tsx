import { EyeOutlined } from '@ant-design/icons';
import { Breadcrumb, Flex, Tag } from 'antd';
import { useState } from 'react';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_KONSULTASI } from '@madrasah/contract/endpoints/staf-konsultasi';
import type { StafKonsultasiRow } from '@madrasah/contract/schemas/staf-konsultasi';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery } from '../../components/table/useTableQuery';
import { KonsultasiStatusTag } from '../../features/konsultasi/KonsultasiStatusTag';
import { ringkasUraian } from '../../features/konsultasi/uraian';
import { useCanCall } from '../../lib/can-call';
import { formatDate } from '../../lib/format';
import { InboxModal } from './InboxModal';
import { KonsultasiStafFilter } from './KonsultasiStafFilter';
import '../../features/konsultasi/konsultasi.css';

/** An unread one carries a 'Baru' tag before the student's name. */
const NAME: NameColumn<StafKonsultasiRow> = {
  title: 'Nama Siswa',
  value: (row) => row.siswa_nama,
  render: (row) => (
    <span>
      {!row.dibaca && (
        <Tag color="red" className="konsultasi-staf-baru">
          Baru
        </Tag>
      )}
      {row.dibaca ? row.siswa_nama : <strong>{row.siswa_nama}</strong>}
    </span>
  ),
};

const COLUMNS: TableColumn<StafKonsultasiRow>[] = [
  { key: 'rombel_nama', title: 'Rombel', nowrap: true },
  { key: 'tgl', title: 'Tanggal Konsultasi', render: (row) => formatDate(row.tgl), nowrap: true },
  { key: 'topik_nama', title: 'Topik Konseling' },
  { key: 'uraian', title: 'Uraian', render: (row) => ringkasUraian(row.uraian) },
  { key: 'guru_bk', title: 'Guru BK' },
  { key: 'status', title: 'Status', render: (row) => <KonsultasiStatusTag status={row.status} />, nowrap: true },
];

const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_KONSULTASI.table>>[] = [
  { value: 'terkirim_at', label: 'Tanggal Dikirim' },
  { value: 'tgl', label: 'Tanggal Konsultasi' },
  { value: 'siswa_nama', label: 'Nama Siswa' },
];

/**
 * /staf/konsultasi: the consultations students sent to the counsellors, unread first. A guru bk
 * opens, replies, forwards by WhatsApp and closes; the head reads.
 */
export default function KonsultasiStafPage() {
  const table = useTableQuery(STAF_KONSULTASI.table);
  const canUpdate = useCanCall()(STAF_KONSULTASI.tanggapan);
  const [opened, setOpened] = useState<StafKonsultasiRow>();
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Bimbingan Konseling' }, { title: 'Konsultasi' }]} />
      <TablePage<StafKonsultasiRow>
        title="Konsultasi Siswa"
        table={table}
        name={NAME}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari nama, NISN, topik atau uraian"
        toolbar={<KonsultasiStafFilter value={table.state.filtering} onChange={table.filter} />}
        rowActions={(row) => [{ key: 'buka', label: 'Buka', icon: <EyeOutlined />, onClick: () => setOpened(row) }]}
      />
      {opened && (
        <InboxModal id={opened.id} dibaca={opened.dibaca} canUpdate={canUpdate} onChanged={() => void table.reload()} onClose={() => setOpened(undefined)} />
      )}
    </Flex>
  );
}
