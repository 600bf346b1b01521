import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LOOKUP } from '@madrasah/contract/endpoints/lookup';
import type { Db } from '../../db/client.js';
import { rombel, rombelSiswa, tahunAjaran } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import type { ServiceContext } from '../../platform/service-context.js';

/**
 * Only the class groups of the caller's student record (own, ward's or an internal alumnus's
 * old one): no other class group holds anything of the caller's; an account without a record
 * has none.
 */
function ownRombel(db: Db, auth: AuthContext): SQL {
  const siswaId = auth.siswaId ?? auth.alumniSiswaId;
  if (siswaId === null) return sql`false`;
  return inArray(rombel.id, db.select({ id: rombelSiswa.rombel_id }).from(rombelSiswa).where(eq(rombelSiswa.siswa_id, siswaId)));
}

const withYear = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: rombel.id,
      nama: rombel.nama,
      tingkatan_kelas: rombel.tingkatan_kelas,
      jurusan_nama: rombel.jurusan_nama,
      tahun_ajaran_id: rombel.tahun_ajaran_id,
      tahun_ajaran: sql<string>`${tahunAjaran.thn_awal} || '/' || ${tahunAjaran.thn_akhir}`,
    })
    .from(rombel)
    .innerJoin(tahunAjaran, eq(tahunAjaran.id, rombel.tahun_ajaran_id))
    .where(where);

/** GET rombel: every class group of the caller's student, newest year first. */
export async function listOwnRombel({ db }: ServiceContext, auth: AuthContext) {
  return withYear(db, ownRombel(db, auth)).orderBy(desc(tahunAjaran.thn_awal), rombel.nama);
}

/** GET rombel/{id}: one of them; any other id is unknown to the caller. */
export async function getOwnRombel({ db }: ServiceContext, auth: AuthContext, id: number) {
  const [row] = await withYear(db, and(ownRombel(db, auth), eq(rombel.id, id)));
  if (!row) throw notFound();
  return row;
}

/** POST rombel/dropdown: the same class groups as a searchable, paged table. */
export async function tableOwnRombel({ db }: ServiceContext, auth: AuthContext, request: TableRequest) {
  const spec = tableSpec(LOOKUP.rombelTable, {
    searchable: [rombel.nama, rombel.tingkatan_kelas],
    sortable: { nama: rombel.nama, tahun_ajaran: rombel.tahun_ajaran_id, id: rombel.id },
    tiebreak: rombel.id,
  });
  const plan = planTable(spec, request, [ownRombel(db, auth)]);
  return runTable(plan, request.pagination, {
    rows: (p) =>
      withYear(db, p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await db.select({ n: count() }).from(rombel).where(where))[0]?.n ?? 0,
  });
}
