import { useMutation } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { batalPembayaranBodySchema, type BatalPembayaranBody, type PembayaranStafRow } from '@madrasah/contract/schemas/staf-pembayaran';
import { rupiahAngka } from '@madrasah/contract/terbilang';
import { FormModal } from '../../components/FormModal';
import { showServerFieldErrors } from '../../lib/form-errors';
import { zodFormRules } from '../../lib/zod-form';
import { batalPembayaran } from './api';

const rules = zodFormRules(batalPembayaranBodySchema);

/** Cancels a payment with its reason: it stays in the list, no longer counts, and its receipt number stays used. */
export function BatalPembayaranModal({ row, onDone, onCancel }: { row: PembayaranStafRow; onDone: () => void; onCancel: () => void }) {
  const [form] = Form.useForm<BatalPembayaranBody>();
  const save = useMutation({
    mutationFn: (body: BatalPembayaranBody) => batalPembayaran(row.id, body),
    onSuccess: onDone,
    onError: (err) => showServerFieldErrors(form, err),
  });
  return (
    <FormModal title="Batalkan Pembayaran" form={form} saving={save.isPending} onCancel={onCancel} okText="Batalkan Pembayaran" danger>
      <Typography.Paragraph>
        Pembayaran {rupiahAngka(row.nominal_pembayaran)} oleh {row.siswa_nama} (kuitansi {row.nomor_kuitansi}) tetap tercatat dengan status Dibatalkan dan tidak
        lagi dihitung; nomor kuitansinya tidak dipakai ulang. Pembatalan tidak dapat diurungkan.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Form.Item name="alasan" label="Alasan" rules={rules('alasan')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
