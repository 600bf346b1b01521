import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Endpoint } from '@madrasah/contract/endpoint';
import { SISWA_TABS, type SiswaTab } from '@madrasah/contract/endpoints/siswa';
import type { idParams, siswaIdParams } from '@madrasah/contract/params';
import { api } from '../../../lib/api-client';

const options = { notifySuccess: true };

// Every tab's endpoints, seen alike: the tab's form schema has checked the body before the call.
type Create = Endpoint & { params: typeof siswaIdParams; body: z.ZodType<unknown, object[]> };
type Update = Endpoint & { params: typeof idParams; body: z.ZodType<unknown, object> };
type Delete = Endpoint & { params: typeof idParams };

/** Saves one record of a tab: PUT with an id, otherwise POST of an array of one (spec 02 section 7). */
export function useSaveRecord(tab: SiswaTab, siswaId: number) {
  const create: Create = SISWA_TABS[tab].create;
  const update: Update = SISWA_TABS[tab].update;
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: object }) =>
      id === undefined ? api.call(create, { params: { siswa_id: siswaId }, body: [body] }, options) : api.call(update, { params: { id }, body }, options),
  });
}

export function useDeleteRecord(tab: SiswaTab) {
  const remove: Delete = SISWA_TABS[tab].delete;
  return useMutation({ mutationFn: (id: number) => api.call(remove, { params: { id } }, options) });
}
