import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { CanOpenContext } from '../../lib/can-open';
import { mobile } from '../../components/mobile';
import { usePrivilege } from '../../lib/session';
import { canOpen } from '../routes';
import { DesktopLayout } from './DesktopLayout';
import { visibleMenu } from './menu-items';
import { menuQuery } from './menu-query';
import { MobileLayout } from './MobileLayout';

/** The device does not change while the app runs. */

/** The signed-in frame around every page: the desktop or the phone layout, by device type. */
export default function AppShell() {
  const { access } = usePrivilege();
  const openable = useCallback((path: string) => canOpen(access, path), [access]);
  const { data, isPending } = useQuery(menuQuery);
  const menu = useMemo(() => visibleMenu(data ?? [], openable), [data, openable]);

  return (
    <CanOpenContext value={openable}>
      {mobile ? <MobileLayout menu={menu} menuLoading={isPending} /> : <DesktopLayout menu={menu} menuLoading={isPending} />}
    </CanOpenContext>
  );
}
