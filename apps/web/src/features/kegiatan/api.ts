import { keepPreviousData, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { KEGIATAN } from '@madrasah/contract/endpoints/kegiatan';
import type { EkstrakurikulerNilaiBody, KaldikAgendaBody } from '@madrasah/contract/schemas/kegiatan';
import { api } from '../../lib/api-client';

// Spec 02 section 8: a change of the list says 'Success' with the server's message.
const saved = { notifySuccess: true };

export function useUpdateNilai() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EkstrakurikulerNilaiBody }) => api.call(KEGIATAN.ekstrakurikulerUpdate, { params: { id }, body }, saved),
  });
}

export function useDeleteEkstrakurikuler() {
  return useMutation({ mutationFn: (id: number) => api.call(KEGIATAN.ekstrakurikulerDelete, { params: { id } }, saved) });
}

/** The scouting header: the student and their Bantara and Laksana totals. */
export function usePramukaPenilaian(siswaId: number) {
  return useQuery({
    queryKey: ['pramuka', 'penilaian', siswaId],
    queryFn: async ({ signal }) => (await api.call(KEGIATAN.pramukaPenilaian, { params: { siswa_id: siswaId } }, { signal })).data,
  });
}

/**
 * The calendar items of the days shown, filtered; nothing until the calendar names its days.
 * While another month loads, the last one's items stay.
 */
export function useKaldikAgenda(body: KaldikAgendaBody | undefined) {
  return useQuery({
    queryKey: ['kaldik', 'agenda', body],
    queryFn: body === undefined ? skipToken : async ({ signal }) => (await api.call(KEGIATAN.kaldikAgenda, { body }, { signal })).data,
    placeholderData: keepPreviousData,
  });
}
