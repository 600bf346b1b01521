import { App } from 'antd';
import { useNavigate } from 'react-router';

/** Logout after a confirmation: `signOut` ends the session (server, local storage, cache), then the sign-in page. */
export function useConfirmSignOut(signOut: () => Promise<void>, signInPath: string) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return () =>
    modal.confirm({
      title: 'Logout',
      content: 'Apakah Anda yakin ingin keluar?',
      okText: 'Ya',
      cancelText: 'Batal',
      onOk: async () => {
        await signOut();
        navigate(signInPath, { replace: true });
      },
    });
}
