import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MSG } from '@madrasah/contract/messages';
import type { BkSiswaOption } from '@madrasah/contract/schemas/staf-bk';
import type { Db, Tx } from '../../db/client.js';
import { rombel, rombelSiswa, siswa } from '../../db/schema/index.js';
import { AppError, forbidden } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';
import { searchWords } from '../../platform/table-query.js';

/** A record's student, where they stand this year: the class group and year the record keeps. */
export type Placement = { siswa_id: number; rombel_id: number; tahun_ajaran_id: number };

/** A class group outside the caller's reach (a wali kelas a school granted the page). */
export const outOfReach = (reach: Reach, rombelId: number | null) => reach !== 'sekolah' && (rombelId === null || !reach.rombelIds.has(rombelId));

/** The list condition that holds a reach: every class group for the school, the caller's own otherwise. */
export const withinReach = (reach: Reach, column: AnyPgColumn) => (reach === 'sekolah' ? undefined : inArray(column, [...reach.rombelIds, 0]));

/**
 * The active year's id, or null while none is active. Read before a write's transaction: the
 * school context may read the database, and a read outside the transaction while it holds the
 * only connection (PGlite) would wait for it forever.
 */
export async function activeYearOf(app: ServiceContext): Promise<number | null> {
  const { period } = await app.schoolContext();
  return period?.tahunAjaran.id ?? null;
}

/**
 * The student's place in the active year (`tahunAjaranId`, from activeYearOf; none: 403): a
 * student not found there (no such student, or none in a class group this year) is refused on
 * the form's field; one outside the caller's reach is 403.
 */
export async function placementOf(db: Db | Tx, tahunAjaranId: number | null, reach: Reach, siswaId: number): Promise<Placement> {
  if (tahunAjaranId === null) throw forbidden(MSG.noActiveYear);
  const [row] = await db
    .select({ rombel_id: rombelSiswa.rombel_id })
    .from(rombelSiswa)
    .where(and(eq(rombelSiswa.siswa_id, siswaId), eq(rombelSiswa.tahun_ajaran_id, tahunAjaranId)))
    .limit(1);
  if (!row) throw new AppError(404, MSG.bkSiswaNotFound, [{ field: 'siswa_id', message: MSG.bkSiswaNotFound }]);
  if (outOfReach(reach, row.rombel_id)) throw forbidden(MSG.outOfScope);
  return { siswa_id: siswaId, rombel_id: row.rombel_id, tahun_ajaran_id: tahunAjaranId };
}

/** The forms' student picker: the active year's students by name or NISN, 20 at most, in the caller's reach. */
export async function pilihanSiswa(app: ServiceContext, reach: Reach, q: string): Promise<BkSiswaOption[]> {
  const { period } = await app.schoolContext();
  if (!period) return [];
  const words = searchWords(q).map((w) =>
    or(ilike(siswa.nama, `%${w.replace(/[\\%_]/g, '\\$&')}%`), sql`${siswa.nisn} LIKE ${`${w.replace(/[\\%_]/g, '\\$&')}%`}`),
  );
  return app.db
    .select({ id: siswa.id, nama: siswa.nama, nisn: siswa.nisn, rombel_id: rombel.id, rombel_nama: rombel.nama })
    .from(rombelSiswa)
    .innerJoin(siswa, eq(siswa.id, rombelSiswa.siswa_id))
    .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .where(and(eq(rombelSiswa.tahun_ajaran_id, period.tahunAjaran.id), withinReach(reach, rombelSiswa.rombel_id), ...words))
    .orderBy(asc(siswa.nama), asc(siswa.id))
    .limit(20);
}
