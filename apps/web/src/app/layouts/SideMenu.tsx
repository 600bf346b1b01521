import { Menu, Skeleton, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import type { MenuItem } from '@madrasah/contract/schemas/session';
import { MenuIcon } from '../../components/MenuIcon';
import { activeMenuPath, groupsContaining } from './menu-items';

type Props = { items: MenuItem[]; loading: boolean; onNavigate?: () => void };

function toMenuItems(items: MenuItem[]): NonNullable<MenuProps['items']> {
  return items.map((item) =>
    item.children
      ? { key: item.path, icon: <MenuIcon name={item.icon} />, label: item.name, children: toMenuItems(item.children) }
      : { key: item.path, icon: <MenuIcon name={item.icon} />, label: <Link to={item.path}>{item.name}</Link> },
  );
}

/** The server menu, with the current page's entry highlighted. */
export function SideMenu({ items, loading, onNavigate }: Props) {
  const { pathname } = useLocation();
  if (loading) return <Skeleton active title={false} paragraph={{ rows: 4 }} className="menu-skeleton" />;
  const active = activeMenuPath(items, pathname);
  return (
    <Menu
      mode="inline"
      className="side-menu"
      items={toMenuItems(items)}
      selectedKeys={active ? [active] : []}
      defaultOpenKeys={active ? groupsContaining(items, active) : []}
      onClick={onNavigate}
    />
  );
}
