import { useMutation } from '@tanstack/react-query';
import { STAF_GTK } from '@madrasah/contract/endpoints/staf-gtk';
import type { GtkBody } from '@madrasah/contract/schemas/staf-gtk';
import { api } from '../../lib/api-client';

const saved = { notifySuccess: true };

/** Adds a GTK (no id) or changes one. */
export function useSaveGtk() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | undefined; body: GtkBody }) =>
      id === undefined ? api.call(STAF_GTK.create, { body }, saved) : api.call(STAF_GTK.update, { params: { id }, body }, saved),
  });
}

/** Removes a GTK; the server deactivates one still named somewhere, and its notice says which happened. */
export function useDeleteGtk() {
  return useMutation({ mutationFn: (id: number) => api.call(STAF_GTK.remove, { params: { id } }, saved) });
}
