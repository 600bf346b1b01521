import { skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { REGION } from '@madrasah/contract/endpoints/region';
import { api } from './api-client';

// Administrative areas do not change during a visit: each answer is asked for once.
const FOREVER = Infinity;

/**
 * Kecamatan whose own, kabupaten/kota or province name contains `search`, 10 a page; the next
 * page loads when the list is scrolled to its end. Nothing is asked before the user types.
 */
export function useRegionSearch(search: string) {
  return useInfiniteQuery({
    queryKey: ['region', 'search', search],
    enabled: search !== '',
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => (await api.call(REGION.search, { body: { search, pagination: { current: pageParam } } }, { signal })).data,
    getNextPageParam: ({ info }) => (info.current * info.pageSize < info.total ? info.current + 1 : undefined),
    staleTime: FOREVER,
  });
}

/** The villages of a kecamatan (the first 30, narrowed by `search`). */
export function useVillages(kecamatanId: string | undefined, search: string) {
  return useQuery({
    queryKey: ['region', kecamatanId, 'villages', search],
    queryFn: kecamatanId
      ? async ({ signal }) => (await api.call(REGION.villages, { params: { kecamatan_id: kecamatanId }, body: { search } }, { signal })).data.list
      : skipToken,
    // While a new search runs, the same kecamatan's last list stays; another kecamatan's never shows.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === kecamatanId ? previous : undefined),
    staleTime: FOREVER,
  });
}
