import { Modal } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  /** The form the OK button submits. */
  form: { submit: () => void };
  saving: boolean;
  onCancel: () => void;
  /** The OK button's text; 'Simpan' unless the form decides something else. */
  okText?: string;
  danger?: boolean;
  width?: number;
  children: ReactNode;
};

/**
 * A modal around one form: OK submits the form and spins while it saves, 'Batal' closes it, and
 * a click beside it does not, so nothing typed is lost by accident.
 */
export function FormModal({ title, form, saving, onCancel, okText = 'Simpan', danger = false, width, children }: Props) {
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText="Batal"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      maskClosable={false}
      width={width}
    >
      {children}
    </Modal>
  );
}
