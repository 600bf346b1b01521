import { and, count, eq, inArray, type GetColumnData, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rombel, rombelSiswa, siswa } from '../db/schema/index.js';
import type { ServiceContext } from './service-context.js';
import type { Reach } from './staff-scope.js';
import { numbered, planTable, runTable, type TableRequest, type TableSpec } from './table-query.js';

/**
 * A staff table of the active year's students, each in their class group, cut to the caller's
 * reach (a wali kelas or guru: their own class groups; the scope check has refused another's
 * id) and to the class group filter. The students' list and the accounts' list read it, each
 * with its own columns and further filters. No active year: no rows.
 */
export async function tableSiswaTahunAktif<C extends Record<string, AnyPgColumn>>(
  { db, schoolContext }: Pick<ServiceContext, 'db' | 'schoolContext'>,
  reach: Reach,
  spec: TableSpec,
  request: TableRequest & { filtering: { rombel_id?: number } },
  columns: C,
  filters: (SQL | undefined)[],
) {
  const { period } = await schoolContext();
  if (!period) return { list: [], info: { total: 0, current: request.pagination.current, pageSize: request.pagination.pageSize } };
  const { rombel_id } = request.filtering;
  const plan = planTable(spec, request, [
    reach === 'sekolah' ? undefined : inArray(rombelSiswa.rombel_id, [...reach.rombelIds, 0]),
    rombel_id === undefined ? undefined : eq(rombelSiswa.rombel_id, rombel_id),
    ...filters,
  ]);
  const inYear = and(eq(rombelSiswa.siswa_id, siswa.id), eq(rombelSiswa.tahun_ajaran_id, period.tahunAjaran.id));
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      db
        // Drizzle's builder loses its join methods over a generic selection; the columns type the rows.
        .select(columns as Record<string, AnyPgColumn>)
        .from(siswa)
        .innerJoin(rombelSiswa, inYear)
        .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset) as Promise<{ [K in keyof C]: GetColumnData<C[K]> }[]>,
    count: async (where) => (await db.select({ n: count() }).from(siswa).innerJoin(rombelSiswa, inYear).where(where))[0]?.n ?? 0,
  });
  return { ...result, list: numbered(result.list, plan.offset) };
}
