import { eq } from 'drizzle-orm';
import { INTERNAL_TYPE, SCOPED_STAFF_ROLES, type StaffRole } from '@madrasah/contract/access';
import type { RouteAccess } from '@madrasah/contract/endpoint';
import type { Db } from '../db/client.js';
import { roleAccess, roles, sessions, userRoles, users } from '../db/schema/index.js';
import type { AuthContext } from './auth-context.js';
import { forbidden } from './errors.js';
import { loaderByPages } from './session-loader.js';
import { liveSessions, pageEntryColumns, pageGrants, routePageEntries, sessionColumns, signedInRow } from './session-rows.js';

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
      ...sessionColumns,
      gtkId: users.gtk_id,
      roleId: roles.id,
      roleName: roles.nama,
      ...pageEntryColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.role_id))
    .leftJoin(roleAccess, routePageEntries(userRoles.role_id))
    .where(liveSessions())
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
  const row = signedInRow(rows, access, (r): r is StaffRow & { roleId: number } => r.tipe === INTERNAL_TYPE && r.roleId !== null);
  const rule = typeof access === 'string' ? undefined : access;
  const { actions, granting } = pageGrants(rows, rule);
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
