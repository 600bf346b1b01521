import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, InputNumber, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { STAF_AKADEMIK } from '@madrasah/contract/endpoints/staf-akademik';
import { MSG } from '@madrasah/contract/messages';
import { TAHUN_MAX, TAHUN_MIN, tahunAjaranBodySchema, type TahunAjaranRow } from '@madrasah/contract/schemas/staf-akademik';
import { FormModal } from '../../components/FormModal';
import { useConfirmedChange, useConfirmedDelete } from '../../components/table/useConfirmedChange';
import { useCanCall } from '../../lib/can-call';
import { modalSaveCallbacks } from '../../lib/form-errors';
import { zodFormRules } from '../../lib/zod-form';
import { useActivatePeriode, useCreateTahunAjaran, useDeleteTahunAjaran, useTahunAjaranList } from './api';
import { activePeriod } from './periode';

type Semester = TahunAjaranRow['semester'][number];

/**
 * 'Tahun Ajaran': the school years with their semesters, the active period named above them and
 * marked in the list. The operator opens a year, makes a year's semester the active period (the
 * portal follows at once) and removes an empty year.
 */
export function TahunAjaranTab() {
  const years = useTahunAjaranList();
  const canCall = useCanCall();
  const can = {
    create: canCall(STAF_AKADEMIK.tahunAjaranCreate),
    activate: canCall(STAF_AKADEMIK.periodeAktifUpdate),
    remove: canCall(STAF_AKADEMIK.tahunAjaranDelete),
  };
  const activate = useActivatePeriode();
  const remove = useDeleteTahunAjaran();
  const [adding, setAdding] = useState(false);
  const confirmThen = useConfirmedChange(async () => void (await years.refetch()));
  const deleteConfirmed = useConfirmedDelete(async () => void (await years.refetch()));
  const active = activePeriod(years.data);

  const confirmActivate = (year: TahunAjaranRow, semester: Semester) =>
    confirmThen(
      {
        title: 'Aktifkan periode ini?',
        content: `Tahun ajaran ${year.nama} semester ${semester.tipe_semester} menjadi periode aktif. Presensi, perizinan dan daftar di portal langsung memakai periode ini.`,
        okText: 'Aktifkan',
      },
      () => activate.mutateAsync({ tahun_ajaran_id: year.id, semester_id: semester.id }),
    );
  const confirmDelete = (year: TahunAjaranRow) => deleteConfirmed(`Hapus tahun ajaran ${year.nama}?`, () => remove.mutateAsync(year.id));

  const semesterCell = (year: TahunAjaranRow, semester: Semester) => {
    if (year.is_active && semester.is_active)
      return (
        <Tag key={semester.id} color="success">
          {semester.tipe_semester} · Aktif
        </Tag>
      );
    if (!can.activate) return <Tag key={semester.id}>{semester.tipe_semester}</Tag>;
    return (
      <Button key={semester.id} size="small" onClick={() => confirmActivate(year, semester)}>
        Aktifkan {semester.tipe_semester}
      </Button>
    );
  };

  const columns: TableColumnsType<TahunAjaranRow> = [
    {
      key: 'nama',
      title: 'Tahun Ajaran',
      render: (_, year) => (
        <Flex gap={8} align="center">
          {year.nama}
          {year.is_active && <Tag color="success">Aktif</Tag>}
        </Flex>
      ),
    },
    {
      key: 'semester',
      title: 'Semester',
      render: (_, year) => (
        <Flex gap={8} wrap>
          {year.semester.map((s) => semesterCell(year, s))}
        </Flex>
      ),
    },
    ...(can.remove
      ? [
          {
            key: 'aksi',
            title: '',
            width: 56,
            render: (_: unknown, year: TahunAjaranRow) =>
              year.is_active || year.dipakai ? (
                <Tooltip title={year.is_active ? MSG.tahunAjaranActive : MSG.tahunAjaranInUse}>
                  <Button type="text" icon={<DeleteOutlined />} disabled aria-label={`Hapus ${year.nama}`} />
                </Tooltip>
              ) : (
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Hapus ${year.nama}`} onClick={() => confirmDelete(year)} />
              ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Alert
        showIcon
        type={active ? 'success' : 'warning'}
        title={active ? `Periode aktif: tahun ajaran ${active.year.nama}, semester ${active.semester.tipe_semester}` : MSG.noActiveYear}
      />
      {can.create && (
        <Flex justify="end">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Tambah Tahun Ajaran
          </Button>
        </Flex>
      )}
      <Table<TahunAjaranRow> rowKey="id" size="middle" loading={years.isPending} dataSource={years.data} columns={columns} pagination={false} />
      {adding && <TahunAjaranFormModal latest={years.data?.[0]?.thn_awal} onClose={() => setAdding(false)} reload={async () => void (await years.refetch())} />}
    </Flex>
  );
}

const rules = zodFormRules(tahunAjaranBodySchema);

/** Opens a year: its first calendar year is typed, the second follows. */
function TahunAjaranFormModal({ latest, onClose, reload }: { latest?: number; onClose: () => void; reload: () => Promise<void> }) {
  const [form] = Form.useForm<{ thn_awal: number; thn_akhir: number }>();
  const create = useCreateTahunAjaran();
  const first = latest === undefined ? new Date().getFullYear() : latest + 1;
  return (
    <FormModal title="Tambah Tahun Ajaran" form={form} saving={create.isPending} onCancel={onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ thn_awal: first, thn_akhir: first + 1 }}
        onValuesChange={(changed: { thn_awal?: number | null }) => {
          if ('thn_awal' in changed) form.setFieldValue('thn_akhir', typeof changed.thn_awal === 'number' ? changed.thn_awal + 1 : undefined);
        }}
        onFinish={(values) => create.mutate(tahunAjaranBodySchema.parse(values), modalSaveCallbacks(form, onClose, reload))}
      >
        <Flex gap={16} wrap>
          <Form.Item name="thn_awal" label="Tahun Awal" rules={rules('thn_awal')}>
            <InputNumber min={TAHUN_MIN} max={TAHUN_MAX} precision={0} />
          </Form.Item>
          <Form.Item name="thn_akhir" label="Tahun Akhir" rules={rules('thn_akhir')} extra="Semester Ganjil dan Genap dibuat bersama tahun ajaran.">
            <InputNumber disabled />
          </Form.Item>
        </Flex>
      </Form>
    </FormModal>
  );
}
