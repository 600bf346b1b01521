import { useQuery } from '@tanstack/react-query';
import { STAF_BERANDA } from '@madrasah/contract/endpoints/staf-beranda';
import { api } from '../../lib/api-client';

/** The day changes while the page stays open (clock-ins come in through the morning): it is read again each minute. */
const REFRESH_MS = 60_000;

/** Today at a glance for the signed-in staff member's class groups or the school. */
export function useBeranda() {
  return useQuery({
    queryKey: ['staf', 'beranda'],
    queryFn: async ({ signal }) => (await api.call(STAF_BERANDA.get, undefined, { signal })).data,
    refetchInterval: REFRESH_MS,
  });
}
