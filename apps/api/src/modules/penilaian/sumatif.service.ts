import { and, count, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { PENILAIAN } from '@madrasah/contract/endpoints/penilaian';
import type { SumatifFilter, SumatifRow } from '@madrasah/contract/schemas/penilaian';
import type { TableResult } from '@madrasah/contract/table';
import { nilaiSumatif, pembelajaran, penilaianSumatif, rombelSiswa, semester } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { ownSiswaId } from '../../platform/scope.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import type { ServiceContext } from '../../platform/service-context.js';

const SPEC = tableSpec(PENILAIAN.sumatifTable, {
  searchable: [penilaianSumatif.nama, penilaianSumatif.materi],
  sortable: { id: penilaianSumatif.id, sumatif_nama: penilaianSumatif.nama, nilai: nilaiSumatif.nilai },
  defaultSort: { field: 'id', sort: 'ASC' },
  tiebreak: penilaianSumatif.id,
});

/** The assessments of one subject of a class group in a semester of the given year. */
const assessmentsOf = <Q extends PgSelect>(query: Q, f: SumatifFilter) =>
  query
    .innerJoin(pembelajaran, eq(pembelajaran.id, penilaianSumatif.pembelajaran_id))
    .innerJoin(semester, and(eq(semester.id, pembelajaran.semester_id), eq(semester.tahun_ajaran_id, f.tahun_ajaran_id), eq(semester.is_deleted, false)));

/**
 * The summative assessments of one subject with the grades of the caller's student (a
 * guardian's ward) only; an assessment they have no grade in shows none. A class group that is
 * not the student's that year answers 404, as a missing one does: never another class's grades.
 */
export async function listSumatif(
  app: ServiceContext,
  auth: AuthContext,
  request: TableRequest & { filtering: SumatifFilter },
): Promise<TableResult<SumatifRow>> {
  const siswaId = ownSiswaId(auth);
  const f = request.filtering;
  const [member] = await app.db
    .select({ id: rombelSiswa.id })
    .from(rombelSiswa)
    .where(and(eq(rombelSiswa.siswa_id, siswaId), eq(rombelSiswa.tahun_ajaran_id, f.tahun_ajaran_id), eq(rombelSiswa.rombel_id, f.rombel_id)));
  if (!member) throw notFound();

  const plan = planTable(SPEC, request, [
    eq(pembelajaran.rombel_id, f.rombel_id),
    eq(pembelajaran.semester_id, f.semester_id),
    eq(pembelajaran.mapel_id, f.mapel_id),
  ]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      assessmentsOf(
        app.db
          .select({
            id: penilaianSumatif.id,
            sumatif_nama: penilaianSumatif.nama,
            sumatif_materi: penilaianSumatif.materi,
            nilai: nilaiSumatif.nilai,
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(penilaianSumatif)
          .$dynamic(),
        f,
      )
        .leftJoin(nilaiSumatif, and(eq(nilaiSumatif.penilaian_sumatif_id, penilaianSumatif.id), eq(nilaiSumatif.siswa_id, siswaId)))
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await assessmentsOf(app.db.select({ n: count() }).from(penilaianSumatif).$dynamic(), f).where(where))[0]?.n ?? 0,
    totalOf: (row) => row.total,
  });
  return {
    ...result,
    list: numbered(
      result.list.map(({ total: _total, ...row }) => row),
      plan.offset,
    ),
  };
}
