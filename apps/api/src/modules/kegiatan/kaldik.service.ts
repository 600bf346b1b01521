import { and, asc, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { STAF_KALENDER } from '@madrasah/contract/endpoints/staf-kalender';
import { MSG } from '@madrasah/contract/messages';
import type { KaldikAgenda, kaldikAgendaBodySchema } from '@madrasah/contract/schemas/kegiatan';
import { schoolYearRange } from '@madrasah/contract/schemas/perizinan-tanggal';
import type { KalenderRow, kalenderBodySchema, kalenderFilterSchema } from '@madrasah/contract/schemas/staf-kalender';
import type { StatusAbsensi } from '@madrasah/contract/options';
import type { FieldError } from '@madrasah/contract/envelope';
import type { TableResult } from '@madrasah/contract/table';
import { isoToDmy } from '@madrasah/contract/dates';
import { kaldikAgenda as k } from '../../db/schema/index.js';
import { audited, auditedDelete } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';

type Body = z.output<typeof kaldikAgendaBodySchema>;

/**
 * The school calendar's items, filtered by absence status and kind. A month grid names the
 * days it shows and gets the items overlapping them (whichever school year they belong to);
 * without days, the active school year's items. Both dates of an item are inclusive.
 */
export async function listAgenda(app: ServiceContext, body: Body): Promise<KaldikAgenda[]> {
  let within: (SQL | undefined)[] = [body.tgl_akhir ? lte(k.tgl_awal, body.tgl_akhir) : undefined, body.tgl_awal ? gte(k.tgl_akhir, body.tgl_awal) : undefined];
  if (!body.tgl_awal && !body.tgl_akhir) {
    const { period } = await app.schoolContext();
    if (!period) return [];
    within = [eq(k.tahun_ajaran_id, period.tahunAjaran.id)];
  }
  const rows = await app.db
    .select({
      id: k.id,
      judul: k.judul,
      jenis_agenda: k.jenis_agenda,
      uraian: k.uraian,
      civitas_akademika: k.civitas_akademika,
      tgl_awal: k.tgl_awal,
      tgl_akhir: k.tgl_akhir,
      status_absensi: k.status_absensi,
    })
    .from(k)
    .where(
      and(
        ...within,
        body.status_absensi ? eq(k.status_absensi, body.status_absensi) : undefined,
        body.jenis_agenda ? eq(k.jenis_agenda, body.jenis_agenda) : undefined,
      ),
    )
    .orderBy(asc(k.tgl_awal), asc(k.id));
  return rows.map((row) => ({ ...row, status_absensi: row.status_absensi as StatusAbsensi }));
}

/* The staff side: kesiswaan keeps the active year's items (spec/03-staff.md screen 11). */

const ENTITY = 'kaldik_agenda';
type KalenderBody = z.output<typeof kalenderBodySchema>;
type KalenderFilter = z.output<typeof kalenderFilterSchema>;

const spec = tableSpec(STAF_KALENDER.table, {
  searchable: [k.judul, k.uraian, k.civitas_akademika],
  sortable: { tgl_awal: k.tgl_awal, judul: k.judul, id: k.id },
  defaultSort: { field: 'tgl_awal', sort: 'ASC' as const },
  tiebreak: k.id,
});

/** The active school year's items, in date order unless asked otherwise; none while no year is active. */
export async function listKalender(app: ServiceContext, request: TableRequest & { filtering: KalenderFilter }): Promise<TableResult<KalenderRow>> {
  const { period } = await app.schoolContext();
  const { pagination } = request;
  if (!period) return { list: [], info: { total: 0, current: pagination.current, pageSize: pagination.pageSize } };
  const { status_absensi, jenis_agenda } = request.filtering;
  const plan = planTable(spec, request, [
    eq(k.tahun_ajaran_id, period.tahunAjaran.id),
    status_absensi === undefined ? undefined : eq(k.status_absensi, status_absensi),
    jenis_agenda === undefined ? undefined : eq(k.jenis_agenda, jenis_agenda),
  ]);
  const result = await runTable(plan, pagination, {
    rows: (p) =>
      app.db
        .select({
          id: k.id,
          judul: k.judul,
          jenis_agenda: k.jenis_agenda,
          uraian: k.uraian,
          civitas_akademika: k.civitas_akademika,
          tgl_awal: k.tgl_awal,
          tgl_akhir: k.tgl_akhir,
          status_absensi: k.status_absensi,
        })
        .from(k)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await app.db.select({ n: count() }).from(k).where(where))[0]?.n ?? 0,
  });
  const list = result.list.map((row) => ({ ...row, status_absensi: row.status_absensi as StatusAbsensi }));
  return { ...result, list: numbered(list, plan.offset) };
}

