import { urlOf, type CallData, type CallInput, type Endpoint } from '@madrasah/contract/endpoint';
import type { Envelope, ErrorEnvelope, FieldError } from '@madrasah/contract/envelope';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { LIMITS } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import type { PublicConfig } from '@madrasah/contract/schemas/session';
import { WARD_HEADER, anakStorage } from './anak-storage';
import { DOOR, SIGN_IN_PATH } from './door';
import { DOOR_TEXT } from './door-texts';
import { notify } from './notify';
import { OFFLINE_TEXT, isOffline } from './offline';
import { isOfflineRead, offlineCopies, offlineStatus, type OfflineCopy } from './offline-copies';
import { startCalls, takeEarlyCall } from './start-calls';
import { tokenStorage } from './token-storage';

const BASE = '/api';

export type RequestOptions = {
  /**
   * The screen reports every failure itself: no notification and no 401 redirect. For the
   * sign-in flow, logout and calls whose failure the spec ignores (the menu).
   */
  silent?: boolean;
  /** A failure message this call expects and does not show, e.g. a 404 'Data tidak ditemukan'. */
  suppressMessage?: string;
  /** Show 'Success' with the server's message when the call succeeds. */
  notifySuccess?: boolean;
  /**
   * The title of this call's failure notice, shown with the server's message in place of the
   * status text or the Bad Request warnings (spec 02: the student tabs' tables say 'Failed').
   */
  failureTitle?: string;
  /**
   * The screen shows a Bad Request's field messages under its fields (a form): the notice leaves
   * out what a field already says, so a refusal is told once and no toast covers the dialog.
   */
  fieldsInForm?: boolean;
  signal?: AbortSignal;
};

/**
 * A refused or failed call. `status` 0: no answer arrived. `fields`: a 400's per-field messages;
 * `data`: what a refusal explains otherwise (an import's report with its 422).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldError[] = [],
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Sends one call. An offline read (lib/offline-copies.ts) keeps its last answer, and answers
 * with it, marked for the shell's banner, when no answer arrives.
 */
async function request<T>(method: Endpoint['method'], path: string, body: unknown, options: RequestOptions, offlineRead = false): Promise<Envelope<T>> {
  const token = tokenStorage.get();
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(token) };
  // A form with a file goes as multipart/form-data, its boundary set by the browser.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';

  const url = `${BASE}${path}`;
  if (method === 'GET') startCalls.note(url);
  // A read the start script already sent (lib/start-calls.ts) is answered by its response.
  const early = method === 'GET' ? takeEarlyCall(url, headers.Authorization, headers[WARD_HEADER]) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
        signal: options.signal,
      }));
  } catch (err) {
    if (options.signal?.aborted) throw err;
    const copy = offlineRead ? keptCopy(token, path) : undefined;
    if (copy) {
      offlineStatus.served(copy.at);
      return copy.envelope as Envelope<T>;
    }
    throw noAnswer(method, options);
  }

  offlineStatus.answered();
  const envelope = await readEnvelope<T>(response);
  if (response.ok && envelope?.status === true) {
    if (options.notifySuccess) notify.success(envelope.message);
    const storage = tokenStorage.storage();
    // Kept only while the session that asked is still the one signed in.
    if (offlineRead && token && storage && tokenStorage.get() === token) offlineCopies.save(storage, token, path, envelope);
    return envelope;
  }
  const refusal = envelope?.status === false ? envelope : undefined;
  if (mendsStaleChild(response, refusal?.message, headers)) return new Promise(() => undefined);
  const data: unknown = refusal?.data;
  const error = new ApiError(
    response.status,
    refusal?.message ?? DOOR_TEXT.noResponse,
    Array.isArray(data) ? data : [],
    Array.isArray(data) ? undefined : data,
  );
  if (!options.silent) report(response, error, refusal !== undefined, token !== null, options);
  throw error;
}

/** The answer kept at `path` for the session of `token`, in the storage that holds it. */
function keptCopy(token: string | null, path: string): OfflineCopy | undefined {
  const storage = tokenStorage.storage();
  return token && storage ? offlineCopies.read(storage, token, path) : undefined;
}

/**
 * No answer arrived. Offline, the user is told that this needs the network (a clock-in and every
 * change of data are judged by the server); otherwise the spec's 'no response' message.
 */
function noAnswer(method: Endpoint['method'], options: RequestOptions): ApiError {
  if (!isOffline()) {
    if (!options.silent) notify.error(DOOR_TEXT.noResponse);
    return new ApiError(0, DOOR_TEXT.noResponse);
  }
  const text = method === 'GET' ? OFFLINE_TEXT.read : OFFLINE_TEXT.write;
  if (!options.silent) notify.error(OFFLINE_TEXT.title, text);
  return new ApiError(0, text);
}

/** The bearer token and, on the portal, the child a guardian chose (the server checks it is theirs). */
function authHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  // With the sign-in too: its answer carries the privilege of the child chosen last in this browser.
  const anak = DOOR === 'portal' ? anakStorage.get() : null;
  if (anak) headers[WARD_HEADER] = anak;
  return headers;
}

/**
 * A child no longer the account's (unlinked, or another account's choice left in this browser)
 * is refused: the choice is forgotten and the page loaded again with the account's first child.
 */
