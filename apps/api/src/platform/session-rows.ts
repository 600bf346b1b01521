import { and, eq, gt, sql, type Column } from 'drizzle-orm';
import { grants, type AccessRule, type ActionFlag } from '@madrasah/contract/access';
import type { RouteAccess } from '@madrasah/contract/endpoint';
import { MSG } from '@madrasah/contract/messages';
import { roleAccess, sessions, users } from '../db/schema/index.js';
import { forbidden, unauthorized } from './errors.js';

/*
 * What the portal's and the staff's access guards share: the session and account columns, the
 * route pages' access entries, and the checks of a session row. Each guard keeps its own
 * prepared query (its joins differ: one role per portal account, several per staff account).
 */

/** The session's and its account's columns both guards read. */
export const sessionColumns = {
  tokenHash: sessions.token_hash,
  sessionId: sessions.id,
  userId: users.id,
  name: users.name,
  email: users.email,
  isActive: users.is_active,
  tipe: users.tipe,
  mustChangePassword: users.must_change_password,
};

/** The columns of an access entry of one of the route's pages. */
export const pageEntryColumns = { pagePath: roleAccess.path, pageStatus: roleAccess.status, pageActions: roleAccess.actions };

/** Joins the access entries of role `roleId` for the route's pages (the `paths` placeholder). */
export const routePageEntries = (roleId: Column) => and(eq(roleAccess.role_id, roleId), sql`${roleAccess.path} = ANY(${sql.placeholder('paths')})`);

/** The unexpired sessions among the `hashes` placeholder. */
export const liveSessions = () => and(sql`${sessions.token_hash} = ANY(${sql.placeholder('hashes')})`, gt(sessions.expires_at, sql`now()`));

type GuardedAccess = Exclude<RouteAccess, 'public'>;
type SessionRow = { isActive: boolean; mustChangePassword: boolean };
type EntryRow = { pagePath: string | null; pageStatus: boolean | null; pageActions: string[] | null };

/**
 * The session's first row, or the refusal: no live session (401), an account the door does not
 * admit (403), or a password someone else chose that must be changed before anything but the
 * session's own calls.
 */
export function signedInRow<R extends SessionRow, A extends R>(rows: R[], access: GuardedAccess, admits: (row: R) => row is A): A;
export function signedInRow<R extends SessionRow>(rows: R[], access: GuardedAccess, admits: (row: R) => boolean): R;
export function signedInRow<R extends SessionRow>(rows: R[], access: GuardedAccess, admits: (row: R) => boolean): R {
  const row = rows[0];
  if (!row) throw unauthorized(MSG.sessionEnded);
  if (!row.isActive || !admits(row)) throw forbidden(MSG.forbiddenRole);
  if (row.mustChangePassword && access !== 'session') throw forbidden(MSG.passwordChangeRequired);
  return row;
}

/** The route's page entries that open (`open`), the actions they grant, and those that grant the route's action (`granting`). */
export function pageGrants<R extends EntryRow>(rows: R[], rule: AccessRule | undefined) {
  const open = rows.filter((r) => r.pageStatus === true);
  const actions = new Set(open.flatMap((r) => (r.pageActions ?? []) as ActionFlag[]));
  const granting = open.filter((r) => grants((flag) => r.pageActions?.includes(flag) === true, rule?.action));
  return { open, actions, granting };
}
