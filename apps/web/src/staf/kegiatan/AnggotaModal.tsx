import { DeleteOutlined, SaveOutlined, UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Modal, Select, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_KEGIATAN as K } from '@madrasah/contract/endpoints/staf-kegiatan';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import { ANGGOTA_MAX, type AnggotaRow, type EkskulRow } from '@madrasah/contract/schemas/staf-kegiatan';
import type { RowAction } from '../../components/table/RowActions';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useConfirmedChange } from '../../components/table/useConfirmedChange';
import { useTableQuery } from '../../components/table/useTableQuery';
import { ApiError, api } from '../../lib/api-client';
import { useCanCall } from '../../lib/can-call';
import { useStafRombel } from '../FilterSelect';
import { formatDecimalInput } from '../../lib/format';
import { nilaiChanges, nilaiErrorCell, type NilaiEdit } from './kegiatan-logic';

const NAME: NameColumn<AnggotaRow> = { title: 'Nama', value: (row) => row.nama };
const SORT_FIELDS: SortField<SortFieldOf<typeof K.anggotaTable>>[] = [
  { value: 'nama', label: 'Nama' },
  { value: 'rombel_nama', label: 'Rombel' },
  { value: 'id', label: 'Tanggal Ditambahkan' },
];
type Column = keyof NilaiEdit;

/** Adds students of one class group at once: every student of the class group is offered, all chosen by a click. */
function TambahAnggota({ groupId, onAdded }: { groupId: number; onAdded: () => void }) {
  const rombel = useStafRombel();
  const [rombelId, setRombelId] = useState<number>();
  const [chosen, setChosen] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const siswa = useQuery({
    queryKey: ['staf-kegiatan-rombel-siswa', rombelId],
    enabled: rombelId !== undefined,
    queryFn: async () =>
      (await api.call(STAF_SISWA.table, { body: { filtering: { rombel_id: rombelId }, pagination: { current: 1, pageSize: 1000 } } })).data.list,
  });
  const add = async () => {
    setSaving(true);
    try {
      await api.call(K.anggotaTambah, { params: { id: groupId }, body: { siswa_ids: chosen } }, { notifySuccess: true });
      setChosen([]);
      onAdded();
    } catch {
      // The notice shows the server's reason; the choice stays for a retry.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex gap={8} wrap align="center">
      <Select
        aria-label="Rombel"
        placeholder="Pilih rombel"
        style={{ minWidth: 160 }}
        loading={rombel.isPending}
        options={rombel.data?.map((r) => ({ value: r.id, label: r.nama })) ?? []}
        value={rombelId}
        onChange={(v: number) => {
          setRombelId(v);
          setChosen([]);
        }}
      />
      <Select
        aria-label="Peserta didik"
        mode="multiple"
        maxCount={ANGGOTA_MAX}
        placeholder="Pilih peserta didik"
        style={{ minWidth: 240, flex: 1 }}
        disabled={rombelId === undefined}
        loading={siswa.isFetching}
        optionFilterProp="label"
        maxTagCount="responsive"
        options={siswa.data?.map((s) => ({ value: s.id, label: `${s.nama} (${s.nisn})` })) ?? []}
        value={chosen}
        onChange={setChosen}
      />
      <Button disabled={!siswa.data?.length} onClick={() => setChosen((siswa.data ?? []).slice(0, ANGGOTA_MAX).map((s) => s.id))}>
        Pilih semua
      </Button>
      <Button type="primary" icon={<UserAddOutlined />} disabled={chosen.length === 0} loading={saving} onClick={() => void add()}>
        Tambahkan
      </Button>
    </Flex>
  );
}

/**
 * A group's members of the active year and their semester scores in a grid: a score is typed
 * with a decimal comma or point (0–100), and 'Simpan Nilai' sends the changed rows at once; a
 * refused cell shows the server's message under it.
 */
export function AnggotaModal({ group, onClose }: { group: EkskulRow; onClose: () => void }) {
  const table = useTableQuery(K.anggotaTable, { filtering: { ekstrakurikuler_id: group.id } });
  const canCall = useCanCall();
  const can = { add: canCall(K.anggotaTambah), save: canCall(K.nilaiSimpan), remove: canCall(K.anggotaHapus) };
  const [edits, setEdits] = useState<Record<number, NilaiEdit>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const confirmThen = useConfirmedChange(table.reload);
  const changes = nilaiChanges(table.rows, edits);

  const cell = (column: Column) => (row: AnggotaRow) => {
    const error = errors[`${row.id}.${column}`];
    const value = edits[row.id]?.[column] ?? formatDecimalInput(row[column]);
    if (!can.save) return value || '-';
    return (
      <Tooltip title={error} open={error ? undefined : false}>
        <Input
          aria-label={`${column === 'nilai_semester_ganjil' ? 'Nilai Ganjil' : 'Nilai Genap'} ${row.nama}`}
          inputMode="decimal"
          status={error ? 'error' : undefined}
          style={{ width: 88 }}
          value={value}
          onChange={(e) => setEdits((all) => ({ ...all, [row.id]: { ...all[row.id], [column]: e.target.value } }))}
        />
      </Tooltip>
    );
  };
  const columns: TableColumn<AnggotaRow>[] = [
    { key: 'nisn', title: 'NISN', nowrap: true },
    { key: 'rombel_nama', title: 'Rombel', nowrap: true },
    { key: 'nilai_semester_ganjil', title: 'Nilai Ganjil', render: cell('nilai_semester_ganjil') },
    { key: 'nilai_semester_genap', title: 'Nilai Genap', render: cell('nilai_semester_genap') },
  ];

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      await api.call(K.nilaiSimpan, { params: { id: group.id }, body: { nilai: changes } }, { notifySuccess: true });
      setEdits({});
      await table.reload();
    } catch (err) {
      if (err instanceof ApiError) {
        const shown: Record<string, string> = {};
        for (const { field, message } of err.fields) {
          const at = nilaiErrorCell(field, changes);
          if (at) shown[`${at.id}.${at.column}`] = message;
        }
        setErrors(shown);
      }
    } finally {
      setSaving(false);
    }
  };

  const actions = (row: AnggotaRow): RowAction[] =>
    can.remove
      ? [
          {
            key: 'remove',
            label: 'Keluarkan',
            icon: <DeleteOutlined />,
            danger: true,
            onClick: () =>
              confirmThen(
                { title: `Keluarkan ${row.nama}?`, content: 'Nilai ekstrakurikulernya tahun ini ikut terhapus.', okText: 'Keluarkan', danger: true },
                () => api.call(K.anggotaHapus, { params: { id: row.id } }, { notifySuccess: true }),
              ),
          },
        ]
      : [];

  const toolbar = can.save ? (
    <Space>
      <Button type="primary" icon={<SaveOutlined />} disabled={changes.length === 0} loading={saving} onClick={() => void save()}>
        Simpan Nilai
      </Button>
    </Space>
  ) : undefined;

  return (
    <Modal open title={`Anggota ${group.nama}`} footer={null} width={960} onCancel={onClose} maskClosable={false}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">Anggota tahun ajaran aktif. Nilai 0–100, boleh dua angka di belakang koma.</Typography.Text>
        {can.add && <TambahAnggota groupId={group.id} onAdded={() => void table.reload()} />}
        <TablePage<AnggotaRow>
          title="Anggota dan Nilai"
          table={table}
          name={NAME}
          columns={columns}
          sortFields={SORT_FIELDS}
          searchPlaceholder="Cari nama atau NISN"
          toolbar={toolbar}
          rowActions={can.remove ? actions : undefined}
        />
      </Flex>
    </Modal>
  );
}
