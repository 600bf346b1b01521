import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { STAF_KEGIATAN } from '@madrasah/contract/endpoints/staf-kegiatan';
import { MSG } from '@madrasah/contract/messages';
import type { AnggotaRow, EkskulRow, KegiatanPilihan, ekskulBodySchema, nilaiGridSchema } from '@madrasah/contract/schemas/staf-kegiatan';
import type { TableResult } from '@madrasah/contract/table';
import type { Tx } from '../../db/client.js';
import { ekstrakurikuler as ek, ekstrakurikulerSiswa as es, gtk, rombel, rombelSiswa, siswa } from '../../db/schema/index.js';
import { audited, auditedDelete } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { badRequest, conflict, fieldError, notFound, refusedWhileInUse } from '../../platform/errors.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';

type EkskulValues = z.output<typeof ekskulBodySchema>;
type NilaiGrid = z.output<typeof nilaiGridSchema>;

/** The active school year's id; without one, nothing of a year can be kept. */
async function activeYear(app: ServiceContext): Promise<number> {
  const { period } = await app.schoolContext();
  if (!period) throw badRequest(MSG.importNoYear);
  return period.tahunAjaran.id;
}

/** The coaches the forms offer: active GTK by name. */
export async function kegiatanPilihan({ db }: ServiceContext): Promise<KegiatanPilihan> {
  const rows = await db
    .select({ id: gtk.id, nama_lengkap: gtk.nama_lengkap, gelar_depan: gtk.gelar_depan, gelar_belakang: gtk.gelar_belakang })
    .from(gtk)
    .where(eq(gtk.is_active, true))
    .orderBy(asc(gtk.nama_lengkap), asc(gtk.id));
  return { gtk: rows.map((row) => ({ id: row.id, nama: namaGelar(row) })) };
}

// Groups

const groupSpec = tableSpec(STAF_KEGIATAN.ekskulTable, {
  searchable: [ek.nama, gtk.nama_lengkap],
  sortable: { nama: ek.nama, id: ek.id },
  defaultSort: { field: 'nama', sort: 'ASC' },
  tiebreak: ek.id,
});

export async function listEkskul(app: ServiceContext, request: TableRequest): Promise<TableResult<EkskulRow>> {
  const { period } = await app.schoolContext();
  const yearId = period?.tahunAjaran.id ?? 0;
  const plan = planTable(groupSpec, request, []);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select({
          id: ek.id,
          nama: ek.nama,
          pembina_gtk_id: ek.pembina_gtk_id,
          nama_lengkap: gtk.nama_lengkap,
          gelar_depan: gtk.gelar_depan,
          gelar_belakang: gtk.gelar_belakang,
          anggota: sql<number>`(SELECT count(*) FROM ${es} WHERE ${es.ekstrakurikuler_id} = ${ek.id} AND ${es.tahun_ajaran_id} = ${yearId})`.mapWith(Number),
          dipakai: sql<boolean>`EXISTS (SELECT 1 FROM ${es} WHERE ${es.ekstrakurikuler_id} = ${ek.id})`,
        })
        .from(ek)
        .leftJoin(gtk, eq(gtk.id, ek.pembina_gtk_id))
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await app.db.select({ n: count() }).from(ek).leftJoin(gtk, eq(gtk.id, ek.pembina_gtk_id)).where(where))[0]?.n ?? 0,
  });
  const list = result.list.map(({ nama_lengkap, gelar_depan, gelar_belakang, ...row }) => ({
    ...row,
    pembina: nama_lengkap === null ? null : namaGelar({ nama_lengkap, gelar_depan, gelar_belakang }),
  }));
  return { ...result, list: numbered(list, plan.offset) };
}

/** A coach must be an existing GTK (an inactive one already chosen may stay). */
async function assertCoach(tx: Tx, gtkId: number | null, field = 'pembina_gtk_id') {
  if (gtkId === null) return;
  const [found] = await tx.select({ id: gtk.id }).from(gtk).where(eq(gtk.id, gtkId));
  if (!found) throw fieldError(field, MSG.optionInvalid);
}

export async function createEkskul(app: ServiceContext, auth: AuthContext, body: EkskulValues, ip: string): Promise<number> {
  const created = await audited(
    app.db,
    (after: typeof ek.$inferSelect) => ({
      userId: auth.userId,
      action: 'create',
      entity: 'ekstrakurikuler',
      entityId: after.id,
      ip,
      detail: { before: null, after },
    }),
    async (tx) => {
      await assertCoach(tx, body.pembina_gtk_id);
      const [row] = await tx.insert(ek).values({ nama: body.nama, pembina_gtk_id: body.pembina_gtk_id }).returning();
      return row!;
    },
  );
  return created.id;
}

