import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { STAF_TAGIHAN } from '@madrasah/contract/endpoints/staf-tagihan';
import { MSG } from '@madrasah/contract/messages';
import type { BiayaRow, biayaBodySchema, biayaFilterSchema } from '@madrasah/contract/schemas/staf-keuangan';
import type { TableResult } from '@madrasah/contract/table';
import type { Db, Tx } from '../../db/client.js';
import { pemasukanDetail, posPemasukan, tagihan, tahunAjaran } from '../../db/schema/index.js';
import { audited, auditedDelete } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';

type Body = z.output<typeof biayaBodySchema>;

/** How many invoices a fee billed: a billed fee keeps its plan and cannot be deleted. */
const ditagihkan = sql<number>`(SELECT count(*) FROM ${tagihan} WHERE ${tagihan.pemasukan_detail_id} = ${pemasukanDetail.id})`.mapWith(Number);

const columns = {
  id: pemasukanDetail.id,
  tahun_ajaran_id: pemasukanDetail.tahun_ajaran_id,
  pos_pemasukan_id: pemasukanDetail.pos_pemasukan_id,
  nama: posPemasukan.nama,
  jenis: sql<BiayaRow['jenis']>`${pemasukanDetail.jenis}`,
  angsuran: pemasukanDetail.angsuran,
  nominal: pemasukanDetail.nominal,
  ditagihkan,
};

const spec = tableSpec(STAF_TAGIHAN.biayaTable, {
  searchable: [posPemasukan.nama],
  sortable: { nama: posPemasukan.nama, nominal: pemasukanDetail.nominal, id: pemasukanDetail.id },
  defaultSort: { field: 'id', sort: 'ASC' as const },
  tiebreak: pemasukanDetail.id,
});

const biayaQuery = (db: Db | Tx) =>
  db.select(columns).from(pemasukanDetail).innerJoin(posPemasukan, eq(posPemasukan.id, pemasukanDetail.pos_pemasukan_id)).$dynamic();

/** The school year a staff finance call names (404 when unknown), or the active one (null when none is active). */
export async function yearOf(app: ServiceContext, id: number | undefined) {
  if (id === undefined) return (await app.schoolContext()).period?.tahunAjaran ?? null;
  const [year] = await app.db.select().from(tahunAjaran).where(eq(tahunAjaran.id, id));
  if (!year) throw notFound();
  return year;
}

/** A school year's fees with their kind, plan, amount and how many invoices they billed. */
export async function listBiaya(
  app: ServiceContext,
  request: TableRequest & { filtering: z.output<typeof biayaFilterSchema> },
): Promise<TableResult<BiayaRow & { rownum: number }>> {
  const year = await yearOf(app, request.filtering.tahun_ajaran_id);
  const plan = planTable(spec, request, [eq(pemasukanDetail.tahun_ajaran_id, year?.id ?? 0)]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      biayaQuery(app.db)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) =>
      (await app.db.select({ n: count() }).from(pemasukanDetail).innerJoin(posPemasukan, eq(posPemasukan.id, pemasukanDetail.pos_pemasukan_id)).where(where))[0]
        ?.n ?? 0,
  });
  return { ...result, list: numbered(result.list, plan.offset) };
}

/** The kind of fee named so (case and spaces aside), created when the school has none yet. */
async function posNamed(tx: Tx, nama: string) {
  const [found] = await tx
    .select({ id: posPemasukan.id })
    .from(posPemasukan)
    .where(sql`lower(trim(${posPemasukan.nama})) = lower(${nama})`)
    .limit(1);
  if (found) return found.id;
  const [created] = await tx.insert(posPemasukan).values({ nama }).returning({ id: posPemasukan.id });
  return created!.id;
}

async function rowOf(app: ServiceContext, id: number): Promise<BiayaRow> {
  const [row] = await biayaQuery(app.db).where(eq(pemasukanDetail.id, id));
  return { ...row!, rownum: 1 };
}

/** Refuses a fee the year already has (one fee of a kind per year). */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'pemasukan_detail_ta_pos_uq')) throw conflict(MSG.biayaSudahAda, 'nama');
    throw err;
  }
}

