import { and, eq, inArray, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import { MSG } from '@madrasah/contract/messages';
import type { CatatPelanggaranValues, StafCatatFilter } from '@madrasah/contract/schemas/staf-kesiswaan';
import { schoolYearRange } from '@madrasah/contract/schemas/perizinan-tanggal';
import type { TableResult } from '@madrasah/contract/table';
import type { Db, Tx } from '../../db/client.js';
import { rombelSiswa, siswa, users } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { schoolMoment } from '../../platform/clock.js';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/errors.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { storePhoto } from '../../platform/files/photo.js';
import { withStoredFile } from '../../platform/files/stored-write.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';
import { numbered, planTable, runTable, type TableRequest, type TableSpec } from '../../platform/table-query.js';

/**
 * What violations and awards share at the staff desk: the list, recording for several students
 * of the active year with one proof photo, and cancelling. Each kind names its own table, item
 * and columns; the steps and their rules are written once here.
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

/** The columns the staff list reads from a record table, whichever kind it is. */
type RecordTable = RecordColumns & { id: AnyPgColumn };
type Answerable = { file: string | null; dibatalkan_at: Date | string | null };

/** A record as the API answers it: the photo's signed link, the status named, the time as ISO. */
export const catatAnswer = <R extends Answerable>(app: ServiceContext, r: R) => ({
  ...r,
  file: r.file ? app.files.signer.sign(r.file) : null,
  main_path: FILES_PREFIX,
  status: r.dibatalkan_at ? ('Dibatalkan' as const) : ('Aktif' as const),
  dibatalkan_at: isoOrNull(r.dibatalkan_at),
});

/**
 * The active year's records of one kind, cut to the caller's class groups. `query` selects the
 * given fields from the record table with its joins: the page reads the list's columns, the
 * total a count over the same joins.
 */
export async function listCatat<R extends Answerable>(
  app: ServiceContext,
  reach: Reach,
  request: TableRequest & { filtering: StafCatatFilter },
  kind: {
    spec: TableSpec;
    table: RecordTable;
    rows: (db: Db) => { where(w: SQL | undefined): { orderBy(...o: SQL[]): { limit(n: number): { offset(n: number): Promise<R[]> } } } };
    count: (db: Db) => { where(w: SQL | undefined): Promise<{ n: number }[]> };
  },
): Promise<TableResult<ReturnType<typeof catatAnswer<R>> & { rownum: number }>> {
  const { period } = await app.schoolContext();
  if (!period) return { list: [], info: { total: 0, current: request.pagination?.current ?? 1, pageSize: request.pagination?.pageSize ?? 10 } };
  const plan = planTable(kind.spec, request, catatFilter(kind.table, period.tahunAjaran.id, reach, request.filtering));
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      kind
        .rows(app.db)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await kind.count(app.db).where(where))[0]?.n ?? 0,
  });
  return {
    ...result,
    list: numbered(
      result.list.map((r) => catatAnswer(app, r)),
      plan.offset,
    ),
  };
}

/** What every record of a create holds besides its item: the student, their class group, the day, the note, the photo, who. */
export type CatatValues = {
  siswa_id: number;
  rombel_id: number;
  tahun_ajaran_id: number;
  tgl: string;
  keterangan: string | null;
  file: string | null;
  dicatat_oleh: number;
};

/**
 * Records one item for each named student (their class group of the active year), with one
 * proof photo for all, in one transaction with one audit entry per record: a student out of the
 * year, an unknown item (`item` throws) or a bad date writes nothing, and the stored photo goes
 * with the refusal. Answers the new records' ids.
 */
export async function catatRecords<I extends object>(
  app: ServiceContext,
  auth: AuthContext,
  body: Pick<CatatPelanggaranValues, 'siswa_ids' | 'tanggal' | 'keterangan' | 'foto'>,
  ip: string,
  kind: { entity: string; item: (tx: Tx, tahunAjaranId: number) => Promise<I>; insert: (tx: Tx, values: (CatatValues & I)[]) => Promise<{ id: number }[]> },
): Promise<number[]> {
  const { tahunAjaran, today } = await activeYear(app);
  assertTanggal(body.tanggal, tahunAjaran, today);
  const foto = await storeBukti(app, body.foto);
  const rows = await withStoredFile(app, foto, () =>
    audited(
      app.db,
      (created: { id: number }[]) =>
        created.map((after) => ({
          userId: auth.userId,
          action: 'create' as const,
          entity: kind.entity,
          entityId: after.id,
          ip,
          detail: { before: null, after },
        })),
      async (tx) => {
        const item = await kind.item(tx, tahunAjaran.id);
        const placed = await placements(tx, body.siswa_ids, tahunAjaran.id);
        return kind.insert(
          tx,
          body.siswa_ids.map((siswaId) => ({
            siswa_id: siswaId,
            rombel_id: placed.get(siswaId)!,
            tahun_ajaran_id: tahunAjaran.id,
            tgl: body.tanggal,
            keterangan: body.keterangan ?? null,
            file: foto ?? null,
            dicatat_oleh: auth.userId,
            ...item,
          })),
        );
      },
    ),
  );
  return rows.map((r) => r.id);
}

/** What a cancel writes on the record. */
export type BatalValues = { dibatalkan_at: Date; dibatalkan_oleh: number; alasan_batal: string };

/**
 * Cancels a record with a reason: the row stays, marked with who cancelled it, when and why, and
 * no longer counts in the portal's points, stars and histories. The row is locked (`lock` reads
 * it FOR UPDATE); an unknown record is 404, another class group's 403, a second cancel 409.
 */
export async function batalRecord<R extends { siswa_id: number; dibatalkan_at: Date | null }>(
  app: ServiceContext,
  auth: AuthContext,
  reach: Reach,
  request: { id: number; alasan: string; ip: string },
  kind: { entity: string; lock: (tx: Tx, id: number) => Promise<R | undefined>; set: (tx: Tx, id: number, values: BatalValues) => Promise<R> },
): Promise<void> {
  const { id, alasan, ip } = request;
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'update', entity: kind.entity, entityId: id, ip, detail: change }),
    async (tx) => {
      const before = await kind.lock(tx, id);
      if (!before) throw notFound();
      await assertReachesSiswa(tx, reach, before.siswa_id);
      if (before.dibatalkan_at) throw conflict(MSG.catatSudahBatal);
      const after = await kind.set(tx, id, { dibatalkan_at: new Date(app.now()), dibatalkan_oleh: auth.userId, alasan_batal: alasan });
      return { before, after };
    },
  );
}
