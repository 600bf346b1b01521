import { useMutation, useQuery } from '@tanstack/react-query';
import { KONSULTASI } from '@madrasah/contract/endpoints/konsultasi';
import { LOOKUP } from '@madrasah/contract/endpoints/lookup';
import { MSG } from '@madrasah/contract/messages';
import { api } from '../../../lib/api-client';
import type { LaporanPeriod } from './laporan-params';

/** A class group of the caller's student (or ward), for the detail page's header; another one answers 404, which the page says. */
export function useRombel(rombelId: string) {
  return useQuery({
    queryKey: ['lookup', 'rombel-item', rombelId],
    queryFn: async ({ signal }) => (await api.call(LOOKUP.rombelItem, { params: { id: rombelId } }, { signal, suppressMessage: MSG.notFoundData })).data,
    retry: false,
  });
}

/**
 * Exports the report as counted on screen: every class group, or one class group's students.
 * Spec 02 section 8: a done export says 'Success' with the server's message.
 */
export function useExportLaporan() {
  return useMutation({
    mutationFn: ({ rombelId, period }: { rombelId?: number; period: LaporanPeriod }) =>
      rombelId === undefined
        ? api.call(KONSULTASI.laporanExport, { body: period }, { notifySuccess: true })
        : api.call(KONSULTASI.laporanRombelExport, { body: { ...period, rombel_id: rombelId } }, { notifySuccess: true }),
  });
}
