import { useMutation } from '@tanstack/react-query';
import { Form, Typography } from 'antd';
import { STAF_AKUN } from '@madrasah/contract/endpoints/staf-akun';
import { ubahPeranBodySchema, type StafAccountRow, type UbahPeranBody } from '@madrasah/contract/schemas/staf-akun';
import { FormModal } from '../../components/FormModal';
import { api } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { zodFormRules } from '../../lib/zod-form';
import { PeranCheckboxes } from './PeranCheckboxes';

const rules = zodFormRules(ubahPeranBodySchema);

/** A staff account's roles; the school keeps at least one active operator (the server refuses otherwise). */
export function UbahPeranModal({ akun, onDone, onCancel }: { akun: StafAccountRow; onDone: () => void; onCancel: () => void }) {
  const [form] = Form.useForm<UbahPeranBody>();
  const save = useMutation({
    mutationFn: (body: UbahPeranBody) => api.call(STAF_AKUN.ubahPeran, { params: { id: akun.id }, body }, { notifySuccess: true }),
    onSuccess: onDone,
    onError: (err) => showServerFieldErrors(form, err),
  });
  return (
    <FormModal title="Ubah Peran" form={form} saving={save.isPending} onCancel={onCancel}>
      <Typography.Paragraph>{akun.nama}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ peran: akun.peran }} onFinish={(values) => save.mutate(values)}>
        <Form.Item name="peran" label="Peran" rules={rules('peran')}>
          <PeranCheckboxes />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
