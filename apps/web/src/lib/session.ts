import { createContext, use } from 'react';
import type { Privilege } from '@madrasah/contract/schemas/session';
import type { TokenSessionState } from './token-session';

export type SessionState = TokenSessionState<Privilege>;

export type Session = SessionState & {
  /** Takes over a sign-in the sign-in page completed: its token is stored, this is its privilege. */
  signedIn(privilege: Privilege): void;
  /** Ends the session on the server (best effort) and forgets the token and every cached answer. */
  signOut(): Promise<void>;
  /** Runs the access check again: after an 'error', or after a save changed what the privilege carries (a name). */
  retry(): void;
};

/** A refused sign-in; the message is the spec's text for the user. */
export class SignInError extends Error {
  override name = 'SignInError';
}

/** Provided by the app's SessionProvider. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession needs the SessionProvider');
  return session;
}

/** The signed-in user's privilege; only for pages behind the sign-in guard. */
export function usePrivilege(): Privilege {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('usePrivilege outside a signed-in page');
  return session.privilege;
}
