import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { useMemo, useState } from 'react';
import { isAllowed } from '@madrasah/contract/access';
import { Brand } from '../../app/layouts/Brand';
import { Footer } from '../../app/layouts/Footer';
import { PageContent } from '../../app/layouts/PageContent';
import { SideMenu } from '../../app/layouts/SideMenu';
import { visibleMenu } from '../../app/layouts/menu-items';
import { mobile } from '../../components/mobile';
import { STAF_ROUTES } from '../routes';
import { useStafPrivilege } from '../session';
import { StafAccountMenu } from './StafAccountMenu';

/**
 * The staff side's frame, the portal's look: the menu the server gives for the caller's roles in
 * a side bar (a drawer on a phone), the account in the header, the page below.
 */
export default function StafShell() {
  const { sekolah, menu: entries, access } = useStafPrivilege();
  // Entries of pages this build has and the caller's map opens (the server lists the map's).
  const menu = useMemo(
    () => visibleMenu(entries, (path) => STAF_ROUTES.some((r) => r.path === path && isAllowed(access, r.access.path, r.access.action))),
    [entries, access],
  );
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const footer = <Footer school={sekolah.nama} />;
  const nav = (onNavigate?: () => void) => (
    <nav aria-label="Menu staf">
      <SideMenu items={menu} loading={false} onNavigate={onNavigate} />
    </nav>
  );

  if (mobile) {
    return (
      <Layout className="shell shell-mobile">
        <Layout.Header className="shell-header">
          <Button type="text" icon={<MenuOutlined />} onClick={() => setMenuOpen(true)} aria-label="Buka menu" />
          <span className="shell-title">{sekolah.nama}</span>
          <StafAccountMenu compact />
        </Layout.Header>
        <Drawer
          placement="left"
          size={280}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          title={<Brand school={sekolah.nama} />}
          styles={{ body: { padding: 8 } }}
        >
          {nav(() => setMenuOpen(false))}
        </Drawer>
        <PageContent />
        {footer}
      </Layout>
    );
  }
  return (
    <Layout className="shell">
      <Layout.Sider className="shell-sider" width={248} collapsible collapsed={collapsed} trigger={null}>
        <Brand school={sekolah.nama} compact={collapsed} />
        {nav()}
      </Layout.Sider>
      <Layout>
        <Layout.Header className="shell-header">
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((c) => !c)}
            aria-label={collapsed ? 'Tampilkan menu' : 'Sembunyikan menu'}
            aria-expanded={!collapsed}
          />
          <StafAccountMenu />
        </Layout.Header>
        <PageContent />
        {footer}
      </Layout>
    </Layout>
  );
}
