import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { PageContent } from './PageContent';

type Props = { school: string; nav: ReactNode; account: ReactNode };

/** The desktop frame of both doors: the menu in a side bar that folds, the account in the header, the page below. */
export function DesktopShell({ school, nav, account }: Props) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout className="shell">
      <Layout.Sider className="shell-sider" width={248} collapsible collapsed={collapsed} trigger={null}>
        <Brand school={school} compact={collapsed} />
        {nav}
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
          {account}
        </Layout.Header>
        <PageContent />
        <Footer school={school} />
      </Layout>
    </Layout>
  );
}
