import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';

/** Logout after a confirmation: the server session ends, local storage and cache are cleared. */
export function useConfirmLogout() {
  const { modal } = App.useApp();
  const { signOut } = useSession();
  const navigate = useNavigate();
  return () =>
    modal.confirm({
      title: 'Logout',
      content: 'Apakah Anda yakin ingin keluar?',
      okText: 'Ya',
      cancelText: 'Batal',
      onOk: async () => {
        await signOut();
        navigate('/login', { replace: true });
      },
    });
}