export async function updateEkskul(app: ServiceContext, auth: AuthContext, id: number, body: EkskulValues, ip: string) {
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'update', entity: 'ekstrakurikuler', entityId: id, ip, detail: change }),
    async (tx) => {
      const [before] = await tx.select().from(ek).where(eq(ek.id, id)).for('update');
      if (!before) throw notFound();
      await assertCoach(tx, body.pembina_gtk_id);
      const [after] = await tx.update(ek).set({ nama: body.nama, pembina_gtk_id: body.pembina_gtk_id }).where(eq(ek.id, id)).returning();
      return { before, after };
    },
  );
}

/**
 * Removes a group no student is or was a member of. The group's row is locked first, so a
 * member added at the same moment (its insert waits on the row's key) either lands before and
 * the delete is refused, or fails on the missing group after.
 */
export async function deleteEkskul(app: ServiceContext, auth: AuthContext, id: number, ip: string) {
  await auditedDelete(app.db, { userId: auth.userId, ip }, 'ekstrakurikuler', id, async (tx) => {
    const [before] = await tx.select().from(ek).where(eq(ek.id, id)).for('update');
    if (!before) throw notFound();
    const [used] = await tx.select({ id: es.id }).from(es).where(eq(es.ekstrakurikuler_id, id)).limit(1);
    if (used) throw conflict(MSG.ekskulDipakai);
    await tx.delete(ek).where(eq(ek.id, id)).catch(refusedWhileInUse(MSG.ekskulDipakai));
    return before;
  });
}

// Members and scores

const memberSpec = tableSpec(STAF_KEGIATAN.anggotaTable, {
  searchable: [siswa.nama, siswa.nisn],
  sortable: { nama: siswa.nama, rombel_nama: rombel.nama, id: es.id },
  defaultSort: { field: 'nama', sort: 'ASC' },
  tiebreak: es.id,
});

/** A group's members of the active year, with their class group of that year and both scores. */
export async function listAnggota(
  app: ServiceContext,
  request: TableRequest & { filtering: { ekstrakurikuler_id: number; rombel_id?: number } },
): Promise<TableResult<AnggotaRow>> {
  const { period } = await app.schoolContext();
  const { ekstrakurikuler_id, rombel_id } = request.filtering;
  const plan = planTable(memberSpec, request, [
    eq(es.ekstrakurikuler_id, ekstrakurikuler_id),
    eq(es.tahun_ajaran_id, period?.tahunAjaran.id ?? 0),
    rombel_id === undefined ? undefined : eq(es.rombel_id, rombel_id),
  ]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select({
          id: es.id,
          siswa_id: es.siswa_id,
          nama: siswa.nama,
          nisn: siswa.nisn,
          rombel_nama: rombel.nama,
          nilai_semester_ganjil: es.nilai_semester_ganjil,
          nilai_semester_genap: es.nilai_semester_genap,
        })
        .from(es)
        .innerJoin(siswa, eq(siswa.id, es.siswa_id))
        .leftJoin(rombel, eq(rombel.id, es.rombel_id))
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await app.db.select({ n: count() }).from(es).innerJoin(siswa, eq(siswa.id, es.siswa_id)).where(where))[0]?.n ?? 0,
  });
  return { ...result, list: numbered(result.list, plan.offset) };
}

/**
 * Adds students of the active year to a group, each with their class group of that year; those
 * already members are left as they were (and counted). A student not placed in the active year
 * refuses the whole request, naming its position in the list.
 */
