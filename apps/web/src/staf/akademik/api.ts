import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAF_AKADEMIK, STAF_REFERENSI } from '@madrasah/contract/endpoints/staf-akademik';
import type { RombelBody, RombelCreateBody, TahunAjaranBody } from '@madrasah/contract/schemas/staf-akademik';
import { api } from '../../lib/api-client';

/** The reference lists: grade levels, majors, rooms, subjects. */
export type ReferenceKind = keyof typeof STAF_REFERENSI;

const saved = { notifySuccess: true };
const YEARS = ['staf-akademik', 'tahun-ajaran'];
const referenceKey = (kind: ReferenceKind) => ['staf-akademik', kind];

/** The school years with their semesters, newest first; which one is active. */
export function useTahunAjaranList() {
  return useQuery({ queryKey: YEARS, queryFn: async ({ signal }) => (await api.call(STAF_AKADEMIK.tahunAjaranList, {}, { signal })).data });
}

/** A change to the years or the active period: the year list is read again. */
function useYearChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: YEARS }) });
}

export const useCreateTahunAjaran = () => useYearChange((body: TahunAjaranBody) => api.call(STAF_AKADEMIK.tahunAjaranCreate, { body }, saved));
export const useDeleteTahunAjaran = () => useYearChange((id: number) => api.call(STAF_AKADEMIK.tahunAjaranDelete, { params: { id } }, saved));
export const useActivatePeriode = () =>
  useYearChange((body: { tahun_ajaran_id: number; semester_id: number }) => api.call(STAF_AKADEMIK.periodeAktifUpdate, { body }, saved));

/** One reference list, whole. */
export function useReferensi<K extends ReferenceKind>(kind: K) {
  return useQuery({ queryKey: referenceKey(kind), queryFn: async ({ signal }) => (await api.call(STAF_REFERENSI[kind].list, {}, { signal })).data });
}

/** Adds to a reference list (no id) or changes a row, then reads the list again. */
export function useSaveReferensi(kind: ReferenceKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | undefined; body: Record<string, unknown> }) => {
      const endpoints = STAF_REFERENSI[kind];
      // The four lists differ only in their body, which the form has parsed with the list's own schema.
      return id === undefined ? api.call(endpoints.create, { body } as never, saved) : api.call(endpoints.update, { params: { id }, body } as never, saved);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKey(kind) }),
  });
}

export function useDeleteReferensi(kind: ReferenceKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(STAF_REFERENSI[kind].remove, { params: { id } }, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referenceKey(kind) }),
  });
}

/** The active GTK a class group's wali kelas and guru BK are chosen from. */
export function useGtkPilihan() {
  return useQuery({ queryKey: ['staf-akademik', 'gtk'], queryFn: async ({ signal }) => (await api.call(STAF_AKADEMIK.gtkPilihan, {}, { signal })).data });
}

/** Adds a class group to a year (no id) or changes one. */
export function useSaveRombel() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | undefined; body: RombelBody | RombelCreateBody }) =>
      id === undefined
        ? api.call(STAF_AKADEMIK.rombelCreate, { body: body as RombelCreateBody }, saved)
        : api.call(STAF_AKADEMIK.rombelUpdate, { params: { id }, body }, saved),
  });
}

export function useDeleteRombel() {
  return useMutation({ mutationFn: (id: number) => api.call(STAF_AKADEMIK.rombelDelete, { params: { id } }, saved) });
}
