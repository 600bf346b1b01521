import { useQuery } from '@tanstack/react-query';
import { BK } from '@madrasah/contract/endpoints/bk';
import { api } from '../../../lib/api-client';

/** The counselling unit's active profile PDF (nulls when there is none). */
export function useBkDokumen() {
  return useQuery({
    queryKey: ['bk', 'dokumen'],
    queryFn: async ({ signal }) => (await api.call(BK.dokumen, {}, { signal })).data,
  });
}
