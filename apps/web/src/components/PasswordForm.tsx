import { Form, Input, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { changePasswordBodySchema, type ChangePasswordBody } from '@madrasah/contract/schemas/session';
import { zodFormRules } from '../lib/zod-form';

const rules = zodFormRules(changePasswordBodySchema);

type Props = { form: FormInstance<ChangePasswordBody>; onSubmit: (body: ChangePasswordBody) => void; children: ReactNode };

/** A password change of either door: old, new and confirmation with the contract's rules; `children` submit it. */
export function PasswordForm({ form, onSubmit, children }: Props) {
  return (
    <Form form={form} layout="vertical" onFinish={(values) => onSubmit(changePasswordBodySchema.parse(values))}>
      <Form.Item name="password_old" label="Password Lama" rules={rules('password_old')}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password_new" label="Password Baru" rules={rules('password_new')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="password_confirm" label="Konfirmasi Password Baru" dependencies={['password_new']} rules={rules('password_confirm')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {children}
    </Form>
  );
}