/**
 * The active year, and the body's dates held to it: the item starts inside the school year
 * (1 July to 30 June) and ends by the 31 December after it (a holiday may run past 30 June into
 * the next year's first weeks, as the year-end break does). Each date out of bounds is refused
 * on its field. No active year: nothing can be added (403, as the portal's writes).
 */
async function activeYearFor(app: ServiceContext, body: KalenderBody) {
  const { period } = await app.schoolContext();
  if (!period) throw forbidden(MSG.noActiveYear);
  const { awal, akhir } = schoolYearRange(period.tahunAjaran);
  const batas = `${period.tahunAjaran.thn_akhir}-12-31`;
  const errors: FieldError[] = [];
  if (body.tgl_awal < awal || body.tgl_awal > akhir) errors.push({ field: 'tgl_awal', message: MSG.kalenderOutsideYear(isoToDmy(awal), isoToDmy(akhir)) });
  if (body.tgl_akhir > batas) errors.push({ field: 'tgl_akhir', message: MSG.kalenderEndTooLate(isoToDmy(batas)) });
  if (errors.length) throw badRequest(errors[0]!.message, errors);
  return period.tahunAjaran.id;
}

const stored = (body: KalenderBody) => ({
  judul: body.judul,
  jenis_agenda: body.jenis_agenda,
  uraian: body.uraian ?? null,
  civitas_akademika: body.civitas_akademika ?? null,
  tgl_awal: body.tgl_awal,
  tgl_akhir: body.tgl_akhir,
  status_absensi: body.status_absensi,
});

/** Adds an item to the active year; the portal's calendar shows it on its next read. */
export async function createAgenda(app: ServiceContext, auth: AuthContext, body: KalenderBody, ip: string): Promise<number> {
  const tahunAjaranId = await activeYearFor(app, body);
  const row = await audited(
    app.db,
    (after: typeof k.$inferSelect) => ({ userId: auth.userId, action: 'create', entity: ENTITY, entityId: after.id, ip, detail: { before: null, after } }),
    async (tx) => {
      const [created] = await tx
        .insert(k)
        .values({ ...stored(body), tahun_ajaran_id: tahunAjaranId, created_at: app.now() })
        .returning();
      return created!;
    },
  );
  return row.id;
}

/** An item of another year than the active one stays as the portal showed it (409). */
const pastYear = () => new AppError(409, MSG.kalenderPastYear);

export async function updateAgenda(app: ServiceContext, auth: AuthContext, id: number, body: KalenderBody, ip: string) {
  const tahunAjaranId = await activeYearFor(app, body);
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'update', entity: ENTITY, entityId: id, ip, detail: change }),
    async (tx) => {
      const [before] = await tx.select().from(k).where(eq(k.id, id)).for('update');
      if (!before) throw notFound();
      if (before.tahun_ajaran_id !== tahunAjaranId) throw pastYear();
      const [after] = await tx.update(k).set(stored(body)).where(eq(k.id, id)).returning();
      return { before, after };
    },
  );
}

export async function deleteAgenda(app: ServiceContext, auth: AuthContext, id: number, ip: string) {
  const { period } = await app.schoolContext();
  if (!period) throw forbidden(MSG.noActiveYear);
  await auditedDelete(app.db, { userId: auth.userId, ip }, ENTITY, id, async (tx) => {
    const [before] = await tx.select().from(k).where(eq(k.id, id)).for('update');
    if (!before) throw notFound();
    if (before.tahun_ajaran_id !== period.tahunAjaran.id) throw pastYear();
    await tx.delete(k).where(eq(k.id, id));
    return before;
  });
}
