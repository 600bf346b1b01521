import { useMemo } from 'react';
import { isAllowed } from '@madrasah/contract/access';
import { DesktopShell } from '../../app/layouts/DesktopShell';
import { MobileShell } from '../../app/layouts/MobileShell';
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
  const nav = (onNavigate?: () => void) => (
    <nav aria-label="Menu staf">
      <SideMenu items={menu} loading={false} onNavigate={onNavigate} />
    </nav>
  );
  return mobile ? (
    <MobileShell school={sekolah.nama} nav={nav} account={<StafAccountMenu compact />} />
  ) : (
    <DesktopShell school={sekolah.nama} nav={nav()} account={<StafAccountMenu />} />
  );
}
