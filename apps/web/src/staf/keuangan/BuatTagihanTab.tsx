import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, InputNumber, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isoToDmy } from '@madrasah/contract/dates';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import { STAF_TAGIHAN as T } from '@madrasah/contract/endpoints/staf-tagihan';
import type { GenerateBody, GenerateResult, PotonganValues } from '@madrasah/contract/schemas/staf-keuangan';
import { api } from '../../lib/api-client';
import { useCanCall } from '../../lib/can-call';
import { showServerFieldErrors } from '../../lib/form-errors';
import { formatRupiah } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useStafRombel } from '../FilterSelect';
import { SiswaSelect } from '../kegiatan/SiswaSelect';
import { BIAYA_PILIHAN_KEY, TUNGGAKAN_KEY, useBiayaPilihan } from './api';
import { biayaLabel } from './labels';

type Values = {
  pemasukan_detail_ids: number[];
  rombel_ids?: number[];
  siswa_ids?: number[];
  tanggal_jatuh_tempo: number;
  potongan?: Partial<PotonganValues>[];
};

const JENIS_POTONGAN = [
  { value: 'persen', label: 'Persen (%)' },
  { value: 'nominal', label: 'Rupiah per tagihan' },
];

type Contoh = GenerateResult['contoh'][number];
const SAMPLE_COLUMNS: TableColumnsType<Contoh> = [
  { title: 'Peserta Didik', dataIndex: 'siswa_nama', key: 'siswa_nama' },
  { title: 'Rombel', dataIndex: 'rombel_nama', key: 'rombel_nama' },
  { title: 'Tagihan', dataIndex: 'tagihan_nama', key: 'tagihan_nama' },
  { title: 'Jatuh Tempo', dataIndex: 'jatuh_tempo', key: 'jatuh_tempo', render: (v: string) => isoToDmy(v) },
  { title: 'Nominal', dataIndex: 'nominal', key: 'nominal', align: 'right', render: (v: number) => formatRupiah(v) },
  { title: 'Potongan', dataIndex: 'potongan', key: 'potongan', align: 'right', render: (v: number) => (v ? formatRupiah(v) : '-') },
  { title: '', dataIndex: 'sudah', key: 'sudah', render: (v: boolean) => (v ? <Tag>Sudah ada</Tag> : <Tag color="blue">Baru</Tag>) },
];

/** The counts a preview or a run answered, and its first invoices. */
function Hasil({ result }: { result: GenerateResult }) {
  return (
    <Card size="small" title={result.preview ? 'Pratinjau' : 'Tagihan dibuat'} className="tagihan-hasil">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'siswa', label: 'Peserta didik', children: result.siswa },
          { key: 'baru', label: result.preview ? 'Tagihan baru' : 'Tagihan dibuat', children: result.baru },
          { key: 'sudah', label: 'Sudah ada (dilewati)', children: result.sudah },
          { key: 'dilewati', label: 'Peserta didik tidak aktif', children: result.dilewati },
          { key: 'total', label: 'Total tagihan baru', children: formatRupiah(result.total_nominal) },
        ]}
      />
      <Table<Contoh>
        size="small"
        rowKey={(r) => `${r.siswa_nama}-${r.tagihan_nama}-${r.jatuh_tempo}`}
        columns={SAMPLE_COLUMNS}
        dataSource={result.contoh}
        pagination={false}
        scroll={{ x: 720 }}
      />
    </Card>
  );
}

/**
 * Billing the active year's fees: choose the fees, the class groups and/or students, the due
 * day and any discounts; 'Pratinjau' counts what would be billed and writes nothing; 'Buat
 * Tagihan' writes it. Running it again bills nobody twice.
 */
