import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ALLOWED_ROLES, EXTERNAL_TYPE, PAGE, ROLE, grants, type AccessRule, type ActionFlag } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { Db } from '../db/client.js';
import { roleAccess, roles, sessions, siswa, users } from '../db/schema/index.js';
import { forbidden, unauthorized } from './errors.js';
import { createBatcher } from './batch.js';
import { hashToken } from './tokens.js';

/**
 * What a route needs. 'public': anyone; 'session': any signed-in portal user; an AccessRule:
 * a signed-in user whose access map opens that page (and grants that action).
 */
export type RouteAccess = 'public' | 'session' | AccessRule;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in caller; set on every route that is not 'public'. */
    auth: AuthContext;
  }
}

export type AuthContext = {
  sessionId: number;
  userId: number;
  name: string;
  email: string;
  roleId: number;
  roleName: string;
  tipe: string;
  /** The student the caller acts for: their own record, or a guardian's ward. */
  siswaId: number | null;
  alumniId: number | null;
  /** A student account that is suspended (or has no student record) reaches only the dashboard. */
  suspended: boolean;
  /** Action flags the route's page grants (empty for 'session' routes). */
  actions: ReadonlySet<ActionFlag>;
};

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export const isPortalUser = (roleName: string, tipe: string) =>
  tipe === EXTERNAL_TYPE && ALLOWED_ROLES.includes(roleName);

const isSuspendedStudent = (roleName: string, siswaId: number | null, ditangguhkan: boolean | null) =>
  roleName === ROLE.siswa && (siswaId === null || ditangguhkan !== false);

/**
 * The live sessions among `hashes`, each with its user and role and the access entry of one
 * page. Prepared once per database, so it is neither rebuilt nor re-planned.
 */
function prepareAuthQuery(db: Db) {
  return db
    .select({
      tokenHash: sessions.token_hash,
      sessionId: sessions.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      isActive: users.is_active,
      roleId: users.role_id,
      roleName: roles.nama,
      tipe: users.tipe,
      siswaId: users.siswa_id,
      alumniId: users.alumni_id,
      ditangguhkan: siswa.akun_ditangguhkan,
      pageStatus: roleAccess.status,
      pageActions: roleAccess.actions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(siswa, eq(siswa.id, users.siswa_id))
    .leftJoin(roleAccess, and(eq(roleAccess.role_id, users.role_id), eq(roleAccess.path, sql.placeholder('path'))))
    .where(and(sql`${sessions.token_hash} = ANY(${sql.placeholder('hashes')})`, gt(sessions.expires_at, sql`now()`)))
    .prepare('auth_sessions');
}
type AuthRow = Awaited<ReturnType<ReturnType<typeof prepareAuthQuery>['execute']>>[number];

/**
 * Session look-ups, batched per page path: concurrent requests for the same page share one
 * query (see createBatcher), which a clock-in burst turns into a few dozen per round trip.
 */
function authLoader(db: Db) {
  const query = prepareAuthQuery(db);
  const byPath = new Map<string, (hash: string) => Promise<AuthRow | undefined>>();
  return (hash: string, path: string) => {
    let load = byPath.get(path);
    if (!load) {
      load = createBatcher(async (hashes: string[]) => {
        const rows = await query.execute({ hashes, path });
        const found = new Map(rows.map((r) => [r.tokenHash, r]));
        return hashes.map((h) => found.get(h));
      });
      byPath.set(path, load);
    }
    return load(hash);
  };
}

/**
 * The one access guard. Every route declares `config.access`; a route without one is refused,
 * so forgetting it can only close a route, never open it.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('auth', null as unknown as AuthContext);
  const loadAuth = authLoader(opts.db);
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
    const rule = access === 'session' ? undefined : access;
    const row = await loadAuth(hashToken(token), rule?.path ?? '');
    if (!row) throw unauthorized(MSG.sessionEnded);
    if (!row.isActive || !isPortalUser(row.roleName, row.tipe)) throw forbidden(MSG.forbiddenRole);

    const suspended = isSuspendedStudent(row.roleName, row.siswaId, row.ditangguhkan);
    if (rule) {
      if (suspended && rule.path !== PAGE.dashboard) throw forbidden();
      if (!row.pageStatus) throw forbidden();
      if (!grants((flag) => row.pageActions?.includes(flag) === true, rule.action)) throw forbidden();
    }
    req.auth = {
      sessionId: row.sessionId,
      userId: row.userId,
      name: row.name,
      email: row.email,
      roleId: row.roleId,
      roleName: row.roleName,
      tipe: row.tipe,
      siswaId: row.siswaId,
      alumniId: row.alumniId,
      suspended,
      actions: new Set((row.pageActions ?? []) as ActionFlag[]),
    };
  });
});
