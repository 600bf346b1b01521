import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFIKASI } from '@madrasah/contract/endpoints/notifikasi';
import { LIMITS } from '@madrasah/contract/limits';
import type { NotifikasiPreferensi } from '@madrasah/contract/schemas/notifikasi';
import { api } from './api-client';

const KEY = ['notifikasi'] as const;

/**
 * The bell's number: asked at most every LIMITS.notifikasiPollMs, and only while the tab is visible
 * (TanStack Query pauses the interval in a hidden tab and asks again when it shows). Silent: a
 * failed count leaves the bell as it was, with no toast every minute.
 */
export function useBelumDibaca(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'belum-dibaca'],
    queryFn: async ({ signal }) => (await api.call(NOTIFIKASI.belumDibaca, {}, { signal, silent: true })).data.jumlah,
    enabled,
    refetchInterval: LIMITS.notifikasiPollMs,
    refetchIntervalInBackground: false,
    staleTime: LIMITS.notifikasiPollMs / 2,
  });
}

/** The inbox, newest first, a page at a time (keyset on id). */
export function useInbox(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...KEY, 'list'],
    queryFn: async ({ pageParam, signal }) => (await api.call(NOTIFIKASI.list, { query: { sebelum: pageParam } }, { signal })).data,
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.sebelum ?? undefined,
    enabled,
  });
}

function useRefreshAfter<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useTandaiDibaca = () => useRefreshAfter((id: number) => api.call(NOTIFIKASI.dibaca, { params: { id } }));
export const useTandaiSemuaDibaca = () => useRefreshAfter(() => api.call(NOTIFIKASI.dibacaSemua));

export function usePreferensi() {
  return useQuery({
    queryKey: [...KEY, 'preferensi'],
    queryFn: async ({ signal }) => (await api.call(NOTIFIKASI.preferensi, {}, { signal })).data,
  });
}

export function useSimpanPreferensi() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotifikasiPreferensi) => (await api.call(NOTIFIKASI.simpanPreferensi, { body })).data,
    onSuccess: (data) => client.setQueryData([...KEY, 'preferensi'], data),
  });
}