export function BuatTagihanTab({ onDone }: { onDone?: () => void }) {
  const [form] = Form.useForm<Values>();
  const canCreate = useCanCall()(T.generate);
  const biaya = useBiayaPilihan();
  const rombel = useStafRombel();
  const [result, setResult] = useState<GenerateResult>();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: async ({ values, preview }: { values: Values; preview: boolean }) => {
      const body: GenerateBody = {
        pemasukan_detail_ids: values.pemasukan_detail_ids ?? [],
        rombel_ids: values.rombel_ids ?? [],
        siswa_ids: values.siswa_ids ?? [],
        tanggal_jatuh_tempo: values.tanggal_jatuh_tempo,
        potongan: (values.potongan ?? []) as PotonganValues[],
        preview,
      };
      return (await api.call(T.generate, { body }, { notifySuccess: !preview })).data;
    },
    onSuccess: (data) => {
      setResult(data);
      if (data.preview) return;
      // The fees' invoice counts and the arrears change with a run.
      void queryClient.invalidateQueries({ queryKey: BIAYA_PILIHAN_KEY });
      void queryClient.invalidateQueries({ queryKey: TUNGGAKAN_KEY });
      onDone?.();
    },
    onError: (err) => showServerFieldErrors(form, err),
  });
  const submit = (preview: boolean) => form.validateFields().then((values) => run.mutate({ values, preview }));
  const fees = (biaya.data ?? []).map((b) => ({ value: b.id, label: biayaLabel(b) }));
  const chosenFees = Form.useWatch('pemasukan_detail_ids', form) ?? [];

  return (
    <Flex vertical gap={16}>
      <Card size="small" title="Buat Tagihan Tahun Ajaran Aktif">
        {!canCreate && <Alert type="info" showIcon message="Anda hanya dapat melihat tagihan." />}
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ tanggal_jatuh_tempo: 10, potongan: [] }}
          onValuesChange={() => setResult(undefined)}
          disabled={!canCreate}
        >
          <Form.Item name="pemasukan_detail_ids" label="Biaya" rules={[{ required: true, message: 'Pilih minimal satu biaya' }]}>
            <Select mode="multiple" options={fees} optionFilterProp="label" loading={biaya.isPending} placeholder="Pilih biaya" aria-label="Biaya" />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item name="rombel_ids" label="Rombel" className="tagihan-grow">
              <Select
                mode="multiple"
                aria-label="Rombel"
                placeholder="Pilih rombel"
                loading={rombel.isPending}
                optionFilterProp="label"
                options={rombel.data?.map((r) => ({ value: r.id, label: r.nama }))}
              />
            </Form.Item>
            <Form.Item name="tanggal_jatuh_tempo" label="Jatuh tempo tiap tanggal" rules={[{ required: true, message: 'Wajib diisi' }]}>
              <InputNumber min={1} max={28} precision={0} aria-label="Jatuh tempo tiap tanggal" />
            </Form.Item>
          </Flex>
          <Form.Item name="siswa_ids" label="Atau peserta didik tertentu">
            <SiswaMulti />
          </Form.Item>
          <Form.List name="potongan">
            {(items, { add, remove }) => (
              <Flex vertical gap={8}>
                <strong>Potongan per peserta didik</strong>
                {items.map((item) => (
                  <Space key={item.key} wrap align="start" className="tagihan-potongan">
                    <Form.Item name={[item.name, 'siswa_id']} rules={[{ required: true, message: 'Pilih peserta didik' }]}>
                      <SiswaSelect />
                    </Form.Item>
                    <Form.Item name={[item.name, 'pemasukan_detail_id']} rules={[{ required: true, message: 'Pilih biaya' }]}>
                      <Select placeholder="Biaya" options={fees.filter((f) => chosenFees.includes(f.value))} className="tagihan-biaya" />
                    </Form.Item>
                    <Form.Item name={[item.name, 'jenis']} initialValue="persen">
                      <Select options={JENIS_POTONGAN} className="tagihan-jenis" />
                    </Form.Item>
                    <Form.Item name={[item.name, 'nilai']} rules={[{ required: true, message: 'Isi nilai' }]}>
                      <InputNumber min={0} precision={0} placeholder="Nilai" />
                    </Form.Item>
                    <Form.Item name={[item.name, 'keterangan']} rules={[{ required: true, message: 'Isi alasan' }]}>
                      <Input placeholder="Alasan (Yatim, Saudara kandung)" maxLength={100} />
                    </Form.Item>
                    <Button aria-label="Hapus potongan" icon={<DeleteOutlined />} onClick={() => remove(item.name)} />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ jenis: 'persen' })} className="tagihan-tambah">
                  Tambah Potongan
                </Button>
              </Flex>
            )}
          </Form.List>
          <Flex gap={8} wrap justify="flex-end" className="tagihan-aksi">
            <Button onClick={() => void submit(true)} loading={run.isPending && run.variables?.preview}>
              Pratinjau
            </Button>
            <Button
              type="primary"
              disabled={!result?.preview || result.baru === 0}
              onClick={() => void submit(false)}
              loading={run.isPending && !run.variables?.preview}
            >
              Buat Tagihan
            </Button>
          </Flex>
        </Form>
      </Card>
      {result && <Hasil result={result} />}
    </Flex>
  );
}

/** Several students of the active year, found by name or NISN as one types (the staff students' list). */
function SiswaMulti({ onChange }: { value?: number[]; onChange?: (v: number[]) => void }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: number; label: string }[]>([]);
  const text = useDebouncedValue(search, 300);
  const found = useQuery({
    queryKey: ['staf-tagihan-siswa', text],
    queryFn: async () => (await api.call(STAF_SISWA.table, { body: { search: text, pagination: { current: 1, pageSize: 20 } } })).data.list,
  });
  return (
    <Select
      mode="multiple"
      labelInValue
      showSearch
      allowClear
      aria-label="Peserta didik"
      placeholder="Cari nama atau NISN"
      filterOption={false}
      onSearch={setSearch}
      loading={found.isFetching}
      options={(found.data ?? []).map((s) => ({ value: s.id, label: `${s.nama} (${s.rombel_nama ?? '-'})` }))}
      value={chosen}
      onChange={(list: { value: number; label: string }[]) => {
        setChosen(list);
        onChange?.(list.map((o) => o.value));
      }}
    />
  );
}
