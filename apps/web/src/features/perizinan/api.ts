import { useMutation, useQuery } from '@tanstack/react-query';
import { PERIZINAN } from '@madrasah/contract/endpoints/perizinan';
import { PERIZINAN_TIPE_SISWA, type PerizinanStatus, type PerizinanUpdateBody } from '@madrasah/contract/schemas/perizinan';
import { MAX_PAGE_SIZE } from '@madrasah/contract/table';
import { api } from '../../lib/api-client';

// Spec 02 section 8: every change of a permit says 'Success' with the server's message.
const options = { notifySuccess: true };
// The permit form shows the server's field messages under its fields.
const saveOptions = { ...options, fieldsInForm: true };

/** The kinds a student may file: the dropdown variant of the kinds' table (spec 02 section 7). */
export function usePerizinanJenis() {
  return useQuery({
    queryKey: ['perizinan', 'jenis'],
    queryFn: async ({ signal }) => {
      const body = { pagination: { current: 1, pageSize: MAX_PAGE_SIZE }, filtering: { tipe: PERIZINAN_TIPE_SISWA } };
      return (await api.call(PERIZINAN.jenisTable, { body }, { signal })).data.list;
    },
  });
}

/** Files a permit (POST) or edits a draft (PUT with its id). */
export function useSavePerizinan() {
  return useMutation({
    // The form asks for the letter of a new permit; the server refuses one without it.
    mutationFn: ({ id, body }: { id: number | undefined; body: PerizinanUpdateBody }) =>
      id === undefined
        ? api.call(PERIZINAN.create, { body: { ...body, file: body.file } }, saveOptions)
        : api.call(PERIZINAN.update, { params: { id }, body }, saveOptions),
  });
}

export function useDeletePerizinan() {
  return useMutation({ mutationFn: (id: number) => api.call(PERIZINAN.delete, { params: { id } }, options) });
}

/** Submits, approves or rejects a permit; the server decides whether the change is allowed. */
export function useChangePerizinanStatus() {
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: PerizinanStatus }) => api.call(PERIZINAN.status, { params: { id }, body: { status } }, options),
  });
}
