import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { STAF_PAGE } from '@madrasah/contract/access';
import { AccountDropdown } from '../../app/layouts/AccountDropdown';
import { SIGN_IN_PATH } from '../../lib/door';
import { DOOR_TEXT } from '../../lib/door-texts';
import { useConfirmSignOut } from '../../lib/use-confirm-sign-out';
import { useStafPrivilege, useStafSession } from '../session';

/** The staff member's roles and name, their profile, and signing out after a confirmation. */
export function StafAccountMenu({ compact = false }: { compact?: boolean }) {
  const { profile } = useStafPrivilege();
  const logout = useConfirmSignOut(useStafSession().signOut, SIGN_IN_PATH);
  const navigate = useNavigate();
  const roles = profile.roles.map((role) => (
    <Tag key={role} color="green">
      {role}
    </Tag>
  ));
  return (
    <AccountDropdown
      name={profile.name}
      role={roles}
      compact={compact}
      actions={[
        { key: 'profil', icon: <UserOutlined />, label: 'Profil', onClick: () => navigate(STAF_PAGE.profil) },
        { key: 'logout', icon: <LogoutOutlined />, label: DOOR_TEXT.signOut, danger: true, onClick: logout },
      ]}
    />
  );
}
