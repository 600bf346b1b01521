import { useMutation } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { STAF_AKUN } from '@madrasah/contract/endpoints/staf-akun';
import { tangguhkanBodySchema, type AkunRingkas, type TangguhkanBody } from '@madrasah/contract/schemas/staf-akun';
import { FormModal } from '../../components/FormModal';
import { api } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { zodFormRules } from '../../lib/zod-form';

const rules = zodFormRules(tangguhkanBodySchema);

/** Suspends an account with the reason its owner will read. */
export function TangguhkanModal({ akun, onDone, onCancel }: { akun: AkunRingkas; onDone: () => void; onCancel: () => void }) {
  const [form] = Form.useForm<TangguhkanBody>();
  const save = useMutation({
    mutationFn: (body: TangguhkanBody) => api.call(STAF_AKUN.tangguhkan, { params: { id: akun.id }, body }, { notifySuccess: true }),
    onSuccess: onDone,
    onError: (err) => showServerFieldErrors(form, err),
  });
  return (
    <FormModal title="Tangguhkan Akun" form={form} saving={save.isPending} onCancel={onCancel} okText="Tangguhkan" danger>
      <Typography.Paragraph>
        {akun.nama} ({akun.email}) tidak dapat memakai portal sampai penangguhannya dicabut. Peserta didik tetap dapat masuk dan melihat alasannya di beranda.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Form.Item name="alasan" label="Alasan" rules={rules('alasan')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
