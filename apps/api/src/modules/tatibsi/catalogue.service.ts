import { and, count, eq, getTableColumns, ne, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { TATIBSI } from '@madrasah/contract/endpoints/tatibsi';
import type { PelanggaranRow, PenghargaanRow, penghargaanBodySchema } from '@madrasah/contract/schemas/tatibsi';
import type { TableResult } from '@madrasah/contract/table';
import { pelanggaran, penghargaan, penghargaanSiswa, tahunAjaran } from '../../db/schema/index.js';
import { audited, lastActivity } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import { planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { MSG } from '@madrasah/contract/messages';
import type { ServiceContext } from '../../platform/service-context.js';

type PenghargaanBody = z.output<typeof penghargaanBodySchema>;
type TatibsiRequest = TableRequest & { filtering?: { tahun_ajaran?: number } };
const ENTITY = 'penghargaan';

/** The school's violation catalogue. It is not kept per year, so the year filter leaves it whole. */
export async function listPelanggaran(app: ServiceContext, request: TatibsiRequest): Promise<TableResult<PelanggaranRow>> {
  const spec = tableSpec(TATIBSI.pelanggaranTable, {
    searchable: [pelanggaran.kode, pelanggaran.aspek, pelanggaran.pelanggaran],
    sortable: { kode: pelanggaran.kode, poin: pelanggaran.poin, id: pelanggaran.id },
    defaultSort: { field: 'kode', sort: 'ASC' as const },
    tiebreak: pelanggaran.id,
  });
  const plan = planTable(spec, request, []);
  return runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select()
        .from(pelanggaran)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await app.db.select({ n: count() }).from(pelanggaran).where(where))[0]?.n ?? 0,
  });
}

/** Award criteria, of one school year when the filter names it. */
export async function listPenghargaan(app: ServiceContext, request: TatibsiRequest): Promise<TableResult<PenghargaanRow>> {
  const spec = tableSpec(TATIBSI.penghargaanTable, {
    searchable: [penghargaan.kode, penghargaan.kriteria, penghargaan.penghargaan],
    sortable: { kode: penghargaan.kode, bintang: penghargaan.bintang, id: penghargaan.id },
    defaultSort: { field: 'kode', sort: 'ASC' as const },
    tiebreak: penghargaan.id,
  });
  const year = request.filtering?.tahun_ajaran;
  const plan = planTable(spec, request, [year ? eq(penghargaan.tahun_ajaran_id, year) : undefined]);
  const { created_at: _created, ...columns } = getTableColumns(penghargaan);
  return runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select({ ...columns, log_activity: lastActivity(ENTITY, penghargaan) })
        .from(penghargaan)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await app.db.select({ n: count() }).from(penghargaan).where(where))[0]?.n ?? 0,
  });
}

/** The year must exist, and a code names one criterion of its year (another id with it is refused). */
async function assertValid(app: ServiceContext, body: PenghargaanBody, id?: number) {
  const [year] = await app.db.select({ id: tahunAjaran.id }).from(tahunAjaran).where(eq(tahunAjaran.id, body.tahun_ajaran_id));
  if (!year) throw fieldError('tahun_ajaran_id', MSG.optionInvalid);
  const sameKode = and(
    eq(penghargaan.tahun_ajaran_id, body.tahun_ajaran_id),
    sql`lower(${penghargaan.kode}) = lower(${body.kode})`,
    id ? ne(penghargaan.id, id) : undefined,
  );
  const [taken] = await app.db.select({ id: penghargaan.id }).from(penghargaan).where(sameKode).limit(1);
  if (taken) throw fieldError('kode', MSG.kodeTaken);
}

export async function createPenghargaan(app: ServiceContext, auth: AuthContext, body: PenghargaanBody, ip: string) {
  await assertValid(app, body);
  return audited(
    app.db,
    (id: number) => ({ userId: auth.userId, action: 'create', entity: ENTITY, entityId: id, ip }),
    async (tx) => {
      const [row] = await tx.insert(penghargaan).values(body).returning({ id: penghargaan.id });
      return row!.id;
    },
  );
}

export async function updatePenghargaan(app: ServiceContext, auth: AuthContext, id: number, body: PenghargaanBody, ip: string) {
  await assertValid(app, body, id);
  await audited(app.db, { userId: auth.userId, action: 'update', entity: ENTITY, entityId: id, ip }, async (tx) => {
    const [row] = await tx.update(penghargaan).set(body).where(eq(penghargaan.id, id)).returning({ id: penghargaan.id });
    if (!row) throw notFound();
  });
}

/** A criterion a student holds stays: the award history keeps what it was given for (409). */
export async function deletePenghargaan(app: ServiceContext, auth: AuthContext, id: number, ip: string) {
  await audited(app.db, { userId: auth.userId, action: 'delete', entity: ENTITY, entityId: id, ip }, async (tx) => {
    const awarded = tx.select({ id: penghargaanSiswa.id }).from(penghargaanSiswa).where(eq(penghargaanSiswa.penghargaan_id, id));
    const [row] = await tx
      .delete(penghargaan)
      .where(and(eq(penghargaan.id, id), notExists(awarded)))
      .returning({ id: penghargaan.id });
    if (!row) {
      const [kept] = await tx.select({ id: penghargaan.id }).from(penghargaan).where(eq(penghargaan.id, id));
      throw kept ? new AppError(409, MSG.penghargaanAwarded) : notFound();
    }
  });
}
