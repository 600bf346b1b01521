import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SISWA } from '@madrasah/contract/endpoints/siswa';
import type { AktivitasBelajarBody } from '@madrasah/contract/schemas/aktivitas-belajar';
import type { DataDiriBody } from '@madrasah/contract/schemas/data-diri';
import type { OrangTuaBody } from '@madrasah/contract/schemas/orang-tua';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';

const dataDiriKey = (siswaId: number) => ['siswa', siswaId, 'data-diri'];
const orangTuaKey = (siswaId: number) => ['siswa', siswaId, 'orang-tua'];
const aktivitasBelajarKey = (siswaId: number) => ['siswa', siswaId, 'aktivitas-belajar'];

/** The student's personal data, with region names and a signed photo link. */
export function useDataDiri(siswaId: number) {
  return useQuery({
    queryKey: dataDiriKey(siswaId),
    queryFn: async ({ signal }) => (await api.call(SISWA.dataDiri, { params: { siswa_id: siswaId } }, { signal })).data,
  });
}

/**
 * Saves the personal data; the server's message shows under 'Success', refusals are reported
 * by the API client and left to the form for its field messages. Saved, the record (tab and
 * header) is fetched again, and the privilege, which carries the student's name.
 */
export function useUpdateDataDiri(siswaId: number) {
  const queryClient = useQueryClient();
  const { retry: refreshPrivilege } = useSession();
  return useMutation({
    mutationFn: (body: DataDiriBody) => api.call(SISWA.dataDiriUpdate, { params: { siswa_id: siswaId }, body }, { notifySuccess: true }),
    onSuccess: () => {
      refreshPrivilege();
      return queryClient.invalidateQueries({ queryKey: dataDiriKey(siswaId) });
    },
  });
}

/** The student's father, mother and guardian records (at most one of each). */
export function useOrangTua(siswaId: number) {
  return useQuery({
    queryKey: orangTuaKey(siswaId),
    queryFn: async ({ signal }) => (await api.call(SISWA.orangTua, { params: { siswa_id: siswaId } }, { signal })).data,
  });
}

/**
 * Saves one person: PUT on an existing record, POST for a new one; answers the record's id.
 * The list is fetched again, so the read view shows what was saved even if a later person fails.
 */
export function useSaveOrangTua(siswaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | undefined; body: OrangTuaBody }) => {
      const options = { notifySuccess: true };
      const envelope =
        id === undefined
          ? await api.call(SISWA.orangTuaCreate, { params: { siswa_id: siswaId }, body }, options)
          : await api.call(SISWA.orangTuaUpdate, { params: { id }, body }, options);
      return envelope.data.id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orangTuaKey(siswaId) }),
  });
}

/** The student's registration, how they left and their current class group. */
export function useAktivitasBelajar(siswaId: number) {
  return useQuery({
    queryKey: aktivitasBelajarKey(siswaId),
    queryFn: async ({ signal }) => (await api.call(SISWA.aktivitasBelajar, { params: { siswa_id: siswaId } }, { signal })).data,
  });
}

/** Saves the registration: PUT on the existing record, POST for the first one; the read view is fetched again. */
export function useSaveAktivitasBelajar(siswaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AktivitasBelajarBody }) =>
      id === null
        ? api.call(SISWA.aktivitasBelajarCreate, { params: { siswa_id: siswaId }, body }, { notifySuccess: true })
        : api.call(SISWA.aktivitasBelajarUpdate, { params: { id }, body }, { notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aktivitasBelajarKey(siswaId) }),
  });
}
