import { SESSION } from '@madrasah/contract/endpoints/session';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { api, type RequestOptions } from './api-client';

/** The signed-in user's profile, active period and access map (GET privilege/access). */
const fetchPrivilege = async (options?: RequestOptions) => (await api.call(SESSION.privilegeAccess, {}, options)).data;

let early: Promise<Privilege> | undefined;

/**
 * With a stored token, the entry starts the access check while the app's code still downloads.
 * It is silent: nothing can show a toast yet, so a failure is left to the request below.
 */
export function requestPrivilegeEarly(): void {
  early = fetchPrivilege({ silent: true });
  early.catch(() => undefined);
}

/** The early access check while it is pending: the app's start reads it without taking it. */
export const earlyPrivilege = (): Promise<Privilege> | undefined => early;

/**
 * The start-up access check: the early answer when there is one, else a request of its own.
 * A failed early request is made again, so its failure is reported and handled as usual.
 */
export async function fetchStartPrivilege(): Promise<Privilege> {
  const pending = early;
  early = undefined;
  if (pending) {
    try {
      return await pending;
    } catch {
      // Made again below, with the API client's reporting.
    }
  }
  return fetchPrivilege();
}
