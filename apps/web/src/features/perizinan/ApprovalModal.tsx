import { Alert, Form, Radio, Typography } from 'antd';
import { MSG } from '@madrasah/contract/messages';
import type { PerizinanRow } from '@madrasah/contract/schemas/perizinan';
import { FormModal } from '../../components/FormModal';
import { formatPeriode } from '../../lib/format';

/** The two decisions on a submitted permit. */
export type Decision = 'DISETUJUI' | 'DITOLAK';

const CONFIRM: Record<Decision, string> = { DISETUJUI: MSG.permitApproveConfirm, DITOLAK: MSG.permitRejectConfirm };

type Props = {
  permit: PerizinanRow;
  /** The decision of the menu entry that opened the modal ('Setujui' or 'Tolak'). */
  initial: Decision;
  saving: boolean;
  onSubmit: (status: Decision) => void;
  onCancel: () => void;
};

/**
 * The approval modal (spec 02 section 5): one modal for both decisions, opened with the chosen
 * one selected, so a guardian sees what they decide on and can still change their mind. The
 * question under the choice follows it.
 */
export function ApprovalModal({ permit, initial, saving, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<{ status?: Decision }>();
  const status = Form.useWatch('status', form) ?? initial;
  return (
    <FormModal
      title="Persetujuan Perizinan"
      form={form}
      saving={saving}
      onCancel={onCancel}
      okText={status === 'DITOLAK' ? 'Tolak' : 'Setujui'}
      danger={status === 'DITOLAK'}
    >
      <Typography.Paragraph>
        {permit.perizinan_jenis_nama} · {formatPeriode(permit)}
        <br />
        <Typography.Text type="secondary">{permit.keterangan}</Typography.Text>
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ status: initial }} onFinish={(values) => onSubmit(values.status!)}>
        <Form.Item name="status" label="Status" rules={[{ required: true, message: MSG.chooseStatusFirst }]}>
          <Radio.Group
            options={[
              { value: 'DISETUJUI', label: 'Disetujui' },
              { value: 'DITOLAK', label: 'Ditolak' },
            ]}
          />
        </Form.Item>
      </Form>
      <Alert type={status === 'DITOLAK' ? 'warning' : 'info'} showIcon title={CONFIRM[status]} />
    </FormModal>
  );
}
