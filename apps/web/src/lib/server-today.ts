import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmyToIso } from '@madrasah/contract/dates';
import { DASHBOARD } from '@madrasah/contract/endpoints/dashboard';
import { DATE_FORMAT } from '@madrasah/contract/limits';
import type { Dashboard } from '@madrasah/contract/schemas/dashboard';
import { api } from './api-client';
import { schoolToday } from './format';
import type { ServerClock } from './server-clock';
import { usePrivilege } from './session';

/** Today at the school as the server sees it (GET dashboard/utama). */
export type ServerToday = Dashboard & {
  /** Today as YYYY-MM-DD, the format of lookups such as today's attendance. */
  date: string;
  clock: ServerClock;
};

async function fetchServerToday({ signal }: { signal: AbortSignal }): Promise<ServerToday> {
  const { data } = await api.call(DASHBOARD.utama, {}, { signal });
  return {
    ...data,
    date: dmyToIso(data.tanggal),
    clock: { serverTime: data.waktu_server, receivedAt: performance.now(), timeZone: data.timezone },
  };
}

/** The school's date and clock from the server, so a phone with a wrong clock cannot move them. */
export const serverTodayQuery = queryOptions({ queryKey: ['dashboard', 'utama'], queryFn: fetchServerToday });

export const useServerToday = () => useQuery(serverTodayQuery);

/** Today at the school (YYYY-MM-DD) by the server's clock, or by the device's while it has not answered. */
export function useSchoolToday(): string | undefined {
  const { sekolah } = usePrivilege();
  const server = useServerToday();
  if (server.data) return server.data.date;
  return server.isError ? schoolToday(sekolah.timezone).format(DATE_FORMAT.lookup) : undefined;
}
