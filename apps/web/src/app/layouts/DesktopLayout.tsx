import type { MenuItem } from '@madrasah/contract/schemas/session';
import { usePrivilege } from '../../lib/session';
import { AccountMenu } from './AccountMenu';
import { AnakSwitcher } from './AnakSwitcher';
import { NotifikasiBell } from './NotifikasiBell';
import { DesktopShell } from './DesktopShell';
import { SideMenu } from './SideMenu';

type Props = { menu: MenuItem[]; menuLoading: boolean };

export function DesktopLayout({ menu, menuLoading }: Props) {
  const { sekolah } = usePrivilege();
  return (
    <DesktopShell
      school={sekolah.nama}
      nav={
        <nav aria-label="Menu utama">
          <SideMenu items={menu} loading={menuLoading} />
        </nav>
      }
      account={
        <>
          <AnakSwitcher />
          <NotifikasiBell />
          <AccountMenu />
        </>
      }
    />
  );
}
