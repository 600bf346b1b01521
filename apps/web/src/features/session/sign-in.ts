// The sign-in page loads this module on the visitor's first keystroke or submit: it brings zod
// and the access map, which the page's first paint does not need.
import '@madrasah/contract/zod-locale';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { MSG } from '@madrasah/contract/messages';
import { loginBodySchema, type LoginBody, type LoginRequest, type Privilege, type StafPrivilege } from '@madrasah/contract/schemas/session';
import { ApiError, api } from '../../lib/api-client';
import { refusal } from '../../lib/access-refusal';
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

/** What a door's sign-in answers: the token, the device token and the session's privilege. */
type SignedIn<P> = { data: { access_token: string; device_token: string; privilege: P } };

/**
 * Signs in at one door (`call` posts the body there) and stores the token (and the device
 * token) the server gives; answers the session's privilege, which the sign-in's answer carries.
 */
async function signInAt<P>(call: (body: LoginRequest) => Promise<SignedIn<P>>, values: LoginBody): Promise<P> {
  const device = loginBodySchema.shape.device_token.safeParse(localStorage.getItem(DEVICE_KEY) ?? undefined).data;
  const body = loginBodySchema.parse({ ...values, device_token: device });
  const login = await call(body).catch((err: unknown) => {
    throw new SignInError(loginFailure(err));
  });
  if (!login.data?.access_token) throw new SignInError(MSG.authError);
  tokenStorage.set(login.data.access_token, body.remember);
  if (login.data.device_token) localStorage.setItem(DEVICE_KEY, login.data.device_token);
  return login.data.privilege;
}

/**
 * Signs in, stores the token and checks the account may use the portal; resolves with its
 * privilege, or rejects with a SignInError carrying the text to show.
 */
export async function signIn(values: LoginBody): Promise<Privilege> {
  const privilege = await signInAt((body) => api.call(SESSION.login, { body }, { silent: true }), values);
  const problem = refusal(privilege);
  if (problem) {
    tokenStorage.clear();
    throw new SignInError(problem);
  }
  // An offline start shows the shell from the access check's last answer: this is it.
  api.keepAnswer(SESSION.privilegeAccess, privilege);
  return privilege;
}

/** The staff side's sign-in (internal accounts; the server refuses the others with the spec's text). */
export const signInStaf = (values: LoginBody): Promise<StafPrivilege> => signInAt((body) => api.call(SESSION.stafLogin, { body }, { silent: true }), values);
