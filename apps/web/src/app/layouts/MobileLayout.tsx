import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { useState } from 'react';
import type { MenuItem } from '@madrasah/contract/schemas/session';
import { useCanOpen } from '../../lib/can-open';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { usePrivilege } from '../../lib/session';
import { AccountMenu } from './AccountMenu';
import { BottomTabBar } from './BottomTabBar';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { PageContent } from './PageContent';
import { SideMenu } from './SideMenu';
import { tabsFor } from './tab-bar-items';

type Props = { menu: MenuItem[]; menuLoading: boolean };

export function MobileLayout({ menu, menuLoading }: Props) {
  const { sekolah, profile } = usePrivilege();
  const canOpen = useCanOpen();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuMounted = useOpenedOnce(menuOpen);
  const tabs = tabsFor(profile.roles, canOpen);
  return (
    <Layout className={tabs.length > 0 ? 'shell shell-mobile with-tab-bar' : 'shell shell-mobile'}>
      <Layout.Header className="shell-header">
        <Button type="text" icon={<MenuOutlined />} onClick={() => setMenuOpen(true)} aria-label="Buka menu" />
        <span className="shell-title">{sekolah.nama}</span>
        <AccountMenu compact />
      </Layout.Header>
      {menuMounted && (
        <Drawer
          placement="left"
          size={280}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          title={<Brand school={sekolah.nama} />}
          styles={{ body: { padding: 8 } }}
        >
          <nav aria-label="Menu utama">
            <SideMenu items={menu} loading={menuLoading} onNavigate={() => setMenuOpen(false)} />
          </nav>
        </Drawer>
      )}
      <PageContent />
      <Footer school={sekolah.nama} />
      {tabs.length > 0 && <BottomTabBar tabs={tabs} />}
    </Layout>
  );
}
