import { and, asc, count, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import { REFERENCE_MAX } from '@madrasah/contract/schemas/staf-akademik';
import { jurusan, mapel, rombel, ruangan, tingkat } from '../../db/schema/index.js';
import { audited, auditedDelete } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { conflict, isUniqueViolation, notFound, refusedWhileInUse } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { tahunBerjalan } from '../../platform/tahun-berjalan.js';

type RefTable = typeof tingkat | typeof jurusan | typeof ruangan | typeof mapel;
type RombelNameColumn = 'tingkatan_kelas' | 'jurusan_nama' | 'ruangan_nama';

/** What sets one reference list apart from the others. */
type Kind<T extends RefTable> = {
  table: T;
  /** The table's name: the activity log's entity. */
  entity: string;
  /** How a message names a row of it: 'Tingkat', 'Mata pelajaran'. */
  label: string;
  /**
   * The class group column that carries a row's name (the portal reads those texts): a renamed
   * row is renamed in the class groups of the active and later years, and a row named there
   * anywhere is in use. A subject is named by id (timetables, teaching pairs) instead.
   */
  rombelColumn?: RombelNameColumn;
  /** Whether something uses the row; evaluated in a select from the table. */
  dipakai: SQL<boolean>;
  inUse: string;
  /** The unique constraint on the name, where the table has one. */
  nameConstraint?: string;
  /** A second field that must be unique (a grade level's order). */
  unique?: { field: 'urutan'; constraint: string; message: string };
  orderBy: SQL[];
};

const usedByRombel = (entity: string, column: RombelNameColumn) =>
  sql<boolean>`EXISTS (SELECT 1 FROM rombel r WHERE r.${sql.identifier(column)} = ${sql.identifier(entity)}.nama)`;

/** A list the class groups name by text in `rombelColumn`: in use once a class group names a row. */
const namedByRombel = <T extends RefTable>(table: T, entity: string, label: string, rombelColumn: RombelNameColumn, nameConstraint: string) => ({
  table,
  entity,
  label,
  rombelColumn,
  dipakai: usedByRombel(entity, rombelColumn),
  inUse: MSG.referenceInUse(label),
  nameConstraint,
});

const KINDS = {
  tingkat: {
    ...namedByRombel(tingkat, 'tingkat', 'Tingkat', 'tingkatan_kelas', 'tingkat_nama_uq'),
    unique: { field: 'urutan', constraint: 'tingkat_urutan_uq', message: MSG.urutanTaken },
    orderBy: [asc(tingkat.urutan)],
  } satisfies Kind<typeof tingkat>,
  jurusan: {
    ...namedByRombel(jurusan, 'jurusan', 'Jurusan', 'jurusan_nama', 'jurusan_nama_unique'),
    orderBy: [asc(jurusan.nama)],
  } satisfies Kind<typeof jurusan>,
  ruangan: {
    ...namedByRombel(ruangan, 'ruangan', 'Ruangan', 'ruangan_nama', 'ruangan_nama_unique'),
    orderBy: [asc(ruangan.nama)],
  } satisfies Kind<typeof ruangan>,
  mapel: {
    table: mapel,
    entity: 'mapel',
    label: 'Mata pelajaran',
    dipakai: sql<boolean>`(EXISTS (SELECT 1 FROM jadwal_pelajaran j WHERE j.mapel_id = mapel.id) OR EXISTS (SELECT 1 FROM pembelajaran p WHERE p.mapel_id = mapel.id))`,
    inUse: MSG.mapelInUse,
    orderBy: [asc(mapel.nama)],
  } satisfies Kind<typeof mapel>,
} as const;
export type ReferenceKind = keyof typeof KINDS;

type Row<K extends ReferenceKind> = (typeof KINDS)[K]['table']['$inferSelect'];
/** A row's fields as one of the four forms sends them (the contract's body schemas). */
export type ReferenceValues = { nama: string; urutan?: number; kapasitas?: number | null; singkatan?: string };

// The four tables share `id` and `nama`; Drizzle's builders cannot follow a union of tables, so
// the generic functions below reach them through this one view.
const tableOf = (kind: ReferenceKind) => KINDS[kind].table as typeof jurusan;

/** The whole list (at most REFERENCE_MAX rows), each row with whether something uses it. */
export async function listReferensi<K extends ReferenceKind>({ db }: ServiceContext, kind: K): Promise<(Row<K> & { dipakai: boolean })[]> {
  const table = tableOf(kind);
  const rows = await db
    .select({ ...getTableColumns(KINDS[kind].table), dipakai: KINDS[kind].dipakai })
    .from(table)
    .orderBy(...KINDS[kind].orderBy, asc(table.id))
    .limit(REFERENCE_MAX);
  return rows as (Row<K> & { dipakai: boolean })[];
}

/** A name (case aside) or a unique field that another row of the list already holds: refused on its field. */
async function assertFree(app: ServiceContext, kind: ReferenceKind, values: ReferenceValues, id?: number) {
  const k: Kind<RefTable> = KINDS[kind];
  const table = tableOf(kind);
  const other = id === undefined ? undefined : ne(table.id, id);
  const [sameName] = await app.db
    .select({ id: table.id })
    .from(table)
    .where(and(sql`lower(${table.nama}) = lower(${values.nama})`, other))
    .limit(1);
  if (sameName) throw conflict(MSG.namaTaken(k.label), 'nama');
  if (k.unique && values.urutan !== undefined) {
    const [same] = await app.db
      .select({ id: table.id })
      .from(table)
      .where(and(sql`${sql.identifier(k.unique.field)} = ${values.urutan}`, other))
      .limit(1);
    if (same) throw conflict(k.unique.message, k.unique.field);
  }
}

/** Throws the refusal for a write that lost a race for a unique name or order, or the error as it was. */
const refuseTaken =
  (kind: ReferenceKind) =>
  (err: unknown): never => {
    const k: Kind<RefTable> = KINDS[kind];
    if (k.nameConstraint && isUniqueViolation(err, k.nameConstraint)) throw conflict(MSG.namaTaken(k.label), 'nama');
    if (k.unique && isUniqueViolation(err, k.unique.constraint)) throw conflict(k.unique.message, k.unique.field);
    throw err;
  };

export async function createReferensi(app: ServiceContext, auth: AuthContext, kind: ReferenceKind, values: ReferenceValues, ip: string) {
  const k: Kind<RefTable> = KINDS[kind];
  const table = tableOf(kind);
  await assertFree(app, kind, values);
  const row = await audited(
    app.db,
    (after: { id: number }) => ({ userId: auth.userId, action: 'create', entity: k.entity, entityId: after.id, ip, detail: { before: null, after } }),
    async (tx) => {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(table);
      if (n >= REFERENCE_MAX) throw conflict(MSG.referenceFull(k.label, REFERENCE_MAX));
      const [created] = await tx.insert(table).values(values).returning().catch(refuseTaken(kind));
      return created!;
    },
  );
  return row.id;
}

/**
 * Changes a row. A grade level, major or room renamed is renamed in the class groups of the
 * active and later years too, in the same transaction; earlier years keep the name they had.
 */
export async function updateReferensi(app: ServiceContext, auth: AuthContext, kind: ReferenceKind, id: number, values: ReferenceValues, ip: string) {
  const k: Kind<RefTable> = KINDS[kind];
  const table = tableOf(kind);
  await assertFree(app, kind, values, id);
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'update', entity: k.entity, entityId: id, ip, detail: change }),
    async (tx) => {
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx.update(table).set(values).where(eq(table.id, id)).returning().catch(refuseTaken(kind));
      if (k.rombelColumn && after!.nama !== before.nama) {
        const column = rombel[k.rombelColumn];
        await tx
          .update(rombel)
          .set({ [k.rombelColumn]: after!.nama })
          .where(and(eq(column, before.nama), tahunBerjalan(rombel.tahun_ajaran_id)));
      }
      return { before, after };
    },
  );
}

/** Removes a row nothing uses; one in use is refused (409) and stays. */
export async function deleteReferensi(app: ServiceContext, auth: AuthContext, kind: ReferenceKind, id: number, ip: string) {
  const k: Kind<RefTable> = KINDS[kind];
  const table = tableOf(kind);
  await auditedDelete(app.db, { userId: auth.userId, ip }, k.entity, id, async (tx) => {
    const [row] = await tx
      .select({ ...getTableColumns(KINDS[kind].table), dipakai: k.dipakai })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!row) throw notFound();
    const { dipakai, ...before } = row;
    if (dipakai) throw conflict(k.inUse);
    // A table added later that names the row by id refuses too.
    await tx.delete(table).where(eq(table.id, id)).catch(refusedWhileInUse(k.inUse));
    return before;
  });
}
