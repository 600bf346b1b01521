import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Dropdown, Tag, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { STAF_PAGE } from '@madrasah/contract/access';
import { SIGN_IN_PATH } from '../../lib/door';
import { useStafPrivilege, useStafSession } from '../session';

/** The staff member's roles and name, their profile, and signing out after a confirmation. */
export function StafAccountMenu({ compact = false }: { compact?: boolean }) {
  const { profile } = useStafPrivilege();
  const { signOut } = useStafSession();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const logout = () =>
    modal.confirm({
      title: 'Logout',
      content: 'Apakah Anda yakin ingin keluar?',
      okText: 'Ya',
      cancelText: 'Batal',
      onOk: async () => {
        await signOut();
        navigate(SIGN_IN_PATH, { replace: true });
      },
    });
  const roles = profile.roles.map((role) => (
    <Tag key={role} color="green">
      {role}
    </Tag>
  ));
  const items: MenuProps['items'] = [
    ...(compact
      ? [
          {
            key: 'who',
            type: 'group' as const,
            label: (
              <span className="account-who">
                {roles}
                <strong>{profile.name}</strong>
              </span>
            ),
          },
          { type: 'divider' as const },
        ]
      : []),
    { key: 'profil', icon: <UserOutlined />, label: 'Profil', onClick: () => navigate(STAF_PAGE.profil) },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', danger: true, onClick: logout },
  ];
  return (
    <div className="account">
      {!compact && <span className="account-role">{roles}</span>}
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button type="text" className="account-button" aria-label={compact ? `Akun ${profile.name}` : undefined}>
          <Avatar size="small" icon={<UserOutlined />} className="account-avatar" />
          {!compact && <span className="account-name">{profile.name}</span>}
          <DownOutlined />
        </Button>
      </Dropdown>
    </div>
  );
}
