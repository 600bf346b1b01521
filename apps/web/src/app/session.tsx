import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PAGE } from '@madrasah/contract/access';
import { SESSION } from '@madrasah/contract/endpoints/session';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { AccessMapContext } from '../lib/access-map';
import { ApiError, api } from '../lib/api-client';
import { notify } from '../lib/notify';
import { refusal } from '../lib/access-refusal';
import { fetchStartPrivilege } from '../lib/privilege-request';
import { SessionContext, type Session, type SessionState } from '../lib/session';
import { tokenStorage } from '../lib/token-storage';
import { prefetchStart } from './routes';

const PRIVILEGE_KEY = ['privilege'];

type Props = {
  /** The privilege of a sign-in made before the app loaded; its token is already stored. */
  privilege?: Privilege;
  children: ReactNode;
};

/** Owns the token, the access check (privilege query) and signing out. */
export function SessionProvider({ privilege: signedInWith, children }: Props) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(tokenStorage.get);
  // Seeded once, before the query below starts: that sign-in needs no second access check.
  useState(() => signedInWith && queryClient.setQueryData(PRIVILEGE_KEY, signedInWith));
  // Its landing page's data is asked for once the app has committed: a render may be retried.
  useEffect(() => {
    if (signedInWith) prefetchStart(queryClient, signedInWith, window.location.pathname);
  }, [queryClient, signedInWith]);

  const forget = useCallback(() => {
    tokenStorage.clear();
    setToken(null);
  }, []);

  const privilege = useQuery({
    queryKey: PRIVILEGE_KEY,
    enabled: token !== null,
    staleTime: Infinity,
    queryFn: async () => {
      let data: Privilege;
      try {
        data = await fetchStartPrivilege();
      } catch (err) {
        // Refused at start-up (the API client has shown the server's reason): back to sign-in.
        if (err instanceof ApiError && err.status === 403) forget();
        throw err;
      }
      const problem = refusal(data);
      if (problem) {
        notify.error(problem);
        forget();
        throw new Error(problem);
      }
      prefetchStart(queryClient, data, window.location.pathname);
      return data;
    },
  });

  const signedIn = useCallback(
    (data: Privilege) => {
      queryClient.setQueryData(PRIVILEGE_KEY, data);
      setToken(tokenStorage.get());
      // The sign-in page leads to the dashboard.
      prefetchStart(queryClient, data, PAGE.dashboard);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    // The token is forgotten locally whatever the server answers.
    await api.call(SESSION.logout, {}, { silent: true }).catch(() => undefined);
    forget();
    queryClient.clear();
  }, [forget, queryClient]);

  const { data, error, refetch } = privilege;
  const retry = useCallback(() => void refetch(), [refetch]);

  const value = useMemo<Session>(() => ({ ...sessionState(token, data, error), signedIn, signOut, retry }), [token, data, error, signedIn, signOut, retry]);
  // The access check's answer mounts the shell and the page at once. The query store updates
  // React synchronously, in one long task; passed on as a deferred value, that first render
  // runs in short slices instead. Every other change of the session applies at once.
  const deferred = useDeferredValue(value);
  const shown = deferred.status === 'loading' && value.status === 'signed-in' ? deferred : value;
  return (
    <SessionContext value={shown}>
      <AccessMapContext value={shown.privilege?.access}>{children}</AccessMapContext>
    </SessionContext>
  );
}

function sessionState(token: string | null, privilege: Privilege | undefined, error: Error | null): SessionState {
  if (token === null) return { status: 'signed-out' };
  if (privilege) return { status: 'signed-in', privilege };
  // A 401 is already taking the user to the sign-in page: keep the loader up until it does.
  if (error && !(error instanceof ApiError && error.status === 401)) return { status: 'error' };
  return { status: 'loading' };
}
