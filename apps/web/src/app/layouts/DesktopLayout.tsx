import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import type { MenuItem } from '@madrasah/contract/schemas/session';
import { PageLoader } from '../../components/PageLoader';
import { usePrivilege } from '../../lib/session';
import { AccountMenu } from './AccountMenu';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { SideMenu } from './SideMenu';

type Props = { menu: MenuItem[]; menuLoading: boolean };

export function DesktopLayout({ menu, menuLoading }: Props) {
  const { sekolah } = usePrivilege();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout className="shell">
      <Layout.Sider className="shell-sider" width={248} collapsible collapsed={collapsed} trigger={null}>
        <Brand school={sekolah.nama} compact={collapsed} />
        <nav aria-label="Menu utama">
          <SideMenu items={menu} loading={menuLoading} />
        </nav>
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
          <AccountMenu />
        </Layout.Header>
        <Layout.Content className="shell-content">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <Footer />
      </Layout>
    </Layout>
  );
}
