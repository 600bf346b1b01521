import { LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_TAHUN_BARU } from '@madrasah/contract/endpoints/staf-tahun-baru';
import { mutasiKeluarBodySchema, mutasiMasukBodySchema, type MutasiRow } from '@madrasah/contract/schemas/staf-tahun-baru';
import { FormModal } from '../../components/FormModal';
import { IsoDatePicker } from '../../components/IsoDatePicker';
import { OptionSelect } from '../../components/OptionSelect';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery } from '../../components/table/useTableQuery';
import { useCanCall } from '../../lib/can-call';
import { formatDate } from '../../lib/format';
import { modalSaveCallbacks } from '../../lib/form-errors';
import { zodFormRules } from '../../lib/zod-form';
import { useCariSiswa, useMutasiKeluar, useMutasiMasuk } from './api';

const NAME: NameColumn<MutasiRow> = { title: 'Nama', value: (row) => row.nama };
const COLUMNS: TableColumn<MutasiRow>[] = [
  {
    key: 'jenis',
    title: 'Jenis',
    nowrap: true,
    render: (row) => <Tag color={row.jenis === 'masuk' ? 'blue' : 'orange'}>{row.jenis === 'masuk' ? 'Masuk' : 'Keluar'}</Tag>,
  },
  { key: 'tanggal', title: 'Tanggal', nowrap: true, render: (row) => formatDate(row.tanggal) },
  { key: 'nisn', title: 'NISN', nowrap: true },
  { key: 'sekolah_lain', title: 'Sekolah asal / tujuan' },
  { key: 'alasan', title: 'Alasan' },
];
const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_TAHUN_BARU.mutasiTable>>[] = [
  { value: 'tanggal', label: 'Tanggal' },
  { value: 'nama', label: 'Nama' },
];

/** 'Mutasi': the transfers recorded, and the two forms that record one. */
/** Class groups a student may join, grouped by year. */
export type RombelPilihan = { label: string; options: { value: number; label: string }[] }[];

export function MutasiTab({ rombel }: { rombel: RombelPilihan }) {
  const table = useTableQuery(STAF_TAHUN_BARU.mutasiTable);
  const canCall = useCanCall();
  const [open, setOpen] = useState<'masuk' | 'keluar'>();
  const reload = table.reload;
  const toolbar = (
    <Flex gap={8} wrap>
      <Select
        allowClear
        aria-label="Jenis mutasi"
        placeholder="Semua mutasi"
        className="staf-filter-select"
        options={[
          { value: 'masuk', label: 'Masuk' },
          { value: 'keluar', label: 'Keluar' },
        ]}
        value={table.state.filtering.jenis as 'masuk' | 'keluar' | undefined}
        onChange={(jenis?: 'masuk' | 'keluar') => table.filter({ ...table.state.filtering, jenis })}
      />
      {canCall(STAF_TAHUN_BARU.mutasiMasuk) && (
        <Button icon={<LoginOutlined />} onClick={() => setOpen('masuk')}>
          Mutasi Masuk
        </Button>
      )}
      {canCall(STAF_TAHUN_BARU.mutasiKeluar) && (
        <Button icon={<LogoutOutlined />} onClick={() => setOpen('keluar')}>
          Mutasi Keluar
        </Button>
      )}
    </Flex>
  );
  return (
    <>
      <TablePage<MutasiRow>
        title="Mutasi Peserta Didik"
        table={table}
        name={NAME}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari nama, NISN atau sekolah"
        toolbar={toolbar}
      />
      {open === 'keluar' && <MutasiKeluarModal onClose={() => setOpen(undefined)} reload={reload} />}
      {open === 'masuk' && <MutasiMasukModal rombel={rombel} onClose={() => setOpen(undefined)} reload={reload} />}
    </>
  );
}

const keluarRules = zodFormRules(mutasiKeluarBodySchema);

/** A student leaves: found by name or NISN among the active students. */
function MutasiKeluarModal({ onClose, reload }: { onClose: () => void; reload: () => Promise<void> }) {
  const [form] = Form.useForm();
  const [q, setQ] = useState('');
  const found = useCariSiswa(q);
  const keluar = useMutasiKeluar();
  return (
    <FormModal title="Mutasi Keluar" form={form} saving={keluar.isPending} onCancel={onClose} okText="Catat mutasi keluar" danger>
      <Form form={form} layout="vertical" onFinish={(values) => keluar.mutate(mutasiKeluarBodySchema.parse(values), modalSaveCallbacks(form, onClose, reload))}>
        <Form.Item name="siswa_id" label="Peserta didik" rules={keluarRules('siswa_id')} extra="Akun peserta didik dan akun walinya dinonaktifkan.">
          <Select
            showSearch={{ filterOption: false, onSearch: setQ }}
            placeholder="Ketik nama atau NISN"
            loading={found.isFetching}
            notFoundContent={q.trim().length < 2 ? 'Ketik minimal 2 huruf' : 'Tidak ditemukan'}
            options={(found.data ?? []).map((s) => ({ value: s.id, label: `${s.nama} · ${s.nisn}${s.rombel_nama ? ` · ${s.rombel_nama}` : ''}` }))}
          />
        </Form.Item>
        <Form.Item name="tanggal" label="Tanggal keluar" rules={keluarRules('tanggal')}>
          <IsoDatePicker />
        </Form.Item>
        <Form.Item name="alasan" label="Alasan" rules={keluarRules('alasan')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="sekolah_lain" label="Sekolah tujuan" rules={keluarRules('sekolah_lain')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

const masukRules = zodFormRules(mutasiMasukBodySchema);

/** A student joins from another school with the identity the school has on the day; the rest follows in Data Diri. */
function MutasiMasukModal({ rombel, onClose, reload }: { rombel: RombelPilihan; onClose: () => void; reload: () => Promise<void> }) {
  const [form] = Form.useForm();
  const masuk = useMutasiMasuk();
  return (
    <FormModal title="Mutasi Masuk" form={form} saving={masuk.isPending} onCancel={onClose} okText="Catat mutasi masuk">
      <Form form={form} layout="vertical" onFinish={(values) => masuk.mutate(mutasiMasukBodySchema.parse(values), modalSaveCallbacks(form, onClose, reload))}>
        <Form.Item name="nama" label="Nama" rules={masukRules('nama')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="nisn" label="NISN" rules={masukRules('nisn')}>
          <Input inputMode="numeric" maxLength={10} />
        </Form.Item>
        <Form.Item name="jenis_kelamin" label="Jenis Kelamin" rules={masukRules('jenis_kelamin')}>
          <OptionSelect list="jenis_kelamin" />
        </Form.Item>
        <Form.Item name="tanggal" label="Tanggal masuk" rules={masukRules('tanggal')}>
          <IsoDatePicker />
        </Form.Item>
        <Form.Item name="sekolah_lain" label="Sekolah asal" rules={masukRules('sekolah_lain')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="alasan" label="Alasan" rules={masukRules('alasan')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="rombel_id" label="Rombel" rules={masukRules('rombel_id')} extra="Rombel tahun ajaran yang sudah lewat tidak dapat dipilih.">
          <Select placeholder="Pilih rombel" options={rombel} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
