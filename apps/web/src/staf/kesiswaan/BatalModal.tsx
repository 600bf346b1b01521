import { useMutation } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { batalCatatBodySchema, type BatalCatatBody } from '@madrasah/contract/schemas/staf-kesiswaan';
import { FormModal } from '../../components/FormModal';
import { showServerFieldErrors } from '../../lib/form-errors';
import { zodFormRules } from '../../lib/zod-form';

const rules = zodFormRules(batalCatatBodySchema);

/** Cancels a record with the reason kept beside it: the record stays in the list, and no longer counts in the portal. */
export function BatalModal({
  what,
  submit,
  onDone,
  onCancel,
}: {
  what: string;
  submit: (body: BatalCatatBody) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<BatalCatatBody>();
  const save = useMutation({ mutationFn: submit, onSuccess: onDone, onError: (err) => showServerFieldErrors(form, err) });
  return (
    <FormModal title="Batalkan Catatan" form={form} saving={save.isPending} onCancel={onCancel} okText="Batalkan Catatan" danger>
      <Typography.Paragraph>
        {what} tetap tercatat dengan status Dibatalkan, tetapi tidak lagi dihitung di portal peserta didik. Pembatalan tidak dapat diurungkan.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Form.Item name="alasan" label="Alasan" rules={rules('alasan')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