/** The year a write names (404 when unknown), or the active one; without either it is refused. */
export async function writeYear(app: ServiceContext, id: number | undefined) {
  const year = await yearOf(app, id);
  if (!year) throw badRequest(MSG.noActiveYear);
  return year;
}

/** Adds a fee to a school year (an unknown year is 404); its kind is found by name or created. */
export async function createBiaya(app: ServiceContext, auth: AuthContext, input: Body, ip: string): Promise<BiayaRow> {
  const body = { ...input, tahun_ajaran_id: (await writeYear(app, input.tahun_ajaran_id)).id };
  const created = await unique(() =>
    audited(
      app.db,
      (after: typeof pemasukanDetail.$inferSelect) => ({
        userId: auth.userId,
        action: 'create',
        entity: 'pemasukan_detail',
        entityId: after.id,
        ip,
        detail: { before: null, after: { ...after, nama: body.nama } },
      }),
      async (tx) => {
        const pos = await posNamed(tx, body.nama);
        const [row] = await tx
          .insert(pemasukanDetail)
          .values({ tahun_ajaran_id: body.tahun_ajaran_id, pos_pemasukan_id: pos, jenis: body.jenis, angsuran: body.angsuran, nominal: body.nominal })
          .returning();
        return row!;
      },
    ),
  );
  return rowOf(app, created.id);
}

/**
 * Changes a fee. Its name points it at the kind of that name (other years keep theirs); once it
 * billed anyone, its year, kind of billing and instalments stay (the invoices' key depends on
 * them) and only the amount for later billing and the name change.
 */
export async function updateBiaya(app: ServiceContext, auth: AuthContext, id: number, input: Body, ip: string): Promise<BiayaRow> {
  const body = { ...input, tahun_ajaran_id: (await writeYear(app, input.tahun_ajaran_id)).id };
  await unique(() =>
    audited(
      app.db,
      (change: { before: unknown; after: unknown }) => ({
        userId: auth.userId,
        action: 'update',
        entity: 'pemasukan_detail',
        entityId: id,
        ip,
        detail: change,
      }),
      async (tx) => {
        const [before] = await tx.select().from(pemasukanDetail).where(eq(pemasukanDetail.id, id)).for('update');
        if (!before) throw notFound();
        const [billed] = await tx.select({ n: count() }).from(tagihan).where(eq(tagihan.pemasukan_detail_id, id));
        const planChanged = before.jenis !== body.jenis || before.angsuran !== body.angsuran || before.tahun_ajaran_id !== body.tahun_ajaran_id;
        if ((billed?.n ?? 0) > 0 && planChanged) throw conflict(MSG.biayaRencanaTerkunci, 'angsuran');
        const pos = await posNamed(tx, body.nama);
        const [after] = await tx
          .update(pemasukanDetail)
          .set({ tahun_ajaran_id: body.tahun_ajaran_id, pos_pemasukan_id: pos, jenis: body.jenis, angsuran: body.angsuran, nominal: body.nominal })
          .where(eq(pemasukanDetail.id, id))
          .returning();
        return { before, after };
      },
    ),
  );
  return rowOf(app, id);
}

/** Deletes a fee that billed nobody; a billed one is refused (409). */
export async function deleteBiaya(app: ServiceContext, auth: AuthContext, id: number, ip: string): Promise<null> {
  await auditedDelete(app.db, { userId: auth.userId, ip }, 'pemasukan_detail', id, async (tx) => {
    const [before] = await tx.select().from(pemasukanDetail).where(eq(pemasukanDetail.id, id)).for('update');
    if (!before) throw notFound();
    const [billed] = await tx
      .select({ n: count() })
      .from(tagihan)
      .where(and(eq(tagihan.pemasukan_detail_id, id)));
    if ((billed?.n ?? 0) > 0) throw conflict(MSG.biayaDitagihkan);
    await tx.delete(pemasukanDetail).where(eq(pemasukanDetail.id, id));
    return before;
  });
  return null;
}
