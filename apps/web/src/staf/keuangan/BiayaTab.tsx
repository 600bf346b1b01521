import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { InputNumber, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_TAGIHAN as T } from '@madrasah/contract/endpoints/staf-tagihan';
import { MSG } from '@madrasah/contract/messages';
import { biayaBodySchema, type BiayaBody, type BiayaRow } from '@madrasah/contract/schemas/staf-keuangan';
import { RecordFormModal, type RecordField } from '../../components/RecordFormModal';
import type { RowAction } from '../../components/table/RowActions';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useConfirmedChange } from '../../components/table/useConfirmedChange';
import { useEditModal } from '../../components/table/useEditModal';
import { useTableQuery } from '../../components/table/useTableQuery';
import { api } from '../../lib/api-client';
import { useCanCall } from '../../lib/can-call';
import { formatRupiah } from '../../lib/format';
import { BIAYA_PILIHAN_KEY } from './api';
import { rencanaLabel } from './labels';

const NAME: NameColumn<BiayaRow> = { title: 'Jenis Biaya', value: (row) => row.nama };
const COLUMNS: TableColumn<BiayaRow>[] = [
  { key: 'jenis', title: 'Penagihan', render: rencanaLabel, nowrap: true },
  { key: 'nominal', title: 'Nominal', render: (row) => formatRupiah(row.nominal), nowrap: true },
  { key: 'ditagihkan', title: 'Tagihan Dibuat', nowrap: true },
];
const SORT_FIELDS: SortField<SortFieldOf<typeof T.biayaTable>>[] = [
  { value: 'id', label: 'Urutan Dibuat' },
  { value: 'nama', label: 'Nama' },
  { value: 'nominal', label: 'Nominal' },
];
const JENIS = [
  { value: 'bulanan', label: 'Bulanan (12 tagihan setahun)' },
  { value: 'tahunan', label: 'Tahunan' },
];
const rupiahInput = <InputNumber min={0} precision={0} className="staf-number" prefix="Rp" />;

const FIELDS: RecordField<typeof biayaBodySchema>[] = [
  { name: 'nama', label: 'Jenis Biaya (mis. SPP, Uang Gedung)', wide: true },
  { name: 'jenis', label: 'Penagihan', input: <Select options={JENIS} placeholder="Pilih" /> },
  { name: 'angsuran', label: 'Jumlah Tagihan/Cicilan Setahun', input: <InputNumber min={1} max={12} precision={0} className="staf-number" /> },
  { name: 'nominal', label: 'Nominal (bulanan: per bulan; tahunan: setahun)', wide: true, input: rupiahInput },
];

const saved = { notifySuccess: true };

/** The active year's fees: the treasurer adds, changes and deletes those not yet billed; the head reads. */
export function BiayaTab() {
  const table = useTableQuery(T.biayaTable);
  const canCall = useCanCall();
  const can = { create: canCall(T.biayaCreate), update: canCall(T.biayaUpdate), remove: canCall(T.biayaDelete) };
  const queryClient = useQueryClient();
  // The billing form and the invoice filter offer the fees: they read them anew after a change.
  const reload = async () => {
    await Promise.all([table.reload(), queryClient.invalidateQueries({ queryKey: BIAYA_PILIHAN_KEY })]);
  };
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: BiayaBody }) =>
      id === undefined ? api.call(T.biayaCreate, { body }, saved) : api.call(T.biayaUpdate, { params: { id }, body }, saved),
  });
  const { editing, open, close, submit } = useEditModal<BiayaRow, BiayaBody>(save, reload);
  const confirmThen = useConfirmedChange(reload);
  const actions = (row: BiayaRow): RowAction[] => [
    ...(can.update ? [{ key: 'update', label: 'Ubah', icon: <EditOutlined />, onClick: () => open(row) }] : []),
    // A billed fee cannot go: the server refuses it, so the menu does not offer it.
    ...(can.remove && row.ditagihkan === 0
      ? [
          {
            key: 'delete',
            label: 'Hapus',
            icon: <DeleteOutlined />,
            danger: true,
            onClick: () =>
              confirmThen({ title: `Hapus ${row.nama}?`, content: MSG.deleteConfirm, okText: 'Hapus', danger: true }, () =>
                api.call(T.biayaDelete, { params: { id: row.id } }, saved),
              ),
          },
        ]
      : []),
  ];
  return (
    <>
      <TablePage<BiayaRow>
        title="Jenis Biaya Tahun Ajaran Aktif"
        table={table}
        name={NAME}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari jenis biaya"
        onCreate={can.create ? () => open(null) : undefined}
        rowActions={actions}
      />
      {editing !== undefined && (
        <RecordFormModal
          title={editing ? `Ubah ${editing.nama}` : 'Tambah Biaya'}
          schema={biayaBodySchema}
          fields={FIELDS}
          initialValues={
            editing
              ? { tahun_ajaran_id: editing.tahun_ajaran_id, nama: editing.nama, jenis: editing.jenis, angsuran: editing.angsuran, nominal: editing.nominal }
              : { jenis: 'tahunan', angsuran: 1 }
          }
          saving={save.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      )}
    </>
  );
}
