import { and, asc, count, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { STAF_PERIZINAN } from '@madrasah/contract/endpoints/staf-perizinan';
import { MSG } from '@madrasah/contract/messages';
import { PERIZINAN_TIPE_SISWA, type PerizinanJenisRow, type PerizinanStatus } from '@madrasah/contract/schemas/perizinan';
import type { jenisSettingSchema, stafPerizinanFilterSchema, stafPerizinanQuerySchema, StafPerizinanRow } from '@madrasah/contract/schemas/staf-perizinan';
import type { TableResult } from '@madrasah/contract/table';
import { perizinanJenis, perizinanSiswa, siswa } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';
import { planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { valueOf } from '../../platform/lookup-sql.js';
import { conflict, ENTITY, permitFields, present } from './perizinan.service.js';
import { TRANSITIONS } from './status.js';
import { notifyPerizinan } from '../../platform/notifikasi-pemicu.js';

type Filter = z.output<typeof stafPerizinanFilterSchema>;
type ListQuery = z.output<typeof stafPerizinanQuerySchema>;
type JenisSetting = z.output<typeof jenisSettingSchema>;

const stafFields = {
  ...permitFields,
  siswa_id: perizinanSiswa.siswa_id,
  nisn: valueOf<string | null>(siswa.nisn, siswa.id, perizinanSiswa.siswa_id),
  rombel_id: perizinanSiswa.rombel_id,
};

/** The caller's reach as a condition: the whole school, or the permits filed in their class groups. */
const withinReach = (reach: Reach): SQL | undefined => (reach === 'sekolah' ? undefined : inArray(perizinanSiswa.rombel_id, [...reach.rombelIds, 0]));

const spec = tableSpec(STAF_PERIZINAN.table, {
  searchable: [siswa.nama, siswa.nisn, perizinanJenis.nama, perizinanSiswa.keterangan],
  sortable: { id: perizinanSiswa.id, tgl_awal: perizinanSiswa.tgl_awal, created_at: perizinanSiswa.created_at, nama: siswa.nama },
  tiebreak: perizinanSiswa.id,
});

function filterConditions(f: Filter): (SQL | undefined)[] {
  return [
    f.status ? eq(perizinanSiswa.status, f.status) : undefined,
    f.perizinan_jenis_id ? eq(perizinanSiswa.perizinan_jenis_id, f.perizinan_jenis_id) : undefined,
    f.rombel_id ? eq(perizinanSiswa.rombel_id, f.rombel_id) : undefined,
    // A period keeps the permits whose days overlap it.
    f.tgl_awal ? gte(perizinanSiswa.tgl_akhir, f.tgl_awal) : undefined,
    f.tgl_akhir ? lte(perizinanSiswa.tgl_awal, f.tgl_akhir) : undefined,
  ];
}

/** Drafts are the student's own until submitted: the staff never list or open them. */
const notDraft = inArray(perizinanSiswa.status, ['DIAJUKAN', 'DISETUJUI', 'DITOLAK', 'AUTO APPROVAL']);

async function runStafTable(app: ServiceContext, request: TableRequest, conditions: (SQL | undefined)[]): Promise<TableResult<StafPerizinanRow>> {
  const plan = planTable(spec, request, [notDraft, ...conditions]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select(stafFields)
        .from(perizinanSiswa)
        .innerJoin(perizinanJenis, eq(perizinanJenis.id, perizinanSiswa.perizinan_jenis_id))
        // The search reads the student's name and NISN.
        .innerJoin(siswa, eq(siswa.id, perizinanSiswa.siswa_id))
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) =>
      (
        await app.db
          .select({ n: count() })
          .from(perizinanSiswa)
          .innerJoin(perizinanJenis, eq(perizinanJenis.id, perizinanSiswa.perizinan_jenis_id))
          .innerJoin(siswa, eq(siswa.id, perizinanSiswa.siswa_id))
          .where(where)
      )[0]?.n ?? 0,
    totalOf: (row) => row.total,
  });
  return { ...result, list: result.list.map((row) => present(app, row) as StafPerizinanRow) };
}

/** POST /staf/perizinan/table: the permits the caller reaches (never a draft), searched, filtered and sorted. */
export function listStafPerizinan(app: ServiceContext, reach: Reach, request: TableRequest & { filtering: Filter }) {
  return runStafTable(app, request, [withinReach(reach), ...filterConditions(request.filtering)]);
}

/** GET /staf/perizinan?status=DIAJUKAN: the queue, oldest submission first, as `{ list, total }`. */
export async function queueStafPerizinan(app: ServiceContext, reach: Reach, query: ListQuery) {
  const result = await runStafTable(
    app,
    { search: '', pagination: { current: query.page, pageSize: query.page_size }, sorting: [{ field: 'id', sort: 'ASC' }] },
    [withinReach(reach), query.status ? eq(perizinanSiswa.status, query.status) : undefined],
  );
  return { ...result, total: result.info.total };
}

