import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALUMNI } from '@madrasah/contract/endpoints/alumni';
import { DASHBOARD } from '@madrasah/contract/endpoints/dashboard';
import type { AlumniDataDiriBody, AlumniTracingBody } from '@madrasah/contract/schemas/alumni';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';

// Both saves can change tahun_masuk and tahun_lulus, so a save refreshes every alumni answer.
const alumniKey = (alumniId: number) => ['alumni', alumniId];

/** The alumni record: its type chooses the page's layout, and it carries the personal data. */
export function useAlumniDataDiri(alumniId: number) {
  return useQuery({
    queryKey: [...alumniKey(alumniId), 'data-diri'],
    queryFn: async ({ signal }) => (await api.call(ALUMNI.dataDiri, { params: { id: alumniId } }, { signal })).data,
  });
}

/** What the alumnus does after graduating; empty fields until the form is first filled. */
export function useAlumniTracing(alumniId: number) {
  return useQuery({
    queryKey: [...alumniKey(alumniId), 'tracing'],
    queryFn: async ({ signal }) => (await api.call(ALUMNI.tracing, { params: { id: alumniId } }, { signal })).data,
  });
}

/** The school's coming calendar items and newest information, for the alumni dashboard. */
export function useKabarMadrasah() {
  return useQuery({
    queryKey: ['dashboard', 'kabar'],
    queryFn: async ({ signal }) => (await api.call(DASHBOARD.kabar, {}, { signal })).data,
  });
}

/**
 * A save shows the server's message under 'Success' and reloads the alumni answers; refusals
 * are reported by the API client and left to the form for its field messages.
 */
function useAlumniSave<Body>(alumniId: number, save: (body: Body) => Promise<unknown>, after?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => {
      after?.();
      return queryClient.invalidateQueries({ queryKey: alumniKey(alumniId) });
    },
  });
}

const options = { notifySuccess: true };

/** The name is also the account's: the header's account menu is asked for again. */
export function useUpdateAlumniDataDiri(alumniId: number) {
  const { retry: refreshPrivilege } = useSession();
  return useAlumniSave(alumniId, (body: AlumniDataDiriBody) => api.call(ALUMNI.dataDiriUpdate, { params: { id: alumniId }, body }, options), refreshPrivilege);
}

export const useUpdateAlumniTracing = (alumniId: number) =>
  useAlumniSave(alumniId, (body: AlumniTracingBody) => api.call(ALUMNI.tracingUpdate, { params: { id: alumniId }, body }, options));
