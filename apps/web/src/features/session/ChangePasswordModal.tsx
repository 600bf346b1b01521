import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { changePasswordBodySchema, type ChangePasswordBody } from '@madrasah/contract/schemas/session';
import { api } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { usePrivilege } from '../../lib/session';
import { zodFormRules } from '../../lib/zod-form';

const rules = zodFormRules(changePasswordBodySchema);

type Props = { open: boolean; onClose: () => void };

/** 'Ganti Password': old, new and confirmation; a wrong old password shows under its field. */
export default function ChangePasswordModal({ open, onClose }: Props) {
  const { profile } = usePrivilege();
  const [form] = Form.useForm<ChangePasswordBody>();
  const change = useMutation({
    mutationFn: (body: ChangePasswordBody) => api.call(SESSION.changePassword, { params: { id: profile.id }, body }, { notifySuccess: true }),
    onSuccess: onClose,
    onError: (err) => showServerFieldErrors(form, err),
  });

  return (
    <Modal
      title="Ganti Password"
      open={open}
      onCancel={onClose}
      onOk={form.submit}
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={change.isPending}
      afterClose={() => {
        form.resetFields();
        change.reset();
      }}
    >
      <Form form={form} layout="vertical" onFinish={(values) => change.mutate(changePasswordBodySchema.parse(values))}>
        <Form.Item name="password_old" label="Password Lama" rules={rules('password_old')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password_new" label="Password Baru" rules={rules('password_new')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="password_confirm" label="Konfirmasi Password Baru" dependencies={['password_new']} rules={rules('password_confirm')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {/* Lets Enter in a field submit the form. */}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
