import { CopyOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, App, Breadcrumb, Button, Card, Empty, Flex, Form, Input, Segmented, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Hari } from '@madrasah/contract/jadwal';
import { STAF_JADWAL } from '@madrasah/contract/endpoints/staf-jadwal';
import { JAM_KE_MAX, type JadwalPilihan, type JadwalRombel } from '@madrasah/contract/schemas/staf-jadwal';
import { FormModal } from '../../components/FormModal';
import { mobile } from '../../components/mobile';
import { useCanCall } from '../../lib/can-call';
import { useJadwalPilihan, useJadwalRombel, useSalinJadwal, useSaveJadwal } from './api';
import { cellKey, daysOf, gridOf, rowTimes, slotsOf, withCell, withRowTimes, type Grid } from './jadwal-grid';
import './jadwal.css';

/**
 * /staf/pengaturan/jadwal: a class group's weekly timetable as a grid of periods by day, saved
 * whole, or copied from another class group (last year's, as a rule). An earlier year's
 * timetable is shown as it was. A phone shows one day at a time.
 */
export default function JadwalPage() {
  const [yearId, setYearId] = useState<number>();
  const [rombelId, setRombelId] = useState<number>();
  const pilihan = useJadwalPilihan(yearId);
  const jadwal = useJadwalRombel(rombelId);
  const shownYear = yearId ?? pilihan.data?.tahun_ajaran.find((y) => y.is_active)?.id;
  const rombel = pilihan.data?.rombel.find((r) => r.id === rombelId);

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Pengaturan Sekolah' }, { title: 'Jadwal Pelajaran' }]} />
      <Card title="Jadwal Pelajaran">
        <Flex gap={8} wrap className="jadwal-toolbar">
          <Select
            aria-label="Tahun Ajaran"
            className="staf-filter-select"
            placeholder="Pilih tahun ajaran"
            loading={pilihan.isPending}
            value={shownYear}
            options={pilihan.data?.tahun_ajaran.map((y) => ({ value: y.id, label: y.is_active ? `${y.nama} (aktif)` : y.nama }))}
            onChange={(value: number) => {
              setYearId(value);
              setRombelId(undefined);
            }}
          />
          <Select
            aria-label="Rombel"
            className="staf-filter-select"
            placeholder="Pilih rombel"
            showSearch={{ optionFilterProp: 'label' }}
            value={rombelId}
            options={pilihan.data?.rombel.map((r) => ({ value: r.id, label: `${r.nama} (${r.jumlah_jadwal} jam)` }))}
            onChange={(value: number) => setRombelId(value)}
          />
        </Flex>
        {rombelId === undefined || !rombel ? (
          <Empty description="Pilih rombel untuk melihat jadwalnya" />
        ) : jadwal.data && pilihan.data ? (
          // A new grid for each class group and each read of its timetable: what was saved shows as it is.
          <JadwalGrid
            key={`${rombelId}-${jadwal.dataUpdatedAt}`}
            rombel={rombel}
            jadwal={jadwal.data}
            pilihan={pilihan.data}
            onSaved={async () => {
              await Promise.all([jadwal.refetch(), pilihan.refetch()]);
            }}
          />
        ) : (
          <Card loading variant="borderless" />
        )}
      </Card>
    </Flex>
  );
}

type GridProps = {
  rombel: JadwalPilihan['rombel'][number];
  jadwal: JadwalRombel;
  pilihan: JadwalPilihan;
  onSaved: () => Promise<void>;
};

