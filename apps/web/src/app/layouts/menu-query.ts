import { queryOptions } from '@tanstack/react-query';
import { SESSION } from '@madrasah/contract/endpoints/session';
import type { MenuItem } from '@madrasah/contract/schemas/session';
import { api } from '../../lib/api-client';

/** The account's menu. The spec ignores a failed menu call: the menu is then empty. */
export const menuQuery = queryOptions({
  queryKey: ['menu'],
  queryFn: () =>
    api.call(SESSION.privilegeMenu, {}, { silent: true }).then(
      (envelope) => envelope.data,
      (): MenuItem[] => [],
    ),
  staleTime: Infinity,
});
