import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Modal } from 'antd';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { MSG } from '@madrasah/contract/messages';
import type { ChangePasswordBody } from '@madrasah/contract/schemas/session';
import { PasswordForm } from '../../components/PasswordForm';
import { api } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { usePrivilege } from '../../lib/session';
import { useConfirmLogout } from './useConfirmLogout';

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
      <PasswordForm form={form} onSubmit={change.mutate}>
        {/* Lets Enter in a field submit the form. */}
        <button type="submit" hidden />
      </PasswordForm>
    </Modal>
  );
}
