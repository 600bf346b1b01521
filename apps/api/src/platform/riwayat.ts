import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PenghargaanHeader, RiwayatFilter } from '@madrasah/contract/schemas/kesiswaan';
import type { ServiceContext } from './service-context.js';
import { pelanggaran, pelanggaranSiswa, penghargaan, penghargaanSiswa, rombel, rombelSiswa, siswa } from '../db/schema/index.js';
import type { AuthContext } from './auth.js';
import { notFound } from './errors.js';
import { assertOwnSiswa } from './scope.js';

// The year's totals of the class group's student, read beside the header (a student's own rows: a small set);
// a cancelled record does not count (docs/decisions/0048-tatibsi-staf.md).
const totalPoin = sql<number>`(
  select coalesce(sum(${pelanggaran.poin}), 0)::int from ${pelanggaranSiswa}
  join ${pelanggaran} on ${pelanggaran.id} = ${pelanggaranSiswa.pelanggaran_id}
  where ${pelanggaranSiswa.siswa_id} = ${rombelSiswa.siswa_id} and ${pelanggaranSiswa.tahun_ajaran_id} = ${rombelSiswa.tahun_ajaran_id} and ${pelanggaranSiswa.dibatalkan_at} is null)`;
const totalBintang = sql<number>`(
  select coalesce(sum(${penghargaan.bintang}), 0)::int from ${penghargaanSiswa}
  join ${penghargaan} on ${penghargaan.id} = ${penghargaanSiswa.penghargaan_id}
  where ${penghargaanSiswa.siswa_id} = ${rombelSiswa.siswa_id} and ${penghargaanSiswa.tahun_ajaran_id} = ${rombelSiswa.tahun_ajaran_id} and ${penghargaanSiswa.dibatalkan_at} is null)`;

/**
 * The history pages' header: the caller's own student (or ward) in one of their class groups,
 * with the points and stars of that class group's school year. Another student's id is 403; a
 * class group the student never belonged to is 404.
 */
export async function riwayatHeader({ db }: ServiceContext, auth: AuthContext, siswaId: number, rombelId: number): Promise<PenghargaanHeader> {
  const own = assertOwnSiswa(auth, siswaId);
  const [row] = await db
    .select({
      nisn: siswa.nisn,
      nama: siswa.nama,
      jenis_kelamin: siswa.jenis_kelamin,
      rombel_nama: rombel.nama,
      total_poin: totalPoin,
      total_bintang: totalBintang,
    })
    .from(rombelSiswa)
    .innerJoin(siswa, eq(siswa.id, rombelSiswa.siswa_id))
    .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .where(and(eq(rombelSiswa.siswa_id, own), eq(rombelSiswa.rombel_id, rombelId)));
  if (!row) throw notFound();
  return row;
}

/** A history's filters, on its table's year and class group columns. */
export function riwayatFilter(columns: { tahun_ajaran_id: AnyPgColumn; rombel_id: AnyPgColumn }, f: RiwayatFilter | undefined): (SQL | undefined)[] {
  return [f?.tahun_ajaran_id ? eq(columns.tahun_ajaran_id, f.tahun_ajaran_id) : undefined, f?.rombel_id ? eq(columns.rombel_id, f.rombel_id) : undefined];
}
