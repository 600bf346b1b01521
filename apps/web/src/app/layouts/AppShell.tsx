import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { API } from '@madrasah/contract/endpoints';
import type { MenuItem } from '@madrasah/contract/schemas/session';
import { api } from '../../lib/api-client';
import { CanOpenContext } from '../../lib/can-open';
import { isMobileDevice } from '../../lib/device';
import { usePrivilege } from '../../lib/session';
import { canOpen } from '../routes';
import { DesktopLayout } from './DesktopLayout';
import { visibleMenu } from './menu-items';
import { MobileLayout } from './MobileLayout';

/** The device does not change while the app runs. */
const mobile = isMobileDevice(navigator);

/** The spec ignores a failed menu call: the menu is then empty. */
const fetchMenu = () =>
  api.get<MenuItem[]>(API.privilegeMenu, { silent: true }).then(
    (envelope) => envelope.data,
    (): MenuItem[] => [],
  );

/** The signed-in frame around every page: the desktop or the phone layout, by device type. */
export default function AppShell() {
  const { access } = usePrivilege();
  const openable = useCallback((path: string) => canOpen(access, path), [access]);
  const { data, isPending } = useQuery({ queryKey: ['menu'], queryFn: fetchMenu, staleTime: Infinity });
  const menu = useMemo(() => visibleMenu(data ?? [], openable), [data, openable]);

  return (
    <CanOpenContext value={openable}>
      {mobile ? (
        <MobileLayout menu={menu} menuLoading={isPending} />
      ) : (
        <DesktopLayout menu={menu} menuLoading={isPending} />
      )}
    </CanOpenContext>
  );
}
