import type { z } from 'zod';
import { grants, isAllowed, type AccessMap, type AccessRule, type ActionFlag } from './access.js';

/**
 * Who may call an endpoint. 'public': anyone; 'session': any signed-in portal user (the
 * session's own calls, which a suspended student keeps); 'lookup': a signed-in portal user who
 * is not a suspended student (shared look-ups: school years, class groups, regions); an
 * AccessRule: a signed-in user whose access map opens that page (and grants that action).
 */
export type RouteAccess = 'public' | 'session' | 'lookup' | AccessRule;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A field of the request: `params.id`, `query.rombel_id`, `body.siswa_ids`, `body.filtering.rombel_id` (a number or a list of them). */
export type ScopeField = `${'params' | 'query' | 'body'}.${string}`;

/**
 * How far a staff route reaches for a caller whose access comes only from a scoped role (wali
 * kelas: their class groups; guru: their teaching pairs; see SCOPED_STAFF_ROLES): the class
 * group, student or teaching pair the request names must be theirs, checked before the handler
 * runs. A request that names none (an optional filter left out), and a 'list' route, which never
 * names one, get an answer cut to the caller's reach by the handler.
 */
export type StaffScope = { rombel: ScopeField } | { siswa: ScopeField } | { pembelajaran: ScopeField } | 'list';

/**
 * One API endpoint, declared once: the API registers its route from it (validation, OpenAPI,
 * access guard, body limit), the web calls it with typed parameters, body and answer, and
 * shows its buttons by the same access rule.
 */
export type Endpoint = {
  method: Method;
  /** Relative to `/api`; `:name` marks a path parameter, filled from `params`. */
  path: string;
  /** One line for the OpenAPI page. */
  summary: string;
  /** The area, the OpenAPI page's group. */
  tag: string;
  access: RouteAccess;
  /** Staff routes (`/staf/…`) acting on class groups, students or teaching pairs. */
  scope?: StaffScope;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `data` of the success envelope; for a `file` endpoint, the error envelopes' only. */
  response: z.ZodType;
  /** Answers a stored file itself (a download), not an envelope. */
  file?: true;
  /** The body carries a file as base64: the larger body limit applies. */
  upload?: boolean;
  /** The body is multipart/form-data with one file in the field `file` (a spreadsheet import). */
  multipart?: true;
  /** The `data` of a 422 refusal, where the endpoint explains one (an import's report). */
  rejected?: z.ZodType;
  /** For `POST .../table`: the fields its rows may be sorted by (the body's enum). */
  sortFields?: readonly string[];
};

/** Declares an endpoint, keeping its literal types for the callers. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a call of `E` sends: its path parameters, query and body, each where it has one. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: Input<E['params']> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : E['multipart'] extends true ? { body: FormData } : { body?: undefined });

/** What a call of `E` answers (the envelope's `data`). */
export type CallData<E extends Endpoint> = z.output<E['response']>;

/** A table endpoint's row. */
export type RowOf<E extends Endpoint> = CallData<E> extends { list: (infer R)[] } ? R : never;

/** A table endpoint's sort field. */
export type SortFieldOf<E extends Endpoint> = E['sortFields'] extends readonly (infer F extends string)[] ? F : never;

/** The endpoint's URL below `/api`, its path parameters filled in and the query appended. */
export function urlOf(e: Endpoint, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const path = e.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${e.path}: missing path parameter '${name}'`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Whether an access map allows calling `endpoint`: the web shows a button by the same rule the
 * API enforces. `action` narrows an endpoint that accepts several actions to one of them.
 */
export function allows(access: AccessMap | undefined, endpoint: Endpoint, action?: ActionFlag): boolean {
  const rule = endpoint.access;
  if (typeof rule === 'string') return access !== undefined;
  if (action !== undefined && !grants((flag) => flag === action, rule.action)) return false;
  return isAllowed(access, rule.path, action ?? rule.action);
}
