import { ExportOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Tag } from 'antd';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_BK } from '@madrasah/contract/endpoints/staf-bk';
import { LAPORAN_TIPE } from '@madrasah/contract/schemas/bk';
import { catatanBodySchema, type CatatanBody, type CatatanRow } from '@madrasah/contract/schemas/staf-bk';
import { RecordFormModal } from '../../components/RecordFormModal';
import type { RowAction } from '../../components/table/RowActions';
import { STAF_ROW_ACTION } from '../../components/table/row-action-entries';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useConfirmedDelete } from '../../components/table/useConfirmedChange';
import { useEditModal } from '../../components/table/useEditModal';
import { useTableQuery } from '../../components/table/useTableQuery';
import { api } from '../../lib/api-client';
import { useCanCall } from '../../lib/can-call';
import { formatDate } from '../../lib/format';
import { FilterSelect, RombelFilter } from '../FilterSelect';
import { useDeleteCatatan, useSaveCatatan, useTopikBk } from './api';
import { catatanFormValues, siswaOfRow } from './bk-form';
import { catatanFields } from './bk-fields';

const NAME: NameColumn<CatatanRow> = { title: 'Siswa', value: (row) => row.siswa_nama };

const COLUMNS: TableColumn<CatatanRow>[] = [
  { key: 'rombel_nama', title: 'Rombel', nowrap: true },
  { key: 'tipe', title: 'Tipe', render: (row) => <Tag color={row.tipe === 'Siswa' ? 'blue' : 'purple'}>{row.tipe}</Tag>, nowrap: true },
  { key: 'tgl', title: 'Tanggal', render: (row) => formatDate(row.tgl), nowrap: true },
  { key: 'topik_nama', title: 'Topik Konseling' },
  { key: 'bidang', title: 'Bidang', nowrap: true },
  { key: 'uraian', title: 'Uraian' },
  { key: 'guru_bk', title: 'Guru BK' },
];

const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_BK.catatanTable>>[] = [
  { value: 'tgl', label: 'Tanggal' },
  { value: 'siswa_nama', label: 'Nama Siswa' },
  { value: 'topik_nama', label: 'Topik' },
  { value: 'id', label: 'Tanggal Pembuatan' },
];

const TIPE_FILTER = LAPORAN_TIPE.map((value) => ({ value, label: value }));

/**
 * The counsellor's records of sessions held (with a student or with their parents), closed as
 * written: the portal's Laporan Konseling counts them by field. A student's own consultations
 * are answered on the Konsultasi page.
 */
export function CatatanTab({ onExported }: { onExported: () => void }) {
  const table = useTableQuery(STAF_BK.catatanTable);
  const topik = useTopikBk();
  const canCall = useCanCall();
  const can = {
    create: canCall(STAF_BK.catatanCreate),
    update: canCall(STAF_BK.catatanUpdate),
    remove: canCall(STAF_BK.catatanDelete),
    export: canCall(STAF_BK.catatanExport),
  };
  const save = useSaveCatatan();
  const remove = useDeleteCatatan();
  const { editing, open, close, submit } = useEditModal<CatatanRow, CatatanBody>(save, table.reload);
  const confirmDelete = useConfirmedDelete(table.reload);
  const exporter = useMutation({
    mutationFn: () => api.call(STAF_BK.catatanExport, { body: table.state.filtering }, { notifySuccess: true }),
    onSuccess: onExported,
  });

  const actions = (row: CatatanRow): RowAction[] => [
    ...(can.update ? [STAF_ROW_ACTION.ubah(() => open(row))] : []),
    ...(can.remove ? [STAF_ROW_ACTION.hapus(() => confirmDelete(`Hapus catatan konseling ${row.siswa_nama}?`, () => remove.mutateAsync(row.id)))] : []),
  ];

  const toolbar = (
    <Flex gap={8} wrap>
      <RombelFilter table={table} />
      <FilterSelect table={table} field="tipe" label="Tipe" placeholder="Semua tipe" options={TIPE_FILTER} />
      {can.export && (
        <Button icon={<ExportOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate()}>
          Export
        </Button>
      )}
    </Flex>
  );

  return (
    <>
      <TablePage<CatatanRow>
        title="Catatan Konseling"
        table={table}
        name={NAME}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari nama, NISN, topik atau uraian"
        toolbar={toolbar}
        onCreate={can.create ? () => open(null) : undefined}
        rowActions={can.update || can.remove ? actions : undefined}
      />
      {editing !== undefined && (
        <RecordFormModal
          title={editing ? `Ubah Catatan ${editing.siswa_nama}` : 'Tambah Catatan Konseling'}
          schema={catatanBodySchema}
          fields={catatanFields(topik.data, editing ? siswaOfRow(editing) : undefined)}
          initialValues={editing ? catatanFormValues(editing) : { tipe: 'Siswa' }}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      )}
    </>
  );
}
