import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ALLOWED_ROLES, EXTERNAL_TYPE } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { MSG } from '@madrasah/contract/messages';
import type { LoginBody, LoginResult, Privilege } from '@madrasah/contract/schemas/session';
import { ApiError, api, type RequestOptions } from '../lib/api-client';
import { notify } from '../lib/notify';
import { SessionContext, SignInError, type Session, type SessionState } from '../lib/session';
import { tokenStorage } from '../lib/token-storage';

const PRIVILEGE_KEY = ['privilege'];

const fetchPrivilege = async (options?: RequestOptions) =>
  (await api.get<Privilege>(API.privilegeAccess, options)).data;

/** Why this account may not use the portal (spec 01 sections 4 and 6), or null. */
function refusal(privilege: Privilege): string | null {
  // The contract types both as present; an older or misconfigured server may still omit them.
  if (!privilege.tahun_ajaran?.id || !privilege.semester?.id) return MSG.noActiveYear;
  const { roles, tipe } = privilege.profile;
  if (!ALLOWED_ROLES.includes(roles) || tipe !== EXTERNAL_TYPE) return MSG.forbiddenRole;
  return null;
}

/** Message shown for a failed POST login: the server's refusal, or the generic text. */
function loginFailure(err: unknown): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : MSG.genericError;
}

/** Owns the token, the access check (privilege query) and signing in and out. */
export function SessionProvider({ children }: { children: ReactNode }) {
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
      let data: Privilege;
      try {
        data = await fetchPrivilege();
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
      return data;
    },
  });

  const signIn = useCallback(
    async (body: LoginBody) => {
      const login = await api.post<LoginResult>(API.login, body, { silent: true }).catch((err: unknown) => {
        throw new SignInError(loginFailure(err));
      });
      const accessToken = login.data?.access_token;
      if (!accessToken) throw new SignInError(MSG.authError);
      tokenStorage.set(accessToken, body.remember ?? false);

      const data = await fetchPrivilege({ silent: true }).catch(() => {
        tokenStorage.clear();
        throw new SignInError(MSG.accessFailed);
      });
      const problem = refusal(data);
      if (problem) {
        tokenStorage.clear();
        throw new SignInError(problem);
      }
      queryClient.setQueryData(PRIVILEGE_KEY, data);
      setToken(accessToken);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    // The token is forgotten locally whatever the server answers.
    await api.post(API.logout, undefined, { silent: true }).catch(() => undefined);
    forget();
    queryClient.clear();
  }, [forget, queryClient]);

  const { data, error, refetch } = privilege;
  const retry = useCallback(() => void refetch(), [refetch]);

  const value = useMemo<Session>(
    () => ({ ...sessionState(token, data, error), signIn, signOut, retry }),
    [token, data, error, signIn, signOut, retry],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

function sessionState(token: string | null, privilege: Privilege | undefined, error: Error | null): SessionState {
  if (token === null) return { status: 'signed-out' };
  if (privilege) return { status: 'signed-in', privilege };
  // A 401 is already taking the user to the sign-in page: keep the loader up until it does.
  if (error && !(error instanceof ApiError && error.status === 401)) return { status: 'error' };
  return { status: 'loading' };
}
