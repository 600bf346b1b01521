import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@madrasah/contract/messages';
import type { AuthContext } from './auth.js';
import { forbidden, notFound } from './errors.js';

/**
 * The student whose records the caller may touch: their own, or a guardian's ward. An id
 * taken from the URL or the body is only ever compared with it, never used to widen it.
 */
export function ownSiswaId(auth: AuthContext): number {
  if (auth.siswaId === null) throw forbidden(MSG.notYourStudent);
  return auth.siswaId;
}

export function assertOwnSiswa(auth: AuthContext, siswaId: number): number {
  const own = ownSiswaId(auth);
  if (own !== siswaId) throw forbidden(MSG.notYourStudent);
  return own;
}

/**
 * The student record whose detail tabs the caller may read and keep: a student's own, a
 * guardian's ward's, or the one an internal alumnus graduated from. Daily school life
 * (clock-in, permits) stays with ownSiswaId, which an alumnus never has.
 */
export function ownRecordSiswaId(auth: AuthContext): number {
  const own = auth.siswaId ?? auth.alumniSiswaId;
  if (own === null) throw forbidden(MSG.notYourStudent);
  return own;
}

export function assertOwnRecord(auth: AuthContext, siswaId: number): number {
  const own = ownRecordSiswaId(auth);
  if (own !== siswaId) throw forbidden(MSG.notYourStudent);
  return own;
}

/** The alumni record the caller may touch: only their own. */
export function assertOwnAlumni(auth: AuthContext, alumniId: number): number {
  if (auth.alumniId === null || auth.alumniId !== alumniId) throw forbidden(MSG.notYourAlumni);
  return auth.alumniId;
}

/**
 * Whose record a route's path names, checked before the body is validated: a stranger's id
 * answers 403 or 404 whatever the body holds, so a validation message never tells them that
 * the record exists or what its form asks for. Declared as the route's `config.owner`, run by
 * `ownershipFirst`; the service checks again where it writes.
 */
export type OwnerCheck = (req: FastifyRequest, ids: Readonly<Record<string, number>>) => unknown;

declare module 'fastify' {
  interface FastifyContextConfig {
    owner?: OwnerCheck;
  }
}

type OwnedTable = PgTable & { id: AnyPgColumn; siswa_id: AnyPgColumn };

/** The owner checks a route declares, by what its path parameter names. */
export const owner = {
  /** A student of daily school life (clock-in, permits): the caller's own or ward. */
  siswa:
    (param: string): OwnerCheck =>
    (req, ids) =>
      assertOwnSiswa(req.auth, ids[param]!),
  /** A student record whose detail tabs the caller keeps (an internal alumnus's too). */
  record:
    (param: string): OwnerCheck =>
    (req, ids) =>
      assertOwnRecord(req.auth, ids[param]!),
  alumni:
    (param: string): OwnerCheck =>
    (req, ids) =>
      assertOwnAlumni(req.auth, ids[param]!),
  account:
    (param: string): OwnerCheck =>
    (req, ids) => {
      if (ids[param] !== req.auth.userId) throw forbidden(MSG.onlyOwnAccount);
    },
  /** A row of `table` by its id, among the rows of the student `scope` gives the caller. */
  row:
    (table: OwnedTable, scope: (auth: AuthContext) => number, param = 'id'): OwnerCheck =>
    async (req, ids) => {
      const siswaId = scope(req.auth);
      const [row] = await req.server.db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(eq(table.id, ids[param]!), eq(table.siswa_id, siswaId)))
        .limit(1);
      if (!row) throw notFound();
    },
};

const MAX_ID = 2_147_483_647;

/**
 * Runs the route's declared owner check at preValidation, after the session is known and before
 * the body is validated. A path parameter that is not an id names nobody's record: the route's
 * validation refuses it as usual.
 */
export const ownershipFirst = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    const check = req.routeOptions.config.owner;
    if (!check) return;
    const ids: Record<string, number> = {};
    for (const [name, value] of Object.entries(req.params as Record<string, string>)) {
      if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > MAX_ID) return;
      ids[name] = Number(value);
    }
    await check(req, ids);
  });
});
