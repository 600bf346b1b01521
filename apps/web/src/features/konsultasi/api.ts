import { useMutation, useQuery } from '@tanstack/react-query';
import { API } from '@madrasah/contract/endpoints';
import type { KonsultasiBody, KonsultasiDetail, KonsultasiHeader, KonsultasiTerkirim, TopikOption } from '@madrasah/contract/schemas/konsultasi';
import { api } from '../../lib/api-client';

/** The student's photo and the student, guardian and counsellor blocks. */
export function useKonsultasiHeader() {
  return useQuery({
    queryKey: ['konsultasi', 'header'],
    queryFn: async ({ signal }) => (await api.get<KonsultasiHeader>(API.konsultasiHeader, { signal })).data,
  });
}

/** The topics a consultation may be about; they change between terms, not during a visit. */
export function useKonsultasiTopik() {
  return useQuery({
    queryKey: ['konsultasi', 'topik'],
    queryFn: async ({ signal }) => (await api.get<TopikOption[]>(API.konsultasiTopik, { signal })).data,
    staleTime: 10 * 60_000,
  });
}

/** One consultation with the counsellor it went to. */
export function useKonsultasiItem(id: number) {
  return useQuery({
    queryKey: ['konsultasi', 'item', id],
    queryFn: async ({ signal }) => (await api.get<KonsultasiDetail>(API.konsultasiItem(id), { signal })).data,
  });
}

// Spec 02 section 8: every change says 'Success' with the server's message.
const options = { notifySuccess: true };

/** Writes a new draft (POST) or changes one (PUT with its id). */
export function useSaveKonsultasi() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: KonsultasiBody }) =>
      id === undefined ? api.post<unknown>(API.konsultasiCreate, body, options) : api.put<unknown>(API.konsultasiUpdate(id), body, options),
  });
}

export function useDeleteKonsultasi() {
  return useMutation({ mutationFn: (id: number) => api.delete<null>(API.konsultasiItem(id), options) });
}

/** Marks a draft as sent; the answer carries the chat link that tells the counsellor. */
export function useSendKonsultasi() {
  return useMutation({
    mutationFn: async (id: number) => (await api.put<KonsultasiTerkirim>(API.konsultasiTerkirim(id), undefined, options)).data,
  });
}
