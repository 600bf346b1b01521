import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Endpoint } from '@madrasah/contract/endpoint';
import { ApiError, api } from './api-client';
import { tokenStorage } from './token-storage';

/** Where a door's session stands; 'loading': the access check runs; 'error': it failed for a reason other than the session. */
export type TokenSessionState<P> = { status: 'signed-in'; privilege: P } | { status: 'loading' | 'signed-out' | 'error'; privilege?: undefined };

type Options<P> = {
  /** The privilege query's cache key. */
  queryKey: readonly string[];
  /** The access check; `forget` drops the token when the answer itself refuses the session. */
  check: (forget: () => void) => Promise<P>;
  /** The endpoint that ends the session on the server. */
  logout: Endpoint;
  /** A privilege already in hand (a sign-in made before the app loaded), seeded before the check starts. */
  initial?: P;
  /** After a sign-in the sign-in page completed. */
  onSignedIn?: (privilege: P) => void;
};

/**
 * What the portal's and the staff's session providers share: the stored token, the access check
 * (a 403 there forgets the token), taking over a sign-in, signing out (the token and every cached
 * answer forgotten whatever the server answers) and the state they make.
 */
export function useTokenSession<P>({ queryKey, check, logout, initial, onSignedIn }: Options<P>) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(tokenStorage.get);
  // Seeded once, before the query below starts: that sign-in needs no second access check.
  useState(() => initial && queryClient.setQueryData(queryKey, initial));

  const forget = useCallback(() => {
    tokenStorage.clear();
    setToken(null);
  }, []);

  const privilege = useQuery({
    queryKey,
    enabled: token !== null,
    staleTime: Infinity,
    queryFn: async () => {
      try {
        return await check(forget);
      } catch (err) {
        // Refused at start-up (the API client has shown the server's reason): back to sign-in.
        if (err instanceof ApiError && err.status === 403) forget();
        throw err;
      }
    },
  });

  const signedIn = useCallback(
    (data: P) => {
      queryClient.setQueryData(queryKey, data);
      setToken(tokenStorage.get());
      onSignedIn?.(data);
    },
    [queryClient, queryKey, onSignedIn],
  );

  const signOut = useCallback(async () => {
    await api.call(logout, {}, { silent: true }).catch(() => undefined);
    forget();
    queryClient.clear();
  }, [logout, forget, queryClient]);

  const { data, error, refetch } = privilege;
  const retry = useCallback(() => void refetch(), [refetch]);
  const state = useMemo(() => sessionState(token, data, error), [token, data, error]);
  return { state, signedIn, signOut, retry, refetch };
}

function sessionState<P>(token: string | null, privilege: P | undefined, error: Error | null): TokenSessionState<P> {
  if (token === null) return { status: 'signed-out' };
  if (privilege) return { status: 'signed-in', privilege };
  // A 401 is already taking the user to the sign-in page: keep the loader up until it does.
  if (error && !(error instanceof ApiError && error.status === 401)) return { status: 'error' };
  return { status: 'loading' };
}
