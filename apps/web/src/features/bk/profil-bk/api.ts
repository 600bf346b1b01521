import { useQuery } from '@tanstack/react-query';
import { API } from '@madrasah/contract/endpoints';
import type { BkDokumen } from '@madrasah/contract/schemas/bk';
import { api } from '../../../lib/api-client';

/** The counselling unit's active profile PDF (nulls when there is none). */
export function useBkDokumen() {
  return useQuery({
    queryKey: ['bk', 'dokumen'],
    queryFn: async ({ signal }) => (await api.get<BkDokumen>(API.bkDokumen, { signal })).data,
  });
}
