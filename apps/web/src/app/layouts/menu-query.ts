import { queryOptions } from '@tanstack/react-query';
import { API } from '@madrasah/contract/endpoints';
import type { MenuItem } from '@madrasah/contract/schemas/session';
import { api } from '../../lib/api-client';

/** The account's menu. The spec ignores a failed menu call: the menu is then empty. */
export const menuQuery = queryOptions({
  queryKey: ['menu'],
  queryFn: () =>
    api.get<MenuItem[]>(API.privilegeMenu, { silent: true }).then(
      (envelope) => envelope.data,
      (): MenuItem[] => [],
    ),
  staleTime: Infinity,
});
