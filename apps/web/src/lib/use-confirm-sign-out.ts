import { App } from 'antd';
import { useNavigate } from 'react-router';
import { DOOR_TEXT } from './door-texts';

/** Logout after a confirmation: `signOut` ends the session (server, local storage, cache), then the sign-in page. */
export function useConfirmSignOut(signOut: () => Promise<void>, signInPath: string) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return () =>
    modal.confirm({
      title: DOOR_TEXT.signOut,
      content: 'Apakah Anda yakin ingin keluar?',
      okText: 'Ya',
      cancelText: 'Batal',
      onOk: async () => {
        await signOut();
        navigate(signInPath, { replace: true });
      },
    });
}
