import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@madrasah/contract/endpoints';
import type { AlumniDataDiri, AlumniDataDiriBody, AlumniTracing, AlumniTracingBody } from '@madrasah/contract/schemas/alumni';
import { api } from '../../lib/api-client';

// Both saves can change tahun_masuk and tahun_lulus, so a save refreshes every alumni answer.
const alumniKey = (alumniId: number) => ['alumni', alumniId];

/** The alumni record: its type chooses the page's layout, and it carries the personal data. */
export function useAlumniDataDiri(alumniId: number) {
  return useQuery({
    queryKey: [...alumniKey(alumniId), 'data-diri'],
    queryFn: async ({ signal }) => (await api.get<AlumniDataDiri>(API.alumniDataDiri(alumniId), { signal })).data,
  });
}

/** What the alumnus does after graduating; empty fields until the form is first filled. */
export function useAlumniTracing(alumniId: number) {
  return useQuery({
    queryKey: [...alumniKey(alumniId), 'tracing'],
    queryFn: async ({ signal }) => (await api.get<AlumniTracing>(API.alumniTracing(alumniId), { signal })).data,
  });
}

/**
 * A save shows the server's message under 'Success' and reloads the alumni answers; refusals
 * are reported by the API client and left to the form for its field messages.
 */
function useAlumniSave<Body>(alumniId: number, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.put<unknown>(path, body, { notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alumniKey(alumniId) }),
  });
}

export const useUpdateAlumniDataDiri = (alumniId: number) => useAlumniSave<AlumniDataDiriBody>(alumniId, API.alumniDataDiri(alumniId));

export const useUpdateAlumniTracing = (alumniId: number) => useAlumniSave<AlumniTracingBody>(alumniId, API.alumniTracing(alumniId));
