import { Form, Input, Typography } from 'antd';
import { tolakBodySchema, type StafPerizinanRow, type TolakBody } from '@madrasah/contract/schemas/staf-perizinan';
import { FormModal } from '../../components/FormModal';
import { formatPeriode } from '../../lib/format';
import { showServerFieldErrors } from '../../lib/form-errors';
import { zodFormRules } from '../../lib/zod-form';
import { useTolak } from './api';

const rules = zodFormRules(tolakBodySchema);

/** Refuses a submitted permit with the reason the student and the guardian will read. */
export function TolakModal({ permit, onDone, onCancel }: { permit: StafPerizinanRow; onDone: () => void; onCancel: () => void }) {
  const [form] = Form.useForm<TolakBody>();
  const tolak = useTolak();
  const submit = (body: TolakBody) =>
    tolak.mutate(
      { id: permit.id, body },
      {
        onSuccess: onDone,
        // A field's message stays under the field; a permit decided meanwhile (409) closes the
        // modal and the list is read again to show what is now true.
        onError: (err) => {
          if (showServerFieldErrors(form, err).length === 0) onDone();
        },
      },
    );
  return (
    <FormModal title="Tolak Perizinan" form={form} saving={tolak.isPending} onCancel={onCancel} okText="Tolak" danger>
      <Typography.Paragraph>
        {permit.perizinan_jenis_nama} {permit.nama} ({permit.rombel_nama ?? '-'}), {formatPeriode(permit)}. Alasannya tampil di portal siswa dan wali.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="alasan" label="Alasan Penolakan" rules={rules('alasan')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