function mendsStaleChild(response: Response, message: string | undefined, sent: Record<string, string>) {
  if (response.status !== 403 || message !== MSG.anakBukanMilik || sent[WARD_HEADER] === undefined) return false;
  anakStorage.clear();
  window.location.reload();
  return true;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | ErrorEnvelope | undefined> {
  try {
    const json: unknown = await response.json();
    if (typeof json === 'object' && json !== null && 'status' in json && typeof json.status === 'boolean') {
      return json as Envelope<T> | ErrorEnvelope;
    }
  } catch {
    // Not JSON: a proxy's error page or an empty body.
  }
  return undefined;
}

/** The spec's error catalogue (spec 01 section 8), in one place. */
function report(
  response: Response,
  error: ApiError,
  hasServerMessage: boolean,
  hadToken: boolean,
  { suppressMessage, failureTitle, fieldsInForm }: RequestOptions,
) {
  const sessionEnded = error.status === 401 && hadToken;
  if (sessionEnded) {
    // Every call in flight fails alike once the session has ended: the first one tells the user, once.
    if (redirecting) return;
    tokenStorage.clear();
    redirectToSignIn();
  }
  if (!hasServerMessage) {
    notify.error(DOOR_TEXT.noResponse);
    return;
  }
  if (error.message === suppressMessage) return;
  if (failureTitle && !sessionEnded) return notify.error(failureTitle, error.message);
  const warnings = error.fields.map((f) => f.message);
  if (error.status === 400) warnings.unshift(error.message);
  else notify.error(DOOR_TEXT.statusTitle(response.status, response.statusText), error.message);
  const shownInForm = new Set(fieldsInForm && error.status === 400 ? error.fields.map((f) => f.message) : []);
  // A summary and its field messages often repeat each other; each text shows once.
  for (const text of new Set(warnings)) if (!shownInForm.has(text)) notify.warning(text);
}

let redirecting = false;

/**
 * An invalid session sends the user to the school's sign-in page after a short pause (the staff
 * side's own page for a staff session).
 */
function redirectToSignIn() {
  if (redirecting) return;
  redirecting = true;
  if (DOOR === 'staf') {
    window.setTimeout(() => window.location.assign(SIGN_IN_PATH), LIMITS.redirectDelayMs);
    return;
  }
  void loadPublicConfig()
    .then((config) => config.external_signin_url)
    .catch(() => '/login')
    .then((url) => window.setTimeout(() => window.location.assign(url), LIMITS.redirectDelayMs));
}

let publicConfig: Promise<PublicConfig> | undefined;

/**
 * The settings the server gives before sign-in (school name, sign-in URL, map tiles), fetched
 * once. It lives here because the 401 redirect above needs it.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  publicConfig ??= api.call(SESSION.config).then(
    (envelope) => envelope.data,
    (err: unknown) => {
      publicConfig = undefined;
      throw err;
    },
  );
  return publicConfig;
}

/**
 * The one API client: calls a catalogued endpoint with its typed parameters, query and body;
 * answers its typed envelope; reports failures and throws them as ApiError.
 */
export const api = {
  call: <E extends Endpoint>(
    endpoint: E,
    ...[input, options = {}]: object extends CallInput<E> ? [input?: CallInput<E>, options?: RequestOptions] : [input: CallInput<E>, options?: RequestOptions]
  ) => {
    const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    return request<CallData<E>>(endpoint.method, urlOf(endpoint, params, query), body, options, isOfflineRead(endpoint));
  },
  /**
   * Keeps `data` as the last answer of an offline read (a GET without parameters) that came
   * inside another answer: the sign-in's privilege is the access check's, kept as if asked.
   */
  keepAnswer: <E extends Endpoint>(endpoint: E, data: CallData<E>) => {
    const token = tokenStorage.get();
    const storage = tokenStorage.storage();
    if (isOfflineRead(endpoint) && token && storage) offlineCopies.save(storage, token, urlOf(endpoint), { status: true, message: MSG.ok, data });
  },
  /**
   * The last answer kept for an offline read (a GET without parameters) in this session, or
   * undefined. What an older version of the app kept may lack a field the code reads now.
   */
  keptAnswer: <E extends Endpoint>(endpoint: E): CallData<E> | undefined => {
    const copy = isOfflineRead(endpoint) ? keptCopy(tokenStorage.get(), urlOf(endpoint)) : undefined;
    return copy?.envelope.data as CallData<E> | undefined;
  },
  /**
   * Calls a `file` endpoint that answers a document itself (a receipt's PDF): its bytes as a
   * Blob. A refusal is reported and thrown as any call's.
   */
  file: async <E extends Endpoint & { file: true }>(endpoint: E, input: CallInput<E>, options: RequestOptions = {}): Promise<Blob> => {
    const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
    const token = tokenStorage.get();
    let response: Response;
    try {
      response = await fetch(`${BASE}${urlOf(endpoint, params, query)}`, {
        method: endpoint.method,
        headers: authHeaders(token),
        signal: options.signal,
      });
    } catch (err) {
      if (options.signal?.aborted) throw err;
      throw noAnswer(endpoint.method, options);
    }
    if (response.ok) return response.blob();
    const refusal = await readEnvelope<unknown>(response);
    const error = new ApiError(response.status, refusal?.message ?? DOOR_TEXT.noResponse);
    if (!options.silent) report(response, error, refusal?.status === false, token !== null, options);
    throw error;
  },
};