/** One class group's grid, edited in place and saved whole. */
function JadwalGrid({ rombel, jadwal, pilihan, onSaved }: GridProps) {
  const canCall = useCanCall();
  const editable = jadwal.dapat_diubah && canCall(STAF_JADWAL.update);
  const stored = gridOf(jadwal.slots);
  const [grid, setGrid] = useState<Grid>(stored);
  const [day, setDay] = useState<Hari>('Senin');
  const [copying, setCopying] = useState(false);
  const save = useSaveJadwal();
  const dirty = JSON.stringify(slotsOf(grid)) !== JSON.stringify(slotsOf(stored));
  const days = daysOf(grid);
  const periods = Array.from({ length: grid.periods }, (_, i) => i + 1);

  const mapelOptions = pilihan.mapel.map((m) => ({ value: m.id, label: `${m.singkatan} · ${m.nama}` }));
  const gtkOptions = (current: number | null | undefined) => [
    ...pilihan.gtk.map((g) => ({ value: g.id, label: g.nama })),
    // A teacher no longer active stays shown where the timetable names them.
    ...(current && !pilihan.gtk.some((g) => g.id === current)
      ? [{ value: current, label: jadwal.slots.find((s) => s.gtk_id === current)?.gtk_nama ?? String(current) }]
      : []),
  ];
  const mapelName = (id: number | null | undefined) => pilihan.mapel.find((m) => m.id === id)?.nama ?? jadwal.slots.find((s) => s.mapel_id === id)?.mapel_nama;
  const gtkName = (id: number | null | undefined) => (id ? gtkOptions(id).find((o) => o.value === id)?.label : undefined);

  const cell = (hari: Hari, jamKe: number) => {
    const value = grid.cells[cellKey(hari, jamKe)];
    if (!editable)
      return value?.mapel_id ? (
        <Flex vertical>
          <Typography.Text strong>{mapelName(value.mapel_id)}</Typography.Text>
          <Typography.Text type="secondary">{gtkName(value.gtk_id) ?? '-'}</Typography.Text>
        </Flex>
      ) : (
        '-'
      );
    return (
      <Flex vertical gap={4} className="jadwal-cell">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={`Mata pelajaran ${hari} jam ke-${jamKe}`}
          placeholder="Mapel"
          options={mapelOptions}
          value={value?.mapel_id ?? undefined}
          onChange={(mapel_id?: number) => setGrid((g) => withCell(g, hari, jamKe, { mapel_id: mapel_id ?? null }))}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={`Guru ${hari} jam ke-${jamKe}`}
          placeholder="Guru"
          disabled={!value?.mapel_id}
          options={gtkOptions(value?.gtk_id)}
          value={value?.gtk_id ?? undefined}
          onChange={(gtk_id?: number) => setGrid((g) => withCell(g, hari, jamKe, { gtk_id: gtk_id ?? null }))}
        />
      </Flex>
    );
  };

  const times = (jamKe: number) => {
    const { jam_mulai, jam_selesai } = rowTimes(grid, jamKe);
    if (!editable) return jam_mulai || jam_selesai ? `${jam_mulai ?? ''}–${jam_selesai ?? ''}` : null;
    const set = (field: 'jam_mulai' | 'jam_selesai') => (e: { target: { value: string } }) =>
      setGrid((g) => withRowTimes(g, jamKe, { [field]: e.target.value || null }));
    return (
      <Flex gap={4} className="jadwal-times">
        <Input size="small" placeholder="07:00" aria-label={`Jam mulai ke-${jamKe}`} value={jam_mulai ?? ''} onChange={set('jam_mulai')} />
        <Input size="small" placeholder="07:45" aria-label={`Jam selesai ke-${jamKe}`} value={jam_selesai ?? ''} onChange={set('jam_selesai')} />
      </Flex>
    );
  };

  const columns: TableColumnsType<number> = [
    {
      key: 'jam',
      title: 'Jam',
      fixed: 'left',
      width: editable ? 150 : 110,
      render: (_, jamKe) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>Jam ke-{jamKe}</Typography.Text>
          {times(jamKe)}
        </Flex>
      ),
    },
    ...(mobile ? [day] : days).map((hari) => ({
      key: hari,
      title: hari === 'Minggu' ? 'Ahad' : hari,
      width: 190,
      render: (_: unknown, jamKe: number) => cell(hari, jamKe),
    })),
  ];

  return (
    <Flex vertical gap={12} className="jadwal-grid">
      {!jadwal.dapat_diubah && <Alert showIcon type="info" title="Jadwal tahun ajaran yang sudah lewat ditampilkan seperti adanya dan tidak dapat diubah." />}
      {editable && (
        <Flex gap={8} wrap justify="space-between">
          <Flex gap={8} wrap>
            <Button icon={<CopyOutlined />} onClick={() => setCopying(true)}>
              Salin dari Rombel Lain
            </Button>
            <Button icon={<PlusOutlined />} disabled={grid.periods >= JAM_KE_MAX} onClick={() => setGrid((g) => ({ ...g, periods: g.periods + 1 }))}>
              Tambah Jam
            </Button>
          </Flex>
          <Flex gap={8} wrap>
            {dirty && (
              <Button onClick={() => setGrid(stored)} disabled={save.isPending}>
                Batalkan Perubahan
              </Button>
            )}
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => save.mutate({ rombelId: rombel.id, slots: slotsOf(grid) }, { onSuccess: () => void onSaved() })}
            >
              Simpan Jadwal
            </Button>
          </Flex>
        </Flex>
      )}
      {mobile && (
        <Segmented
          block
          options={days.map((h) => ({ value: h, label: h === 'Minggu' ? 'Ahad' : h.slice(0, 3) }))}
          value={day}
          onChange={(h) => setDay(h as Hari)}
        />
      )}
      <Table<number> rowKey={(jamKe) => jamKe} size="small" bordered pagination={false} dataSource={periods} columns={columns} scroll={{ x: 'max-content' }} />
      {copying && <SalinModal rombel={rombel} pilihan={pilihan} filled={jadwal.slots.length > 0} onClose={() => setCopying(false)} onCopied={onSaved} />}
    </Flex>
  );
}

