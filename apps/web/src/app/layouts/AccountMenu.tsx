import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Tag, type MenuProps } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useConfirmLogout } from '../../features/session/useConfirmLogout';
import { roleLabel } from '../../lib/role';
import { usePrivilege } from '../../lib/session';
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

  const items: MenuProps['items'] = [
    ...(compact
      ? [
          {
            key: 'who',
            type: 'group' as const,
            label: (
              <span className="account-who">
                Masuk sebagai {role}
                <strong>{profile.name}</strong>
              </span>
            ),
          },
          { type: 'divider' as const },
        ]
      : []),
    { key: 'password', icon: <KeyOutlined />, label: 'Ganti Password', onClick: () => setChangingPassword(true) },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', danger: true, onClick: confirmLogout },
  ];

  return (
    <div className="account">
      {!compact && (
        <span className="account-role">
          Masuk sebagai <Tag color="green">{role}</Tag>
        </span>
      )}
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button type="text" className="account-button" aria-label={compact ? `Akun ${profile.name}` : undefined}>
          <Avatar size="small" icon={<UserOutlined />} className="account-avatar" />
          {!compact && <span className="account-name">{profile.name}</span>}
          <DownOutlined />
        </Button>
      </Dropdown>
      {passwordModalMounted && (
        <Suspense>
          <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </div>
  );
}
