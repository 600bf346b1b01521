import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAF_SEKOLAH } from '@madrasah/contract/endpoints/staf-sekolah';
import type { PengaturanSekolahBody } from '@madrasah/contract/schemas/staf-sekolah';
import { api } from '../../lib/api-client';
import { useStafSession } from '../session';

const key = ['staf', 'pengaturan', 'sekolah'];

/** The school's identity and clock-in rules as saved. */
export function usePengaturanSekolah() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await api.call(STAF_SEKOLAH.get, undefined, { signal })).data,
  });
}

/**
 * Saves them; the answer (the saved settings, a new logo's link) replaces the read, and the
 * privilege is read again, since the shell shows the school's name from it.
 */
export function useSavePengaturanSekolah() {
  const queryClient = useQueryClient();
  const { refresh } = useStafSession();
  return useMutation({
    mutationFn: async (body: PengaturanSekolahBody) => (await api.call(STAF_SEKOLAH.update, { body }, { notifySuccess: true })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void refresh();
    },
  });
}
