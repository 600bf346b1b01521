import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  name: string;
  /** Who the user signs in as: beside the button on a desktop, above the actions on a phone. */
  role: ReactNode;
  /** The same in the phone's dropdown, where it differs. */
  roleCompact?: ReactNode;
  actions: NonNullable<MenuProps['items']>;
  /** On a phone the header has room for the avatar only, so the role and name move into the dropdown. */
  compact: boolean;
  /** Beside the menu: a modal its actions open. */
  children?: ReactNode;
};

/** The header's account menu of both doors: the role, the user's name and the account actions. */
export function AccountDropdown({ name, role, roleCompact = role, actions, compact, children }: Props) {
  const items: MenuProps['items'] = [
    ...(compact
      ? [
          {
            key: 'who',
            type: 'group' as const,
            label: (
              <span className="account-who">
                {roleCompact}
                <strong>{name}</strong>
              </span>
            ),
          },
          { type: 'divider' as const },
        ]
      : []),
    ...actions,
  ];
  return (
    <div className="account">
      {!compact && <span className="account-role">{role}</span>}
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button type="text" className="account-button" aria-label={compact ? `Akun ${name}` : undefined}>
          <Avatar size="small" icon={<UserOutlined />} className="account-avatar" />
          {!compact && <span className="account-name">{name}</span>}
          <DownOutlined />
        </Button>
      </Dropdown>
      {children}
    </div>
  );
}