type SalinProps = {
  rombel: JadwalPilihan['rombel'][number];
  pilihan: JadwalPilihan;
  /** Whether the class group has a timetable the copy replaces. */
  filled: boolean;
  onClose: () => void;
  onCopied: () => Promise<void>;
};

/** Picks the class group to copy from: last year's of the same name unless another is chosen. */
function SalinModal({ rombel, pilihan, filled, onClose, onCopied }: SalinProps) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ tahun_ajaran_id: number; dari_rombel_id: number }>();
  const years = pilihan.tahun_ajaran;
  const index = years.findIndex((y) => y.id === rombel.tahun_ajaran_id);
  const [yearId, setYearId] = useState(years[index + 1]?.id ?? rombel.tahun_ajaran_id);
  const source = useJadwalPilihan(yearId);
  const salin = useSalinJadwal();
  const candidates = (source.data?.rombel ?? []).filter((r) => r.id !== rombel.id && r.tahun_ajaran_id === yearId);
  const sameName = candidates.find((r) => r.nama === rombel.nama)?.id;

  const copy = ({ dari_rombel_id }: { dari_rombel_id: number }) => {
    const run = () => salin.mutate({ rombelId: rombel.id, dari: dari_rombel_id }, { onSuccess: () => void onCopied().then(onClose) });
    if (!filled) return run();
    modal.confirm({
      title: `Ganti jadwal ${rombel.nama}?`,
      content: 'Jadwal yang ada sekarang diganti seluruhnya dengan jadwal rombel yang dipilih.',
      okText: 'Ganti',
      okButtonProps: { danger: true },
      cancelText: 'Batal',
      onOk: run,
    });
  };

  return (
    <FormModal title={`Salin Jadwal ke ${rombel.nama}`} form={form} saving={salin.isPending} okText="Salin" onCancel={onClose}>
      <Form form={form} layout="vertical" onFinish={copy} initialValues={{ tahun_ajaran_id: yearId }}>
        <Form.Item name="tahun_ajaran_id" label="Tahun Ajaran Sumber">
          <Select
            options={years.map((y) => ({ value: y.id, label: y.nama }))}
            onChange={(value: number) => {
              setYearId(value);
              form.setFieldValue('dari_rombel_id', undefined);
            }}
          />
        </Form.Item>
        {/* Re-mounted when the year's class groups arrive, to preselect the one of the same name. */}
        <Form.Item
          key={`${yearId}-${sameName ?? ''}`}
          name="dari_rombel_id"
          label="Rombel Sumber"
          initialValue={sameName}
          rules={[{ required: true, message: 'Pilih rombel sumber' }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={source.isFetching}
            placeholder="Pilih rombel"
            options={candidates.map((r) => ({ value: r.id, label: `${r.nama} (${r.jumlah_jadwal} jam)`, disabled: r.jumlah_jadwal === 0 }))}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
