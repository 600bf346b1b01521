import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { MSG } from '@madrasah/contract/messages';
import { changePasswordBodySchema, type ChangePasswordBody } from '@madrasah/contract/schemas/session';
import { api } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { usePrivilege } from '../../lib/session';
import { zodFormRules } from '../../lib/zod-form';
import { useConfirmLogout } from './useConfirmLogout';

const rules = zodFormRules(changePasswordBodySchema);

type Props = {
  open: boolean;
  onClose: () => void;
  /**
   * A password the school chose (a new account's, a reset one): the dialog cannot be closed,
   * only saved or left by logging out, since the server answers nothing else until then.
   */
  forced?: boolean;
};

/** 'Ganti Password': old, new and confirmation; a wrong old password shows under its field. */
export default function ChangePasswordModal({ open, onClose, forced = false }: Props) {
  const { profile } = usePrivilege();
  const confirmLogout = useConfirmLogout();
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
      onCancel={forced ? undefined : onClose}
      onOk={form.submit}
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={change.isPending}
      closable={!forced}
      mask={{ closable: !forced }}
      keyboard={!forced}
      footer={
        forced
          ? (_, { OkBtn }) => (
              <>
                <Button onClick={confirmLogout}>Logout</Button>
                <OkBtn />
              </>
            )
          : undefined
      }
      afterClose={() => {
        form.resetFields();
        change.reset();
      }}
    >
      {forced && <Alert type="info" showIcon title={MSG.akunFirstPassword} style={{ marginBottom: 16 }} />}
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
