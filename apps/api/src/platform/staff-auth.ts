import { and, eq, gt, sql } from 'drizzle-orm';
import { INTERNAL_TYPE, SCOPED_STAFF_ROLES, grants, type ActionFlag, type StaffRole } from '@madrasah/contract/access';
import type { RouteAccess } from '@madrasah/contract/endpoint';
import { MSG } from '@madrasah/contract/messages';
import type { Db } from '../db/client.js';
import { roleAccess, roles, sessions, userRoles, users } from '../db/schema/index.js';
import type { AuthContext } from './auth-context.js';
import { loaderByPages } from './session-loader.js';
import { forbidden, unauthorized } from './errors.js';

/** Whether a route belongs to the staff side, whose callers are internal accounts. */
export const isStafRoute = (url: string | undefined) => url !== undefined && url.startsWith('/api/staf/');

/**
 * The live staff sessions among `hashes`: one row per role of the account and access entry of
 * the route's pages (a role without any of them still answers one row, with empty entry columns;
 * an account without roles one row with none). Prepared once per database, apart from the
 * portal's look-up so that the 7 a.m. clock-in's query stays as it is.
 */
function prepareStaffQuery(db: Db) {
  return db
    .select({
      tokenHash: sessions.token_hash,
      sessionId: sessions.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      isActive: users.is_active,
      tipe: users.tipe,
      gtkId: users.gtk_id,
      mustChangePassword: users.must_change_password,
      roleId: roles.id,
      roleName: roles.nama,
      pagePath: roleAccess.path,
      pageStatus: roleAccess.status,
      pageActions: roleAccess.actions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.role_id))
    .leftJoin(roleAccess, and(eq(roleAccess.role_id, userRoles.role_id), sql`${roleAccess.path} = ANY(${sql.placeholder('paths')})`))
    .where(and(sql`${sessions.token_hash} = ANY(${sql.placeholder('hashes')})`, gt(sessions.expires_at, sql`now()`)))
    .prepare('auth_staff_sessions');
}
type StaffRow = Awaited<ReturnType<ReturnType<typeof prepareStaffQuery>['execute']>>[number];

/** Staff session look-ups, batched per page list like the portal's. */
export function staffAuthLoader(db: Db) {
  const query = prepareStaffQuery(db);
  return loaderByPages((args) => query.execute(args));
}

/**
 * The staff caller of a route, or the refusal: an internal, active account whose roles' maps
 * together open the route's page and grant its action. Until a password someone else chose is
 * changed, only the session's own calls (access 'session') answer. When every role that grants
 * the route is a scoped one (wali kelas, guru), `scopedBy` names them and the route's scope applies.
 */
export function authorizeStaff(rows: StaffRow[], access: Exclude<RouteAccess, 'public'>): AuthContext {
  const row = rows[0];
  if (!row) throw unauthorized(MSG.sessionEnded);
  if (!row.isActive || row.tipe !== INTERNAL_TYPE || row.roleId === null) throw forbidden(MSG.forbiddenRole);
  if (row.mustChangePassword && access !== 'session') throw forbidden(MSG.passwordChangeRequired);
  const rule = typeof access === 'string' ? undefined : access;
  const open = rows.filter((r) => r.pageStatus === true);
  const actions = new Set(open.flatMap((r) => (r.pageActions ?? []) as ActionFlag[]));
  const granting = open.filter((r) => grants((flag) => r.pageActions?.includes(flag) === true, rule?.action));
  if (rule && granting.length === 0) throw forbidden();
  const roleNames = [...new Set(rows.map((r) => r.roleName!))];
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    name: row.name,
    email: row.email,
    roleId: row.roleId,
    roleName: roleNames[0]!,
    roleNames,
    tipe: row.tipe,
    gtkId: row.gtkId,
    scopedBy:
      rule !== undefined && granting.every((r) => SCOPED_STAFF_ROLES.includes(r.roleName as StaffRole))
        ? [...new Set(granting.map((r) => r.roleName as StaffRole))]
        : null,
    siswaId: null,
    alumniId: null,
    alumniSiswaId: null,
    mustChangePassword: row.mustChangePassword,
    suspended: false,
    actions,
    pages: new Set(granting.map((r) => r.pagePath!)),
  };
}
