import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { SESSION } from '@madrasah/contract/endpoints/session';
import type { StafPrivilege } from '@madrasah/contract/schemas/session';
import { AccessMapContext } from '../lib/access-map';
import { ApiError, api } from '../lib/api-client';
import { tokenStorage } from '../lib/token-storage';

export type StafSessionState = { status: 'signed-in'; privilege: StafPrivilege } | { status: 'loading' | 'signed-out' | 'error'; privilege?: undefined };

export type StafSession = StafSessionState & {
  signedIn(privilege: StafPrivilege): void;
  signOut(): Promise<void>;
  retry(): void;
  /** Reads the privilege again (after a password change lifts the forced change). */
  refresh(): Promise<unknown>;
};

const StafSessionContext = createContext<StafSession | null>(null);
const PRIVILEGE_KEY = ['staf-privilege'];

export function useStafSession(): StafSession {
  const session = use(StafSessionContext);
  if (!session) throw new Error('useStafSession needs the StafSessionProvider');
  return session;
}

/** The signed-in staff member's privilege; only for pages behind the staff sign-in guard. */
export function useStafPrivilege(): StafPrivilege {
  const session = useStafSession();
  if (session.status !== 'signed-in') throw new Error('useStafPrivilege outside a signed-in staff page');
  return session.privilege;
}

/** The staff side's token, its access check (GET staf/privilege) and signing out. */
export function StafSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(tokenStorage.get);
  const forget = useCallback(() => {
    tokenStorage.clear();
    setToken(null);
  }, []);

  const privilege = useQuery({
    queryKey: PRIVILEGE_KEY,
    enabled: token !== null,
    staleTime: Infinity,
    queryFn: async () => {
      try {
        return (await api.call(SESSION.stafPrivilege)).data;
      } catch (err) {
        if (err instanceof ApiError && err.status === 403) forget();
        throw err;
      }
    },
  });

  const signedIn = useCallback(
    (data: StafPrivilege) => {
      queryClient.setQueryData(PRIVILEGE_KEY, data);
      setToken(tokenStorage.get());
    },
    [queryClient],
  );
  const signOut = useCallback(async () => {
    await api.call(SESSION.stafLogout, {}, { silent: true }).catch(() => undefined);
    forget();
    queryClient.clear();
  }, [forget, queryClient]);
  const { data, error, refetch } = privilege;
  const retry = useCallback(() => void refetch(), [refetch]);

  const value = useMemo<StafSession>(() => {
    const state: StafSessionState =
      token === null
        ? { status: 'signed-out' }
        : data
          ? { status: 'signed-in', privilege: data }
          : error && !(error instanceof ApiError && error.status === 401)
            ? { status: 'error' }
            : { status: 'loading' };
    return { ...state, signedIn, signOut, retry, refresh: refetch };
  }, [token, data, error, signedIn, signOut, retry, refetch]);

  return (
    <StafSessionContext value={value}>
      <AccessMapContext value={data?.access}>{children}</AccessMapContext>
    </StafSessionContext>
  );
}
