import { and, count, eq, ne } from 'drizzle-orm';
import { STAF_GTK } from '@madrasah/contract/endpoints/staf-gtk';
import { MSG } from '@madrasah/contract/messages';
import type { GtkRow } from '@madrasah/contract/schemas/staf-gtk';
import type { TableResult } from '@madrasah/contract/table';
import type { Tx } from '../../db/client.js';
import { gtk } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { conflict, isForeignKeyViolation, isUniqueViolation, notFound } from '../../platform/errors.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { gtkDipakai } from './gtk-references.js';

/** The GTK form's fields as the contract parses them: a field left out is stored empty. */
export type GtkValues = {
  nama_lengkap: string;
  gelar_depan?: string | null;
  gelar_belakang?: string | null;
  jenis_kelamin?: string | null;
  nip?: string | null;
  nuptk?: string | null;
  email?: string | null;
  no_telp?: string | null;
  jenis_ptk?: string | null;
  is_active: boolean;
};

const spec = tableSpec(STAF_GTK.table, {
  searchable: [gtk.nama_lengkap, gtk.nip, gtk.nuptk, gtk.email],
  sortable: { nama_lengkap: gtk.nama_lengkap, nip: gtk.nip, jenis_ptk: gtk.jenis_ptk, id: gtk.id },
  defaultSort: { field: 'nama_lengkap', sort: 'ASC' },
  tiebreak: gtk.id,
});

export async function listGtk(
  { db }: ServiceContext,
  request: TableRequest & { filtering: { status?: 'Aktif' | 'Nonaktif'; jenis_ptk?: string } },
): Promise<TableResult<GtkRow>> {
  const { status, jenis_ptk } = request.filtering;
  const plan = planTable(spec, request, [
    status === undefined ? undefined : eq(gtk.is_active, status === 'Aktif'),
    jenis_ptk === undefined ? undefined : eq(gtk.jenis_ptk, jenis_ptk),
  ]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      db
        .select({
          id: gtk.id,
          nama_lengkap: gtk.nama_lengkap,
          gelar_depan: gtk.gelar_depan,
          gelar_belakang: gtk.gelar_belakang,
          jenis_kelamin: gtk.jenis_kelamin,
          nip: gtk.nip,
          nuptk: gtk.nuptk,
          email: gtk.email,
          no_telp: gtk.no_telp,
          jenis_ptk: gtk.jenis_ptk,
          is_active: gtk.is_active,
          dipakai: gtkDipakai,
        })
        .from(gtk)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await db.select({ n: count() }).from(gtk).where(where))[0]?.n ?? 0,
  });
  const list = result.list.map((row) => ({ ...row, nama: namaGelar(row) }));
  return { ...result, list: numbered(list, plan.offset) };
}

const stored = (v: GtkValues) => ({
  nama_lengkap: v.nama_lengkap,
  gelar_depan: v.gelar_depan ?? null,
  gelar_belakang: v.gelar_belakang ?? null,
  jenis_kelamin: v.jenis_kelamin ?? null,
  nip: v.nip ?? null,
  nuptk: v.nuptk ?? null,
  email: v.email ?? null,
  no_telp: v.no_telp ?? null,
  jenis_ptk: v.jenis_ptk ?? null,
  is_active: v.is_active,
});

/** A NIP or NUPTK another GTK holds is refused on its field. */
async function assertNumbersFree(tx: Tx, v: GtkValues, id?: number) {
  const other = id === undefined ? undefined : ne(gtk.id, id);
  const taken = (column: typeof gtk.nip | typeof gtk.nuptk, value: string | null | undefined): Promise<unknown[]> | [] =>
    value
      ? tx
          .select({ id: gtk.id })
          .from(gtk)
          .where(and(eq(column, value), other))
          .limit(1)
      : [];
  if ((await taken(gtk.nip, v.nip)).length) throw conflict(MSG.nipTaken, 'nip');
  if ((await taken(gtk.nuptk, v.nuptk)).length) throw conflict(MSG.nuptkTaken, 'nuptk');
}

/** A write that lost a race for a NIP or NUPTK: the same refusal as the check before it. */
function numberRefusal(err: unknown): unknown {
  if (isUniqueViolation(err, 'gtk_nip_uq')) return conflict(MSG.nipTaken, 'nip');
  if (isUniqueViolation(err, 'gtk_nuptk_uq')) return conflict(MSG.nuptkTaken, 'nuptk');
  return err;
}

export async function createGtk(app: ServiceContext, auth: AuthContext, body: GtkValues, ip: string) {
  const created = await audited(
    app.db,
    (after: typeof gtk.$inferSelect) => ({ userId: auth.userId, action: 'create', entity: 'gtk', entityId: after.id, ip, detail: { before: null, after } }),
    async (tx) => {
      await assertNumbersFree(tx, body);
      const [row] = await tx
        .insert(gtk)
        .values(stored(body))
        .returning()
        .catch((err: unknown) => {
          throw numberRefusal(err);
        });
      return row!;
    },
  );
  return created.id;
}

export async function updateGtk(app: ServiceContext, auth: AuthContext, id: number, body: GtkValues, ip: string) {
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'update', entity: 'gtk', entityId: id, ip, detail: change }),
    async (tx) => {
      const [before] = await tx.select().from(gtk).where(eq(gtk.id, id)).for('update');
      if (!before) throw notFound();
      await assertNumbersFree(tx, body, id);
      const [after] = await tx
        .update(gtk)
        .set(stored(body))
        .where(eq(gtk.id, id))
        .returning()
        .catch((err: unknown) => {
          throw numberRefusal(err);
        });
      return { before, after };
    },
  );
}

/**
 * Removes a GTK that nothing names. One still named (a class group, a timetable, an account, a
 * counselling record...) keeps the records readable: it is deactivated instead, in the same
 * transaction, and the answer says which happened.
 */
export async function deleteGtk(app: ServiceContext, auth: AuthContext, id: number, ip: string): Promise<{ dihapus: boolean }> {
  const result = await audited(
    app.db,
    (r: { before: unknown; after: unknown; dihapus: boolean }) => ({
      userId: auth.userId,
      action: r.dihapus ? 'delete' : 'update',
      entity: 'gtk',
      entityId: id,
      ip,
      detail: { before: r.before, after: r.after },
    }),
    async (tx) => {
      const [before] = await tx.select().from(gtk).where(eq(gtk.id, id)).for('update');
      if (!before) throw notFound();
      try {
        // A savepoint: a refused delete leaves the transaction usable for the deactivation.
        await tx.transaction(async (sp) => {
          await sp.delete(gtk).where(eq(gtk.id, id));
        });
        return { before, after: null, dihapus: true };
      } catch (err) {
        if (!isForeignKeyViolation(err)) throw err;
      }
      const [after] = await tx.update(gtk).set({ is_active: false }).where(eq(gtk.id, id)).returning();
      return { before, after, dihapus: false };
    },
  );
  return { dihapus: result.dihapus };
}
