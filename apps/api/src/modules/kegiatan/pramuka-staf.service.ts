import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { STAF_KEGIATAN } from '@madrasah/contract/endpoints/staf-kegiatan';
import { MSG } from '@madrasah/contract/messages';
import type { JenisPenegak } from '@madrasah/contract/schemas/kegiatan';
import type { PramukaStafRow, pramukaBodySchema } from '@madrasah/contract/schemas/staf-kegiatan';
import type { TableResult } from '@madrasah/contract/table';
import type { Tx } from '../../db/client.js';
import { gtk, pramukaKecakapan as pk, rombel, rombelSiswa, siswa } from '../../db/schema/index.js';
import { audited, auditedDelete } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { badRequest, fieldError, notFound } from '../../platform/errors.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';

type PramukaValues = z.output<typeof pramukaBodySchema>;

const spec = tableSpec(STAF_KEGIATAN.pramukaTable, {
  searchable: [siswa.nama, siswa.nisn, pk.uraian_kecakapan],
  sortable: { tgl_lulus: pk.tgl_lulus, nama: siswa.nama, rombel_nama: rombel.nama, id: pk.id },
  tiebreak: pk.id,
});

/** Every student's scouting skills, newest first by default; filtered by class group and level. */
export async function listPramukaStaf(
  { db }: ServiceContext,
  request: TableRequest & { filtering: { rombel_id?: number; jenis_penegak?: JenisPenegak } },
): Promise<TableResult<PramukaStafRow>> {
  const { rombel_id, jenis_penegak } = request.filtering;
  const plan = planTable(spec, request, [
    rombel_id === undefined ? undefined : eq(pk.rombel_id, rombel_id),
    jenis_penegak === undefined ? undefined : eq(pk.jenis_penegak, jenis_penegak),
  ]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      db
        .select({
          id: pk.id,
          siswa_id: pk.siswa_id,
          nama: siswa.nama,
          nisn: siswa.nisn,
          rombel_id: pk.rombel_id,
          rombel_nama: rombel.nama,
          uraian_kecakapan: pk.uraian_kecakapan,
          jenis_penegak: pk.jenis_penegak,
          tgl_lulus: pk.tgl_lulus,
          pembina_gtk_id: pk.pembina_gtk_id,
          nama_lengkap: gtk.nama_lengkap,
          gelar_depan: gtk.gelar_depan,
          gelar_belakang: gtk.gelar_belakang,
        })
        .from(pk)
        .innerJoin(siswa, eq(siswa.id, pk.siswa_id))
        .leftJoin(rombel, eq(rombel.id, pk.rombel_id))
        .leftJoin(gtk, eq(gtk.id, pk.pembina_gtk_id))
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await db.select({ n: count() }).from(pk).innerJoin(siswa, eq(siswa.id, pk.siswa_id)).where(where))[0]?.n ?? 0,
  });
  const list = result.list.map(({ nama_lengkap, gelar_depan, gelar_belakang, ...row }) => ({
    ...row,
    jenis_penegak: row.jenis_penegak as JenisPenegak,
    pembina: nama_lengkap === null ? null : namaGelar({ nama_lengkap, gelar_depan, gelar_belakang }),
  }));
  return { ...result, list: numbered(list, plan.offset) };
}

/** The student's placement in the active year (their class group); a student not placed there is refused. */
async function placement(tx: Tx, yearId: number, body: PramukaValues) {
  const [placed] = await tx
    .select({ rombel_id: rombelSiswa.rombel_id })
    .from(rombelSiswa)
    .where(and(eq(rombelSiswa.siswa_id, body.siswa_id), eq(rombelSiswa.tahun_ajaran_id, yearId)));
  if (!placed) throw fieldError('siswa_id', MSG.ekskulSiswaBukanTahunIni);
  if (body.pembina_gtk_id !== null) {
    const [coach] = await tx.select({ id: gtk.id }).from(gtk).where(eq(gtk.id, body.pembina_gtk_id));
    if (!coach) throw fieldError('pembina_gtk_id', MSG.optionInvalid);
  }
  return { siswa_id: body.siswa_id, rombel_id: placed.rombel_id, tahun_ajaran_id: yearId };
}

/** The active year, read before a write's transaction (its cache may read the database). */
async function activeYear(app: ServiceContext) {
  const { period } = await app.schoolContext();
  if (!period) throw badRequest(MSG.importNoYear);
  return period.tahunAjaran.id;
}

const fields = (body: PramukaValues) => ({
  uraian_kecakapan: body.uraian_kecakapan,
  jenis_penegak: body.jenis_penegak,
  tgl_lulus: body.tgl_lulus,
  pembina_gtk_id: body.pembina_gtk_id,
});

export async function createPramuka(app: ServiceContext, auth: AuthContext, body: PramukaValues, ip: string): Promise<number> {
  const yearId = await activeYear(app);
  const created = await audited(
    app.db,
    (after: typeof pk.$inferSelect) => ({
      userId: auth.userId,
      action: 'create',
      entity: 'pramuka_kecakapan',
      entityId: after.id,
      ip,
      detail: { before: null, after },
    }),
    async (tx) => {
      const where = await placement(tx, yearId, body);
      const [row] = await tx
        .insert(pk)
        .values({ ...where, ...fields(body), created_at: app.now() })
        .returning();
      return row!;
    },
  );
  return created.id;
}

/**
 * Changes a record. The same student keeps the record's class group and year (last year's
 * record stays last year's); naming another student moves it to their active-year placement.
 */
export async function updatePramuka(app: ServiceContext, auth: AuthContext, id: number, body: PramukaValues, ip: string) {
  const yearId = await activeYear(app);
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'update', entity: 'pramuka_kecakapan', entityId: id, ip, detail: change }),
    async (tx) => {
      const [before] = await tx.select().from(pk).where(eq(pk.id, id)).for('update');
      if (!before) throw notFound();
      const where = before.siswa_id === body.siswa_id ? {} : await placement(tx, yearId, body);
      if (before.siswa_id === body.siswa_id && body.pembina_gtk_id !== null) {
        const [coach] = await tx.select({ id: gtk.id }).from(gtk).where(eq(gtk.id, body.pembina_gtk_id));
        if (!coach) throw fieldError('pembina_gtk_id', MSG.optionInvalid);
      }
      const [after] = await tx
        .update(pk)
        .set({ ...where, ...fields(body) })
        .where(eq(pk.id, id))
        .returning();
      return { before, after };
    },
  );
}

export async function deletePramuka(app: ServiceContext, auth: AuthContext, id: number, ip: string) {
  await auditedDelete(app.db, { userId: auth.userId, ip }, 'pramuka_kecakapan', id, async (tx) => {
    const [before] = await tx.delete(pk).where(eq(pk.id, id)).returning();
    if (!before) throw notFound();
    return before;
  });
}
