import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_ROLE } from '@madrasah/contract/access';
import type { StaffScope } from '@madrasah/contract/endpoint';
import { MSG } from '@madrasah/contract/messages';
import { pembelajaran, rombel, rombelSiswa } from '../db/schema/index.js';
import { forbidden } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: StaffScope;
  }
  interface FastifyRequest {
    /** What the staff caller reaches on this route (cached for the request). */
    staffReach(): Promise<Reach>;
  }
}

/**
 * The whole school, or the class groups and teaching pairs of the active period that the
 * caller's scoped roles give them: a wali kelas's class groups; a guru's pairs and their class groups.
 */
export type Reach = 'sekolah' | { rombelIds: ReadonlySet<number>; pembelajaranIds: ReadonlySet<number> };

async function loadReach(req: FastifyRequest): Promise<Reach> {
  const { scopedBy, gtkId } = req.auth;
  if (scopedBy === null) return 'sekolah';
  const { period } = await req.server.schoolContext();
  const rombelIds = new Set<number>();
  const pembelajaranIds = new Set<number>();
  if (gtkId === null || !period) return { rombelIds, pembelajaranIds };
  const db = req.server.db;
  if (scopedBy.includes(STAFF_ROLE.waliKelas)) {
    const rows = await db
      .select({ id: rombel.id })
      .from(rombel)
      .where(and(eq(rombel.wali_gtk_id, gtkId), eq(rombel.tahun_ajaran_id, period.tahunAjaran.id)));
    rows.forEach((r) => rombelIds.add(r.id));
  }
  if (scopedBy.includes(STAFF_ROLE.guru) && period.semester) {
    const rows = await db
      .select({ id: pembelajaran.id, rombelId: pembelajaran.rombel_id })
      .from(pembelajaran)
      .where(and(eq(pembelajaran.gtk_id, gtkId), eq(pembelajaran.semester_id, period.semester.id)));
    rows.forEach((r) => (pembelajaranIds.add(r.id), rombelIds.add(r.rombelId)));
  }
  return { rombelIds, pembelajaranIds };
}

/** The ids a request names in `field` ('params.id', 'body.filtering.rombel_id'): one or a list. */
function idsAt(req: FastifyRequest, field: string): number[] {
  const [part, ...names] = field.split('.') as ['params' | 'query' | 'body', ...string[]];
  let value: unknown = part === 'params' ? req.params : part === 'query' ? req.query : req.body;
  for (const name of names) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map(Number);
}

/** Whether every student named is in one of the class groups, in the active year. */
async function studentsWithin(req: FastifyRequest, siswaIds: number[], rombelIds: ReadonlySet<number>): Promise<boolean> {
  const unique = [...new Set(siswaIds)];
  if (unique.length === 0) return true;
  if (rombelIds.size === 0) return false;
  const [row] = await req.server.db
    .select({ n: sql<number>`count(DISTINCT ${rombelSiswa.siswa_id})::int` })
    .from(rombelSiswa)
    .where(and(inArray(rombelSiswa.siswa_id, unique), inArray(rombelSiswa.rombel_id, [...rombelIds])));
  return row?.n === unique.length;
}

/**
 * Runs a staff route's declared scope before its handler, after validation (the ids are parsed):
 * a caller reaching only their own class groups or teaching pairs who names another's gets 403
 * and nothing runs. A 'list' route reads `req.staffReach()` to cut its answer.
 */
export const staffScope = fp(async (app: FastifyInstance) => {
  app.decorateRequest('staffReach', function (this: FastifyRequest) {
    const self = this as FastifyRequest & { reachCache?: Promise<Reach> };
    self.reachCache ??= loadReach(this);
    return self.reachCache;
  });
  app.addHook('preHandler', async (req) => {
    const scope = req.routeOptions.config.scope;
    if (!scope || scope === 'list' || req.auth?.scopedBy == null) return;
    const reach = await req.staffReach();
    if (reach === 'sekolah') return;
    const within =
      'rombel' in scope
        ? idsAt(req, scope.rombel).every((id) => reach.rombelIds.has(id))
        : 'pembelajaran' in scope
          ? idsAt(req, scope.pembelajaran).every((id) => reach.pembelajaranIds.has(id))
          : await studentsWithin(req, idsAt(req, scope.siswa), reach.rombelIds);
    if (!within) throw forbidden(MSG.outOfScope);
  });
});
