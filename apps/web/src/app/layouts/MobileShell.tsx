import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { PageContent } from './PageContent';

type Props = {
  school: string;
  /** The menu; `close` shuts the drawer once an entry is chosen. */
  nav: (close: () => void) => ReactNode;
  account: ReactNode;
  /** A bottom tab bar below the footer, which the page leaves room for. */
  tabBar?: ReactNode;
};

/** The phone frame of both doors: the menu in a drawer (mounted when first opened), the account in the header, the page below. */
export function MobileShell({ school, nav, account, tabBar }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuMounted = useOpenedOnce(menuOpen);
  return (
    <Layout className={tabBar ? 'shell shell-mobile with-tab-bar' : 'shell shell-mobile'}>
      <Layout.Header className="shell-header">
        <Button type="text" icon={<MenuOutlined />} onClick={() => setMenuOpen(true)} aria-label="Buka menu" />
        <span className="shell-title">{school}</span>
        {account}
      </Layout.Header>
      {menuMounted && (
        <Drawer
          placement="left"
          size={280}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          title={<Brand school={school} />}
          styles={{ body: { padding: 8 } }}
        >
          {nav(() => setMenuOpen(false))}
        </Drawer>
      )}
      <PageContent />
      <Footer school={school} />
      {tabBar}
    </Layout>
  );
}
