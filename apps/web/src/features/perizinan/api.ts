import { useMutation, useQuery } from '@tanstack/react-query';
import { API } from '@madrasah/contract/endpoints';
import {
  PERIZINAN_TIPE_SISWA,
  type PerizinanCreateBody,
  type PerizinanJenisRow,
  type PerizinanRow,
  type PerizinanStatus,
  type PerizinanUpdateBody,
} from '@madrasah/contract/schemas/perizinan';
import { MAX_PAGE_SIZE, type TableResult } from '@madrasah/contract/table';
import { api } from '../../lib/api-client';

// Spec 02 section 8: every change of a permit says 'Success' with the server's message.
const options = { notifySuccess: true };

/** The kinds a student may file: the dropdown variant of the kinds' table (spec 02 section 7). */
export function usePerizinanJenis() {
  return useQuery({
    queryKey: ['perizinan', 'jenis'],
    queryFn: async ({ signal }) => {
      const body = { search: '', pagination: { current: 1, pageSize: MAX_PAGE_SIZE }, sorting: [], filtering: { tipe: PERIZINAN_TIPE_SISWA } };
      return (await api.post<TableResult<PerizinanJenisRow>>(API.perizinanJenisTable, body, { signal })).data.list;
    },
  });
}

/** Files a permit (POST) or edits a draft (PUT with its id). */
export function useSavePerizinan() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: PerizinanCreateBody | PerizinanUpdateBody }) =>
      id === undefined ? api.post<PerizinanRow>(API.perizinanSiswa, body, options) : api.put<PerizinanRow>(API.perizinanSiswaItem(id), body, options),
  });
}

export function useDeletePerizinan() {
  return useMutation({ mutationFn: (id: number) => api.delete<null>(API.perizinanSiswaItem(id), options) });
}

/** Submits, approves or rejects a permit; the server decides whether the change is allowed. */
export function useChangePerizinanStatus() {
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: PerizinanStatus }) => api.put<PerizinanRow>(API.perizinanSiswaStatus(id), { status }, options),
  });
}
