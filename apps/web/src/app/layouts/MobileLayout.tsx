import type { MenuItem } from '@madrasah/contract/schemas/session';
import { useCanOpen } from '../../lib/can-open';
import { usePrivilege } from '../../lib/session';
import { AccountMenu } from './AccountMenu';
import { AnakSwitcher } from './AnakSwitcher';
import { NotifikasiBell } from './NotifikasiBell';
import { BottomTabBar } from './BottomTabBar';
import { MobileShell } from './MobileShell';
import { SideMenu } from './SideMenu';
import { tabsFor } from './tab-bar-items';

type Props = { menu: MenuItem[]; menuLoading: boolean };

export function MobileLayout({ menu, menuLoading }: Props) {
  const { sekolah, profile } = usePrivilege();
  const canOpen = useCanOpen();
  const tabs = tabsFor(profile.roles, canOpen);
  return (
    <MobileShell
      school={sekolah.nama}
      nav={(close) => (
        <nav aria-label="Menu utama">
          <SideMenu items={menu} loading={menuLoading} onNavigate={close} />
        </nav>
      )}
      account={
        <>
          <AnakSwitcher compact />
          <NotifikasiBell />
          <AccountMenu compact />
        </>
      }
      tabBar={tabs.length > 0 && <BottomTabBar tabs={tabs} />}
    />
  );
}
