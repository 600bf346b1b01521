import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { changePasswordBodySchema, type ChangePasswordBody } from '@madrasah/contract/schemas/session';
import { api } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { zodFormRules } from '../../lib/zod-form';

const rules = zodFormRules(changePasswordBodySchema);

/** Old, new and confirmation: the staff member's own password; a wrong old one shows under its field. */
export function StafPasswordForm({ onChanged }: { onChanged: () => void }) {
  const [form] = Form.useForm<ChangePasswordBody>();
  const change = useMutation({
    mutationFn: (body: ChangePasswordBody) => api.call(SESSION.stafChangePassword, { body }, { notifySuccess: true }),
    onSuccess: () => {
      form.resetFields();
      onChanged();
    },
    onError: (err) => showServerFieldErrors(form, err),
  });
  return (
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
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        Simpan
      </Button>
    </Form>
  );
}
