import { useMutation, useQuery } from '@tanstack/react-query';
import { KONSULTASI } from '@madrasah/contract/endpoints/konsultasi';
import type { KonsultasiBody } from '@madrasah/contract/schemas/konsultasi';
import { api } from '../../lib/api-client';

/** The student's photo and the student, guardian and counsellor blocks. */
export function useKonsultasiHeader() {
  return useQuery({
    queryKey: ['konsultasi', 'header'],
    queryFn: async ({ signal }) => (await api.call(KONSULTASI.header, {}, { signal })).data,
  });
}

/** The topics a consultation may be about; they change between terms, not during a visit. */
export function useKonsultasiTopik() {
  return useQuery({
    queryKey: ['konsultasi', 'topik'],
    queryFn: async ({ signal }) => (await api.call(KONSULTASI.topik, {}, { signal })).data,
    staleTime: 10 * 60_000,
  });
}

/** One consultation with the counsellor it went to. */
export function useKonsultasiItem(id: number) {
  return useQuery({
    queryKey: ['konsultasi', 'item', id],
    queryFn: async ({ signal }) => (await api.call(KONSULTASI.item, { params: { id } }, { signal })).data,
  });
}

// Spec 02 section 8: every change says 'Success' with the server's message.
const options = { notifySuccess: true };

/** Writes a new draft (POST) or changes one (PUT with its id). */
export function useSaveKonsultasi() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: KonsultasiBody }) =>
      id === undefined ? api.call(KONSULTASI.create, { body }, options) : api.call(KONSULTASI.update, { params: { id }, body }, options),
  });
}

export function useDeleteKonsultasi() {
  return useMutation({ mutationFn: (id: number) => api.call(KONSULTASI.delete, { params: { id } }, options) });
}

/** Marks a draft as sent; the answer carries the chat link that tells the counsellor. */
export function useSendKonsultasi() {
  return useMutation({
    mutationFn: async (id: number) => (await api.call(KONSULTASI.terkirim, { params: { id } }, options)).data,
  });
}
