import { useMutation } from '@tanstack/react-query';
import { Descriptions, Form, Input, InputNumber, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@madrasah/contract/limits';
import type { TagihanRow } from '@madrasah/contract/schemas/keuangan';
import { JENIS_PEMBAYARAN } from '@madrasah/contract/schemas/keuangan';
import { bayarBodySchema, type BayarBody, type PembayaranStaf, PEMBAYARAN_MUNDUR_HARI } from '@madrasah/contract/schemas/staf-pembayaran';
import { terbilangRupiah } from '@madrasah/contract/terbilang';
import { FormModal } from '../../components/FormModal';
import { IsoDatePicker } from '../../components/IsoDatePicker';
import { showServerFieldErrors } from '../../lib/form-errors';
import { zodFormRules } from '../../lib/zod-form';
import { bayar } from './api';
import { formatRupiah } from '../../lib/format';

const rules = zodFormRules(bayarBodySchema);
const METODE = JENIS_PEMBAYARAN.map((value) => ({ value, label: value }));

/**
 * Takes a payment of one invoice: the amount starts at what is left (a smaller one is a partial
 * payment or an instalment), the date at today, the method at cash. The server refuses more
 * than what is left.
 */
export function BayarModal({ tagihan, onDone, onCancel }: { tagihan: TagihanRow; onDone: (paid: PembayaranStaf) => void; onCancel: () => void }) {
  const [form] = Form.useForm<BayarBody>();
  const jumlah = Form.useWatch('jumlah', form);
  const save = useMutation({ mutationFn: bayar, onSuccess: onDone, onError: (err) => showServerFieldErrors(form, err) });
  const sisa = tagihan.total_belum_dibayar;
  return (
    <FormModal title="Terima Pembayaran" form={form} saving={save.isPending} onCancel={onCancel} okText="Simpan Pembayaran">
      <Descriptions size="small" column={1} className="pembayaran-tagihan">
        <Descriptions.Item label="Tagihan">
          {tagihan.tagihan_nama} ({tagihan.tahun_ajaran})
        </Descriptions.Item>
        <Descriptions.Item label="Sisa">{formatRupiah(sisa)}</Descriptions.Item>
      </Descriptions>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ tagihan_id: tagihan.id, jumlah: sisa, tanggal: dayjs().format(DATE_FORMAT.lookup), metode: 'Tunai' }}
        onFinish={(values) => save.mutate({ ...values, tagihan_id: tagihan.id })}
      >
        <Form.Item
          name="jumlah"
          label="Jumlah (Rp)"
          rules={rules('jumlah')}
          extra={typeof jumlah === 'number' && jumlah > 0 && jumlah <= sisa ? terbilangRupiah(jumlah) : undefined}
        >
          <InputNumber<number>
            min={1}
            max={sisa}
            precision={0}
            style={{ width: '100%' }}
            formatter={(v) => (v === undefined || v === null || `${v}` === '' ? '' : `${v}`.replace(/\B(?=(\d{3})+(?!\d))/g, '.'))}
            parser={(v) => Number((v ?? '').replace(/\D/g, ''))}
          />
        </Form.Item>
        <Form.Item name="tanggal" label="Tanggal" rules={rules('tanggal')}>
          <IsoDatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.isBefore(dayjs().subtract(PEMBAYARAN_MUNDUR_HARI, 'day'), 'day')} />
        </Form.Item>
        <Form.Item name="metode" label="Metode" rules={rules('metode')}>
          <Select options={METODE} />
        </Form.Item>
        <Form.Item name="keterangan" label="Keterangan" rules={rules('keterangan')}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">Nomor kuitansi diberikan otomatis, berurutan tanpa loncatan.</Typography.Paragraph>
    </FormModal>
  );
}
