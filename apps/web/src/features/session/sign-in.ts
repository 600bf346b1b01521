// The sign-in page loads this module on the visitor's first keystroke or submit: it brings zod
// and the access map, which the page's first paint does not need.
import '@madrasah/contract/zod-locale';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { MSG } from '@madrasah/contract/messages';
import { loginBodySchema, type LoginBody, type Privilege, type StafPrivilege } from '@madrasah/contract/schemas/session';
import { ApiError, api } from '../../lib/api-client';
import { refusal } from '../../lib/access-refusal';
import { fetchPrivilege } from '../../lib/privilege-request';
import { SignInError } from '../../lib/session';
import { tokenStorage } from '../../lib/token-storage';

export type LoginField = 'email' | 'password';

/**
 * The device token of this browser's last successful sign-in. It outlives sign-outs: sent with
 * the next sign-in, it lets the owner through while strangers' guesses lock the account.
 */
const DEVICE_KEY = 'madrasah.device';

/** The contract's message for each invalid field of the form (its first issue), none when valid. */
export function loginIssues(values: LoginBody): Partial<Record<LoginField, string>> {
  const issues: Partial<Record<LoginField, string>> = {};
  for (const issue of loginBodySchema.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !issues[field]) issues[field] = issue.message;
  }
  return issues;
}

/** Message shown for a failed POST login: the server's refusal, or the generic text. */
function loginFailure(err: unknown): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : MSG.genericError;
}

/** Signs in at one door and stores the token (and the device token) the server gives. */
async function signInAt(door: typeof SESSION.login | typeof SESSION.stafLogin, values: LoginBody): Promise<void> {
  const device = loginBodySchema.shape.device_token.safeParse(localStorage.getItem(DEVICE_KEY) ?? undefined).data;
  const body = loginBodySchema.parse({ ...values, device_token: device });
  const login = await api.call(door, { body }, { silent: true }).catch((err: unknown) => {
    throw new SignInError(loginFailure(err));
  });
  const accessToken = login.data?.access_token;
  if (!accessToken) throw new SignInError(MSG.authError);
  tokenStorage.set(accessToken, body.remember);
  if (login.data?.device_token) localStorage.setItem(DEVICE_KEY, login.data.device_token);
}

/**
 * Signs in, stores the token and checks the account may use the portal; resolves with its
 * privilege, or rejects with a SignInError carrying the text to show.
 */
export async function signIn(values: LoginBody): Promise<Privilege> {
  await signInAt(SESSION.login, values);
  const privilege = await fetchPrivilege({ silent: true }).catch(() => {
    tokenStorage.clear();
    throw new SignInError(MSG.accessFailed);
  });
  const problem = refusal(privilege);
  if (problem) {
    tokenStorage.clear();
    throw new SignInError(problem);
  }
  return privilege;
}

/** The staff side's sign-in (internal accounts; the server refuses the others with the spec's text). */
export async function signInStaf(values: LoginBody): Promise<StafPrivilege> {
  await signInAt(SESSION.stafLogin, values);
  return api.call(SESSION.stafPrivilege, {}, { silent: true }).then(
    (envelope) => envelope.data,
    () => {
      tokenStorage.clear();
      throw new SignInError(MSG.accessFailed);
    },
  );
}
