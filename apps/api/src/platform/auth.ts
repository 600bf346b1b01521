import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ALLOWED_ROLES, EXTERNAL_TYPE, PAGE, ROLE, grants } from '@madrasah/contract/access';
import type { RouteAccess } from '@madrasah/contract/endpoint';
import { MSG } from '@madrasah/contract/messages';
import type { Db } from '../db/client.js';
import { alumni, roleAccess, roles, sessions, siswa, users, waliSiswa } from '../db/schema/index.js';
import { forbidden, unauthorized } from './errors.js';
import { loaderByPages } from './session-loader.js';
import { liveSessions, pageEntryColumns, pageGrants, routePageEntries, sessionColumns, signedInRow } from './session-rows.js';
import type { AuthContext } from './auth-context.js';
import { hashToken } from './tokens.js';
import { authorizeStaff, isStafRoute, staffAuthLoader } from './staff-auth.js';
import { WARD_HEADER } from './wali-siswa.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in caller; set on every route that is not 'public'. */
    auth: AuthContext;
  }
  interface FastifyInstance {
    /**
     * The caller of a 'session' route of `door` with `token`, as the guard would find them on
     * `req` (its ward header included): a sign-in answers the new session's privilege with it.
     */
    sessionAuth(req: FastifyRequest, token: string, door: 'portal' | 'staf'): Promise<AuthContext>;
  }
}

export type { AuthContext } from './auth-context.js';

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export const isPortalUser = (roleName: string, tipe: string) => tipe === EXTERNAL_TYPE && ALLOWED_ROLES.includes(roleName);

/**
 * The child a guardian acts for on this request: the one the header names, which must be one of
 * the account's (else 403 on every route but the session's own, which answer with the first child
 * so that the web can mend a stale choice), or the first. Other accounts act for their own record
 * and the header is ignored: it can never widen what they reach.
 */
function wardOf(req: FastifyRequest, roleName: string, ownSiswaId: number | null, wardIds: number[] | null, access: RouteAccess): number | null {
  if (roleName !== ROLE.wali) return ownSiswaId;
  const wards = wardIds ?? [];
  const header = req.headers[WARD_HEADER];
  if (header === undefined) return wards[0] ?? null;
  const wanted = typeof header === 'string' && /^[1-9]\d{0,9}$/.test(header) ? Number(header) : NaN;
  if (wards.includes(wanted)) return wanted;
  if (access === 'session') return wards[0] ?? null;
  throw forbidden(MSG.anakBukanMilik);
}

const isSuspendedStudent = (roleName: string, siswaId: number | null, ditangguhkan: boolean | null) =>
  roleName === ROLE.siswa && (siswaId === null || ditangguhkan !== false);

/** The access rule a route names (none for 'session' and 'lookup'), and the pages it lists. */
function ruleOf(access: Exclude<RouteAccess, 'public'>) {
  const rule = access === 'session' || access === 'lookup' ? undefined : access;
  const paths: readonly string[] = rule === undefined ? [] : typeof rule.path === 'string' ? [rule.path] : rule.path;
  return { rule, paths };
}

/**
 * The live sessions among `hashes`, each with its user and role and the access entries of the
 * route's pages (one row per entry found). Prepared once per database, so it is neither rebuilt
 * nor re-planned.
 */
function prepareAuthQuery(db: Db) {
  return db
    .select({
      ...sessionColumns,
      roleId: users.role_id,
      roleName: roles.nama,
      siswaId: users.siswa_id,
      alumniId: users.alumni_id,
      alumniSiswaId: alumni.siswa_id,
      ditangguhkan: siswa.akun_ditangguhkan,
      // A guardian's children, in the stable order whose first is the default (platform/wali-siswa.ts).
      wardIds: sql<
        number[] | null
      >`(SELECT array_agg(${waliSiswa.siswa_id} ORDER BY ${waliSiswa.created_at}, ${waliSiswa.siswa_id}) FROM ${waliSiswa} WHERE ${waliSiswa.user_id} = ${users.id})`,
      ...pageEntryColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(siswa, eq(siswa.id, users.siswa_id))
    .leftJoin(alumni, eq(alumni.id, users.alumni_id))
    .leftJoin(roleAccess, routePageEntries(users.role_id))
    .where(liveSessions())
    .prepare('auth_sessions');
}

/**
 * The one access guard. Every route declares `config.access`; a route without one is refused,
 * so forgetting it can only close a route, never open it.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('auth', null as unknown as AuthContext);
  const portalQuery = prepareAuthQuery(opts.db);
  const loadAuth = loaderByPages((args) => portalQuery.execute(args));
  const loadStaff = staffAuthLoader(opts.db);
  /** The portal's caller of a route with `access` (not 'public'), or the refusal. */
  async function portalAuth(req: FastifyRequest, token: string, access: Exclude<RouteAccess, 'public'>): Promise<AuthContext> {
    const { rule, paths } = ruleOf(access);
    const rows = await loadAuth(hashToken(token), paths);
    const row = signedInRow(rows, access, (r) => isPortalUser(r.roleName, r.tipe));
    const suspended = isSuspendedStudent(row.roleName, row.siswaId, row.ditangguhkan);
    // The route's pages that the role's map opens; their actions are what the caller may do here.
    const { open, actions, granting } = pageGrants(rows, rule);
    // A suspended student reaches the dashboard's calls and the session's own, nothing else.
    if (suspended && (access === 'lookup' || (rule && !paths.every((p) => p === PAGE.dashboard)))) throw forbidden();
    if (rule) {
      if (open.length === 0) throw forbidden();
      if (!grants((flag) => actions.has(flag), rule.action)) throw forbidden();
    }
    return {
      sessionId: row.sessionId,
      userId: row.userId,
      name: row.name,
      email: row.email,
      roleId: row.roleId,
      roleName: row.roleName,
      roleNames: [row.roleName],
      tipe: row.tipe,
      gtkId: null,
      scopedBy: null,
      siswaId: wardOf(req, row.roleName, row.siswaId, row.wardIds, access),
      alumniId: row.alumniId,
      alumniSiswaId: row.alumniSiswaId,
      mustChangePassword: row.mustChangePassword,
      suspended,
      actions,
      pages: new Set(granting.map((r) => r.pagePath!)),
    };
  }

  app.decorate('sessionAuth', async (req: FastifyRequest, token: string, door: 'portal' | 'staf') =>
    door === 'staf' ? authorizeStaff(await loadStaff(hashToken(token), []), 'session') : portalAuth(req, token, 'session'),
  );

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (access === 'public') return;
    if (access === undefined) {
      // Unknown URLs reach the not-found handler, which declares no access either.
      if (req.routeOptions.url === undefined) return;
      throw forbidden();
    }
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    if (isStafRoute(req.routeOptions.url)) {
      req.auth = authorizeStaff(await loadStaff(hashToken(token), ruleOf(access).paths), access);
      return;
    }
    req.auth = await portalAuth(req, token, access);
  });
});