export async function tambahAnggota(app: ServiceContext, auth: AuthContext, id: number, siswaIds: number[], ip: string) {
  const yearId = await activeYear(app);
  return audited(
    app.db,
    (r: { added: (typeof es.$inferSelect)[]; sudah: number }) =>
      r.added.map((after) => ({
        userId: auth.userId,
        action: 'create' as const,
        entity: 'ekstrakurikuler_siswa',
        entityId: after.id,
        ip,
        detail: { before: null, after },
      })),
    async (tx) => {
      // Share lock: a delete of the group waits for this, and this waits for a delete under way.
      const [group] = await tx.select({ id: ek.id }).from(ek).where(eq(ek.id, id)).for('share');
      if (!group) throw notFound();
      const placed = await tx
        .select({ siswa_id: rombelSiswa.siswa_id, rombel_id: rombelSiswa.rombel_id })
        .from(rombelSiswa)
        .where(and(eq(rombelSiswa.tahun_ajaran_id, yearId), inArray(rombelSiswa.siswa_id, siswaIds)));
      const rombelOf = new Map(placed.map((p) => [p.siswa_id, p.rombel_id]));
      const missing = siswaIds.findIndex((s) => !rombelOf.has(s));
      if (missing >= 0) throw fieldError(`siswa_ids.${missing}`, MSG.ekskulSiswaBukanTahunIni);
      const now = app.now();
      const added = await tx
        .insert(es)
        .values(
          siswaIds.map((s) => ({
            siswa_id: s,
            rombel_id: rombelOf.get(s)!,
            tahun_ajaran_id: yearId,
            ekstrakurikuler_id: id,
            created_at: now,
            updated_at: now,
          })),
        )
        .onConflictDoNothing({ target: [es.siswa_id, es.tahun_ajaran_id, es.ekstrakurikuler_id] })
        .returning();
      return { added, sudah: siswaIds.length - added.length };
    },
  ).then((r) => ({ ditambah: r.added.length, sudah: r.sudah }));
}

/** Removes a membership with its scores. */
export async function hapusAnggota(app: ServiceContext, auth: AuthContext, id: number, ip: string) {
  await auditedDelete(app.db, { userId: auth.userId, ip }, 'ekstrakurikuler_siswa', id, async (tx) => {
    const [before] = await tx.delete(es).where(eq(es.id, id)).returning();
    if (!before) throw notFound();
    return before;
  });
}

/**
 * Saves the score grid of a group: every entry must be a membership of that group (any year, so
 * last year's scores can still be corrected), else nothing is written. The rows are locked in
 * id order, so two people saving the same grid do not deadlock; the later save wins. Each row
 * whose scores change gets its own audit entry with the scores before and after.
 */
export async function simpanNilai(app: ServiceContext, auth: AuthContext, id: number, body: NilaiGrid, ip: string) {
  const ids = body.nilai.map((n) => n.id);
  if (new Set(ids).size !== ids.length) throw badRequest(MSG.tahunBaruSiswaGanda);
  type Change = { id: number; before: unknown; after: unknown };
  await audited(
    app.db,
    (changes: Change[]) =>
      changes.map((c) => ({
        userId: auth.userId,
        action: 'update' as const,
        entity: 'ekstrakurikuler_siswa',
        entityId: c.id,
        ip,
        detail: { before: c.before, after: c.after },
      })),
    async (tx) => {
      const [group] = await tx.select({ id: ek.id }).from(ek).where(eq(ek.id, id));
      if (!group) throw notFound();
      const rows = await tx
        .select({
          id: es.id,
          ekstrakurikuler_id: es.ekstrakurikuler_id,
          nilai_semester_ganjil: es.nilai_semester_ganjil,
          nilai_semester_genap: es.nilai_semester_genap,
        })
        .from(es)
        .where(inArray(es.id, ids))
        .orderBy(asc(es.id))
        .for('update');
      const byId = new Map(rows.map((r) => [r.id, r]));
      const stranger = body.nilai.findIndex((n) => byId.get(n.id)?.ekstrakurikuler_id !== id);
      if (stranger >= 0) throw fieldError(`nilai.${stranger}.id`, MSG.ekskulAnggotaBukanKelompok);
      const changes: Change[] = [];
      const now = app.now();
      for (const n of body.nilai) {
        const before = byId.get(n.id)!;
        const ganjil = n.nilai_semester_ganjil ?? null;
        const genap = n.nilai_semester_genap ?? null;
        if (before.nilai_semester_ganjil === ganjil && before.nilai_semester_genap === genap) continue;
        await tx.update(es).set({ nilai_semester_ganjil: ganjil, nilai_semester_genap: genap, updated_at: now }).where(eq(es.id, n.id));
        changes.push({
          id: n.id,
          before: { nilai_semester_ganjil: before.nilai_semester_ganjil, nilai_semester_genap: before.nilai_semester_genap },
          after: { nilai_semester_ganjil: ganjil, nilai_semester_genap: genap },
        });
      }
      return changes;
    },
  );
}
