import { queryOptions, skipToken, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PRESENSI } from '@madrasah/contract/endpoints/presensi';
import { DATE_FORMAT } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import type { PresensiBody, PresensiHariIni } from '@madrasah/contract/schemas/presensi';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { ApiError, api } from '../../lib/api-client';
import { schoolToday } from '../../lib/format';

const hariIniKey = (siswaId: number | null, date: string | undefined) => ['presensi', 'hari-ini', siswaId, date];

/**
 * Today's attendance record of the student, or null before the first clock-in: the server
 * answers that case with a 404 'Data tidak ditemukan', which is expected and not shown.
 */
export function presensiHariIniQuery(siswaId: number | null, date: string | undefined) {
  return queryOptions({
    queryKey: hariIniKey(siswaId, date),
    queryFn:
      siswaId === null || date === undefined
        ? skipToken
        : async ({ signal }): Promise<PresensiHariIni | null> => {
            try {
              const params = { siswa_id: siswaId, date };
              return (await api.call(PRESENSI.hariIni, { params }, { suppressMessage: MSG.notFoundData, signal })).data;
            } catch (err) {
              if (err instanceof ApiError && err.status === 404 && err.message === MSG.notFoundData) return null;
              throw err;
            }
          },
  });
}

export const usePresensiHariIni = (siswaId: number | null, date: string | undefined) => useQuery(presensiHariIniQuery(siswaId, date));

/** The student who clocks in on this account, or null when the account does not clock in. */
export const presensiSiswaId = ({ presensi, profile_ex }: Privilege) => (presensi.is_allow ? profile_ex.siswa_id : null);

/**
 * Asks for today's attendance on the dashboard's first visit, beside the server's date (the
 * card's key), not after it: by the device's date at the school, right on nearly every phone.
 * When the server's date differs, the card asks for its own day, and this answer goes unused.
 */
export function prefetchPresensiHariIni(queryClient: QueryClient, privilege: Privilege): void {
  const siswaId = presensiSiswaId(privilege);
  if (siswaId === null) return;
  void queryClient.prefetchQuery(presensiHariIniQuery(siswaId, schoolToday(privilege.sekolah.timezone).format(DATE_FORMAT.lookup)));
}

// The dialog shows a refusal for a position outside the radius itself.
const rekamOptions = { notifySuccess: true, suppressMessage: MSG.outsideRadius };

/**
 * Clock in (POST) when today has no record yet, clock out (PUT on the record) otherwise. The
 * server's refusals are shown by the API client, but for a position outside the radius, which
 * the dialog shows itself; success shows its message under 'Success'.
 */
export function useRekamPresensi(siswaId: number, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ recordId, body }: { recordId: number | undefined; body: PresensiBody }) => {
      const envelope =
        recordId === undefined
          ? await api.call(PRESENSI.masuk, { body }, rekamOptions)
          : await api.call(PRESENSI.pulang, { params: { id: recordId }, body }, rekamOptions);
      return envelope.data;
    },
    onSuccess: (record) => queryClient.setQueryData(hariIniKey(siswaId, date), record),
  });
}
