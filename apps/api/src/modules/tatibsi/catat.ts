import { and, eq, inArray, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import { MSG } from '@madrasah/contract/messages';
import type { StafCatatFilter } from '@madrasah/contract/schemas/staf-kesiswaan';
import { schoolYearRange } from '@madrasah/contract/schemas/perizinan-tanggal';
import type { Tx } from '../../db/client.js';
import { rombelSiswa, siswa, users } from '../../db/schema/index.js';
import { schoolMoment } from '../../platform/clock.js';
import { badRequest, fieldError, forbidden } from '../../platform/errors.js';
import { storePhoto } from '../../platform/files/photo.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';

/**
 * What violations and awards share at the staff desk: the students of the active year a record
 * names, its date's rules, the proof photo, the reach of a wali kelas, and the list's filters.
 */

/** Who recorded and who cancelled a record, by name. */
export const pencatat = alias(users, 'pencatat');
export const pembatal = alias(users, 'pembatal');

/** The active year, or a refusal: records belong to it. */
export async function activeYear(app: ServiceContext) {
  const { period, school } = await app.schoolContext();
  if (!period) throw badRequest(MSG.noActiveYear);
  return { tahunAjaran: period.tahunAjaran, today: schoolMoment(app.now(), school.timezone).date };
}

/** A record's day: not after the school's today, inside the active school year. */
export function assertTanggal(tanggal: string, year: { thn_awal: number; thn_akhir: number }, today: string) {
  if (tanggal > today) throw fieldError('tanggal', MSG.catatTanggalNanti);
  const { awal, akhir } = schoolYearRange(year);
  if (tanggal < awal || tanggal > akhir) throw fieldError('tanggal', MSG.catatTanggalLuarTahun);
}

/**
 * Each named student's class group in the active year, read under a share lock so that a move to
 * another class group waits for the record. A student not in a class group this year is refused.
 */
export async function placements(tx: Tx, siswaIds: number[], tahunAjaranId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ siswaId: rombelSiswa.siswa_id, rombelId: rombelSiswa.rombel_id })
    .from(rombelSiswa)
    .innerJoin(siswa, eq(siswa.id, rombelSiswa.siswa_id))
    .where(and(inArray(rombelSiswa.siswa_id, siswaIds), eq(rombelSiswa.tahun_ajaran_id, tahunAjaranId), eq(siswa.status_siswa, 'Aktif')))
    .for('share', { of: rombelSiswa });
  const placed = new Map(rows.map((r) => [r.siswaId, r.rombelId]));
  if (siswaIds.some((id) => !placed.has(id))) throw fieldError('siswa_ids', MSG.catatSiswaBukanTahunIni);
  return placed;
}

/** The proof photo, cleaned and stored once for every record made; none when not sent. */
export const storeBukti = (app: ServiceContext, foto: string | undefined) => (foto ? storePhoto(app, 'tatibsi', foto, 'foto') : Promise.resolve(undefined));

/** A wali kelas cancels only a record of a student in their own class groups. */
export async function assertReachesSiswa(tx: Tx, reach: Reach, siswaId: number) {
  if (reach === 'sekolah') return;
  const [within] = await tx
    .select({ id: rombelSiswa.id })
    .from(rombelSiswa)
    .where(and(eq(rombelSiswa.siswa_id, siswaId), inArray(rombelSiswa.rombel_id, [...reach.rombelIds, 0])))
    .limit(1);
  if (!within) throw forbidden(MSG.outOfScope);
}

type RecordColumns = { tahun_ajaran_id: AnyPgColumn; rombel_id: AnyPgColumn; tgl: AnyPgColumn; dibatalkan_at: AnyPgColumn };

/** The list's conditions: the active year, the caller's class groups, and the filters. */
export function catatFilter(t: RecordColumns, tahunAjaranId: number, reach: Reach, f: StafCatatFilter): (SQL | undefined)[] {
  return [
    eq(t.tahun_ajaran_id, tahunAjaranId),
    reach === 'sekolah' ? undefined : inArray(t.rombel_id, [...reach.rombelIds, 0]),
    f.rombel_id ? eq(t.rombel_id, f.rombel_id) : undefined,
    f.tgl_awal ? sql`${t.tgl} >= ${f.tgl_awal}` : undefined,
    f.tgl_akhir ? sql`${t.tgl} <= ${f.tgl_akhir}` : undefined,
    f.status === 'Aktif' ? isNull(t.dibatalkan_at) : f.status === 'Dibatalkan' ? isNotNull(t.dibatalkan_at) : undefined,
  ];
}

/** A timestamp as the API answers it. */
export const isoOrNull = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString());
