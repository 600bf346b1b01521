import { useMutation, useQuery } from '@tanstack/react-query';
import { KEUANGAN } from '@madrasah/contract/endpoints/keuangan';
import type { TagihanEksporBody } from '@madrasah/contract/schemas/keuangan';
import { api } from '../../lib/api-client';

/** The fees of a school year, for the fee picker; nothing until a year is chosen. */
export function usePemasukanOptions(tahunAjaran: number | undefined) {
  return useQuery({
    queryKey: ['keuangan', 'pemasukan-detail', tahunAjaran],
    queryFn: async ({ signal }) => (await api.call(KEUANGAN.pemasukanDetailDropdown, { body: { tahun_ajaran: tahunAjaran } }, { signal })).data,
    enabled: tahunAjaran !== undefined,
  });
}

/** Exports a school year's invoices; spec 02 section 8: a done export says 'Success' with the server's message. */
export function useExportTagihan() {
  return useMutation({
    mutationFn: async (body: TagihanEksporBody) => (await api.call(KEUANGAN.tagihanEkspor, { body }, { notifySuccess: true })).data,
  });
}
