import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import type { StafSiswaRow } from '@madrasah/contract/schemas/staf-siswa';
import type { TableResult } from '@madrasah/contract/table';
import { rombel, rombelSiswa, siswa } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';

const spec = tableSpec(STAF_SISWA.table, {
  searchable: [siswa.nama, siswa.nisn, siswa.nis],
  sortable: { nama: siswa.nama, nisn: siswa.nisn, rombel_nama: rombel.nama, id: siswa.id },
  defaultSort: { field: 'nama', sort: 'ASC' },
  tiebreak: siswa.id,
});

type Filter = { rombel_id?: number; status_siswa?: string };

/**
 * The students of the active year with their class group, cut to the caller's reach: a wali
 * kelas or guru sees only their own class groups' (the scope check has refused another's id).
 */
export async function listStafSiswa(
  { db, schoolContext }: ServiceContext,
  reach: Reach,
  request: TableRequest & { filtering: Filter },
): Promise<TableResult<StafSiswaRow>> {
  const { period } = await schoolContext();
  if (!period) return { list: [], info: { total: 0, current: request.pagination.current, pageSize: request.pagination.pageSize } };
  const { rombel_id, status_siswa } = request.filtering;
  const within = reach === 'sekolah' ? undefined : inArray(rombelSiswa.rombel_id, [...reach.rombelIds, 0]);
  const plan = planTable(spec, request, [
    within,
    rombel_id === undefined ? undefined : eq(rombelSiswa.rombel_id, rombel_id),
    status_siswa === undefined ? undefined : eq(siswa.status_siswa, status_siswa),
  ]);
  const inYear = and(eq(rombelSiswa.siswa_id, siswa.id), eq(rombelSiswa.tahun_ajaran_id, period.tahunAjaran.id));
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      db
        .select({
          id: siswa.id,
          nama: siswa.nama,
          nisn: siswa.nisn,
          nis: siswa.nis,
          jenis_kelamin: siswa.jenis_kelamin,
          rombel_id: rombel.id,
          rombel_nama: rombel.nama,
          status_siswa: siswa.status_siswa,
          akun_ditangguhkan: siswa.akun_ditangguhkan,
        })
        .from(siswa)
        .innerJoin(rombelSiswa, inYear)
        .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await db.select({ n: count() }).from(siswa).innerJoin(rombelSiswa, inYear).where(where))[0]?.n ?? 0,
  });
  return { ...result, list: numbered(result.list, plan.offset) };
}

/** The class groups of the active year the caller reaches, in grade and name order. */
export async function stafRombelOptions({ db, schoolContext }: ServiceContext, reach: Reach) {
  const { period } = await schoolContext();
  if (!period) return [];
  return db
    .select({ id: rombel.id, nama: rombel.nama, tingkatan_kelas: rombel.tingkatan_kelas })
    .from(rombel)
    .where(and(eq(rombel.tahun_ajaran_id, period.tahunAjaran.id), reach === 'sekolah' ? undefined : inArray(rombel.id, [...reach.rombelIds, 0])))
    .orderBy(asc(rombel.tingkatan_kelas), asc(rombel.nama));
}
