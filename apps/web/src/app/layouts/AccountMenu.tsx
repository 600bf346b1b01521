import { KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useConfirmLogout } from '../../features/session/useConfirmLogout';
import { roleLabel } from '../../lib/role';
import { usePrivilege } from '../../lib/session';
import { AccountDropdown } from './AccountDropdown';
import { useOpenedOnce } from '../../lib/use-opened-once';

// The form and its rules load when the user first asks to change the password.
const ChangePasswordModal = lazy(() => import('../../features/session/ChangePasswordModal'));

/**
 * 'Masuk sebagai' with the role and the user's name, and the account actions. On a phone the
 * header has room for the avatar only, so the role and name move into the dropdown.
 */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const { profile } = usePrivilege();
  const [changingPassword, setChangingPassword] = useState(false);
  const passwordModalMounted = useOpenedOnce(changingPassword);
  const confirmLogout = useConfirmLogout();
  const role = roleLabel(profile.roles);

  return (
    <AccountDropdown
      name={profile.name}
      role={
        <>
          Masuk sebagai <Tag color="green">{role}</Tag>
        </>
      }
      roleCompact={`Masuk sebagai ${role}`}
      compact={compact}
      actions={[
        { key: 'password', icon: <KeyOutlined />, label: 'Ganti Password', onClick: () => setChangingPassword(true) },
        { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', danger: true, onClick: confirmLogout },
      ]}
    >
      {passwordModalMounted && (
        <Suspense>
          <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </AccountDropdown>
  );
}
