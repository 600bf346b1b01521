import { createContext, use, useMemo, type ReactNode } from 'react';
import { SESSION } from '@madrasah/contract/endpoints/session';
import type { StafPrivilege } from '@madrasah/contract/schemas/session';
import { AccessMapContext } from '../lib/access-map';
import { api } from '../lib/api-client';
import { useTokenSession, type TokenSessionState } from '../lib/token-session';

export type StafSessionState = TokenSessionState<StafPrivilege>;

export type StafSession = StafSessionState & {
  signedIn(privilege: StafPrivilege): void;
  signOut(): Promise<void>;
  retry(): void;
  /** Reads the privilege again (after a password change lifts the forced change). */
  refresh(): Promise<unknown>;
};

const StafSessionContext = createContext<StafSession | null>(null);
const PRIVILEGE_KEY = ['staf-privilege'] as const;

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

const check = async () => (await api.call(SESSION.stafPrivilege)).data;

/** The staff side's token, its access check (GET staf/privilege) and signing out. */
export function StafSessionProvider({ children }: { children: ReactNode }) {
  const { state, signedIn, signOut, retry, refetch } = useTokenSession({ queryKey: PRIVILEGE_KEY, check, logout: SESSION.stafLogout });
  const value = useMemo<StafSession>(() => ({ ...state, signedIn, signOut, retry, refresh: refetch }), [state, signedIn, signOut, retry, refetch]);
  return (
    <StafSessionContext value={value}>
      <AccessMapContext value={state.privilege?.access}>{children}</AccessMapContext>
    </StafSessionContext>
  );
}
