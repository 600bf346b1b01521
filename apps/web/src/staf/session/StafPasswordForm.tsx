import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { SESSION } from '@madrasah/contract/endpoints/session';
import type { ChangePasswordBody } from '@madrasah/contract/schemas/session';
import { PasswordForm } from '../../components/PasswordForm';
import { api } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';

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
    <PasswordForm form={form} onSubmit={change.mutate}>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        Simpan
      </Button>
    </PasswordForm>
  );
}
