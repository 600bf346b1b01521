import { RightOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MenuIcon } from '../../components/MenuIcon';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { isWithin } from './menu-items';
import type { Tab, TabLink } from './tab-bar-items';

type GroupTab = Extract<Tab, { links: TabLink[] }>;

/** Spec 02 section 9: the bottom drawer is 260 px high. */
const DRAWER_HEIGHT = 260;

/** The phone's bottom bar; a group tab opens a bottom drawer of its links. */
export function BottomTabBar({ tabs }: { tabs: Tab[] }) {
  const { pathname } = useLocation();
  // The group stays set while the drawer closes, so its content does not vanish mid-animation.
  const [group, setGroup] = useState<GroupTab>();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useOpenedOnce(drawerOpen);

  const openGroup = (tab: GroupTab) => {
    setGroup(tab);
    setDrawerOpen(true);
  };
  const className = (active: boolean) => (active ? 'tab-bar-item active' : 'tab-bar-item');

  return (
    <>
      <nav className="tab-bar" aria-label="Navigasi utama">
        {tabs.map((tab) =>
          'links' in tab ? (
            <button
              key={tab.label}
              type="button"
              className={className(tab.links.some((link) => isWithin(link.path, pathname)))}
              aria-haspopup="dialog"
              onClick={() => openGroup(tab)}
            >
              <MenuIcon name={tab.icon} />
              <span>{tab.label}</span>
            </button>
          ) : (
            <Link
              key={tab.label}
              to={tab.path}
              className={className(isWithin(tab.path, pathname))}
              aria-current={isWithin(tab.path, pathname) ? 'page' : undefined}
            >
              <MenuIcon name={tab.icon} />
              <span>{tab.label}</span>
            </Link>
          ),
        )}
      </nav>
      {drawerMounted && (
        <Drawer placement="bottom" size={DRAWER_HEIGHT} open={drawerOpen} onClose={() => setDrawerOpen(false)} title={group?.title} className="tab-drawer">
          <ul className="tab-drawer-links">
            {group?.links.map((link) => (
              <li key={link.path}>
                <Link to={link.path} onClick={() => setDrawerOpen(false)}>
                  {link.label}
                  <RightOutlined aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </Drawer>
      )}
    </>
  );
}
