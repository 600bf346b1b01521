import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { API } from '@madrasah/contract/endpoints';
import type { EkstrakurikulerNilaiBody, EkstrakurikulerRow, KaldikAgenda, KaldikAgendaBody, PramukaPenilaian } from '@madrasah/contract/schemas/kegiatan';
import { api } from '../../lib/api-client';

// Spec 02 section 8: a change of the list says 'Success' with the server's message.
const saved = { notifySuccess: true };

export function useUpdateNilai() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EkstrakurikulerNilaiBody }) => api.put<EkstrakurikulerRow>(API.ekstrakurikulerSiswaItem(id), body, saved),
  });
}

export function useDeleteEkstrakurikuler() {
  return useMutation({ mutationFn: (id: number) => api.delete<null>(API.ekstrakurikulerSiswaItem(id), saved) });
}

/** The scouting header: the student and their Bantara and Laksana totals. */
export function usePramukaPenilaian(siswaId: number) {
  return useQuery({
    queryKey: ['pramuka', 'penilaian', siswaId],
    queryFn: async ({ signal }) => (await api.get<PramukaPenilaian>(API.pramukaPenilaian(siswaId), { signal })).data,
  });
}

/**
 * The calendar items of the days shown, filtered; nothing until the calendar names its days.
 * While another month loads, the last one's items stay.
 */
export function useKaldikAgenda(body: KaldikAgendaBody | undefined) {
  return useQuery({
    queryKey: ['kaldik', 'agenda', body],
    queryFn: async ({ signal }) => (await api.post<KaldikAgenda[]>(API.kaldikAgenda, body, { signal })).data,
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
  });
}
