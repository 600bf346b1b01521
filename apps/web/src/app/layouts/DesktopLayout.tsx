import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useState } from 'react';
import type { MenuItem } from '@madrasah/contract/schemas/session';
import { usePrivilege } from '../../lib/session';
import { AccountMenu } from './AccountMenu';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { PageContent } from './PageContent';
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
        <PageContent />
        <Footer school={sekolah.nama} />
      </Layout>
    </Layout>
  );
}