/** A permit the caller reaches (not a draft); another class group's is 403, one that does not exist 404. */
export async function readStafPerizinan(app: ServiceContext, reach: Reach, id: number): Promise<StafPerizinanRow> {
  const [row] = await app.db
    .select(stafFields)
    .from(perizinanSiswa)
    .innerJoin(perizinanJenis, eq(perizinanJenis.id, perizinanSiswa.perizinan_jenis_id))
    .where(and(eq(perizinanSiswa.id, id), notDraft))
    .limit(1);
  if (!row) throw notFound();
  if (reach !== 'sekolah' && (row.rombel_id === null || !reach.rombelIds.has(row.rombel_id))) throw forbidden(MSG.outOfScope);
  return present(app, row) as StafPerizinanRow;
}

type Decision = { to: 'DISETUJUI' } | { to: 'DITOLAK'; alasan: string };

/**
 * Decides a submitted permit along the portal's TRANSITIONS (DIAJUKAN to DISETUJUI or DITOLAK).
 * The permit's row is locked first, so of two staff (or a staff member and the guardian)
 * deciding at once one wins and the other reads the decided status and is refused with 409;
 * a draft or a decided permit is refused the same way and nothing is written. The trigger on
 * perizinan_siswa writes the approved days (perizinan_hari) in the same transaction.
 */
export async function decideStafPerizinan(app: ServiceContext, auth: AuthContext, reach: Reach, id: number, decision: Decision, ip: string) {
  const now = app.now();
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'status', entity: ENTITY, entityId: id, ip, detail: change }),
    async (tx) => {
      const [current] = await tx
        .select({
          status: perizinanSiswa.status,
          rombel_id: perizinanSiswa.rombel_id,
          created_by: perizinanSiswa.created_by,
          approved_by: perizinanSiswa.approved_by,
          approved_at: perizinanSiswa.approved_at,
          alasan_tolak: perizinanSiswa.alasan_tolak,
        })
        .from(perizinanSiswa)
        .where(eq(perizinanSiswa.id, id))
        .for('update');
      if (!current) throw notFound();
      if (reach !== 'sekolah' && (current.rombel_id === null || !reach.rombelIds.has(current.rombel_id))) throw forbidden(MSG.outOfScope);
      const from = current.status as PerizinanStatus;
      if (!TRANSITIONS.some((t) => t.from === from && t.to === decision.to && t.action === 'approval')) throw conflict(MSG.permitNotWaiting(from));
      if (current.created_by === auth.userId) throw forbidden(MSG.permitOwnDecision);
      const after = {
        status: decision.to,
        approved_by: auth.userId,
        approved_at: now,
        alasan_tolak: decision.to === 'DITOLAK' ? decision.alasan : null,
      };
      await tx
        .update(perizinanSiswa)
        .set({ ...after, updated_at: now })
        .where(and(eq(perizinanSiswa.id, id), eq(perizinanSiswa.status, from)));
      await notifyPerizinan(tx, id, decision.to, auth.userId);
      const { rombel_id: _r, created_by: _c, ...before } = current;
      return { before, after };
    },
  );
  return readStafPerizinan(app, reach, id);
}

/** The permit kinds for students, alphabetical, with their approval setting and limits. */
export function listStafJenis({ db }: ServiceContext): Promise<PerizinanJenisRow[]> {
  return db.select().from(perizinanJenis).where(eq(perizinanJenis.tipe, PERIZINAN_TIPE_SISWA)).orderBy(asc(perizinanJenis.nama), asc(perizinanJenis.id));
}

/**
 * Changes a kind's setting. Permits already submitted keep their state: the setting applies to
 * the next submissions (a kind made automatic does not approve the queue behind the staff's back).
 */
export async function updateStafJenis(app: ServiceContext, auth: AuthContext, id: number, body: JenisSetting, ip: string): Promise<PerizinanJenisRow> {
  return audited(
    app.db,
    (change: { before: unknown; after: PerizinanJenisRow }) => ({
      userId: auth.userId,
      action: 'update',
      entity: 'perizinan_jenis',
      entityId: id,
      ip,
      detail: change,
    }),
    async (tx) => {
      const where = and(eq(perizinanJenis.id, id), eq(perizinanJenis.tipe, PERIZINAN_TIPE_SISWA));
      const [before] = await tx.select().from(perizinanJenis).where(where).for('update');
      if (!before) throw notFound();
      const [after] = await tx.update(perizinanJenis).set(body).where(where).returning();
      return { before, after: after! };
    },
  ).then((r) => r.after);
}
