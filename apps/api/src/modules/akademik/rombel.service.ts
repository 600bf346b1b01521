import { and, count, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STAF_AKADEMIK } from '@madrasah/contract/endpoints/staf-akademik';
import { MSG } from '@madrasah/contract/messages';
import type { RombelRow } from '@madrasah/contract/schemas/staf-akademik';
import type { TableResult } from '@madrasah/contract/table';
import type { Tx } from '../../db/client.js';
import { gtk, jurusan, rombel, rombelSiswa, ruangan, tahunAjaran, tingkat } from '../../db/schema/index.js';
import { audited, auditedDelete } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { conflict, fieldError, isUniqueViolation, notFound, refusedWhileInUse } from '../../platform/errors.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { tahunBerjalan } from '../../platform/tahun-berjalan.js';

export type RombelValues = {
  nama: string;
  tingkatan_kelas: string;
  jurusan_nama?: string | null;
  ruangan_nama?: string | null;
  kurikulum_nama: string;
  wali_gtk_id?: number | null;
  guru_bk_gtk_id?: number | null;
};

const spec = tableSpec(STAF_AKADEMIK.rombelTable, {
  searchable: [rombel.nama, rombel.tingkatan_kelas, rombel.jurusan_nama],
  sortable: { nama: rombel.nama, tingkatan_kelas: rombel.tingkatan_kelas, id: rombel.id },
  defaultSort: { field: 'nama', sort: 'ASC' },
  tiebreak: rombel.id,
});

const wali = alias(gtk, 'wali');
const bk = alias(gtk, 'bk');
const nameOf = (g: { nama_lengkap: string; gelar_depan: string | null; gelar_belakang: string | null } | null) => (g ? namaGelar(g) : null);

/** The class groups of one school year: the one asked for, else the active one (every year while none is active). */
export async function listRombel(
  { db }: ServiceContext,
  request: TableRequest & { filtering: { tahun_ajaran_id?: number; tingkatan_kelas?: string } },
): Promise<TableResult<RombelRow>> {
  const { tahun_ajaran_id, tingkatan_kelas } = request.filtering;
  const year =
    tahun_ajaran_id === undefined
      ? sql`${rombel.tahun_ajaran_id} = COALESCE((SELECT t.id FROM tahun_ajaran t WHERE t.is_active), ${rombel.tahun_ajaran_id})`
      : eq(rombel.tahun_ajaran_id, tahun_ajaran_id);
  const plan = planTable(spec, request, [year, tingkatan_kelas === undefined ? undefined : eq(rombel.tingkatan_kelas, tingkatan_kelas)]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      db
        .select({
          id: rombel.id,
          tahun_ajaran_id: rombel.tahun_ajaran_id,
          nama: rombel.nama,
          tingkatan_kelas: rombel.tingkatan_kelas,
          jurusan_nama: rombel.jurusan_nama,
          ruangan_nama: rombel.ruangan_nama,
          kurikulum_nama: rombel.kurikulum_nama,
          wali_gtk_id: rombel.wali_gtk_id,
          wali: { nama_lengkap: wali.nama_lengkap, gelar_depan: wali.gelar_depan, gelar_belakang: wali.gelar_belakang },
          guru_bk_gtk_id: rombel.guru_bk_gtk_id,
          bk: { nama_lengkap: bk.nama_lengkap, gelar_depan: bk.gelar_depan, gelar_belakang: bk.gelar_belakang },
          jumlah_siswa: sql<number>`(SELECT count(*)::int FROM rombel_siswa rs WHERE rs.rombel_id = ${sql.identifier('rombel')}.id)`,
        })
        .from(rombel)
        .leftJoin(wali, eq(wali.id, rombel.wali_gtk_id))
        .leftJoin(bk, eq(bk.id, rombel.guru_bk_gtk_id))
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await db.select({ n: count() }).from(rombel).where(where))[0]?.n ?? 0,
  });
  const list = result.list.map(({ wali: w, bk: b, ...row }) => ({ ...row, wali_nama: nameOf(w), guru_bk_nama: nameOf(b) }));
  return { ...result, list: numbered(list, plan.offset) };
}

/**
 * The class group's references exist: its grade level, major and room by name, its wali kelas
 * and guru BK as active GTK. What the class group already has is kept as it is, even where the
 * reference has since been renamed or the GTK deactivated.
 */
async function assertReferences(tx: Tx, values: RombelValues, current?: typeof rombel.$inferSelect) {
  const changed = <F extends keyof RombelValues>(field: F) => values[field] !== null && values[field] !== undefined && values[field] !== current?.[field];
  const named = async (table: typeof tingkat | typeof jurusan | typeof ruangan, field: 'tingkatan_kelas' | 'jurusan_nama' | 'ruangan_nama') => {
    if (!changed(field)) return;
    const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.nama, values[field]!)).limit(1);
    if (!row) throw fieldError(field, MSG.optionInvalid);
  };
  await named(tingkat, 'tingkatan_kelas');
  await named(jurusan, 'jurusan_nama');
  await named(ruangan, 'ruangan_nama');
  for (const field of ['wali_gtk_id', 'guru_bk_gtk_id'] as const) {
    if (!changed(field)) continue;
    const [row] = await tx.select({ is_active: gtk.is_active }).from(gtk).where(eq(gtk.id, values[field]!));
    if (!row) throw fieldError(field, MSG.optionInvalid);
    if (!row.is_active) throw fieldError(field, MSG.gtkInactive);
  }
}

/** No other class group of the year has the name (case aside). */
async function assertNameFree(tx: Tx, tahunAjaranId: number, nama: string, id?: number) {
  const [taken] = await tx
    .select({ id: rombel.id })
    .from(rombel)
    .where(and(eq(rombel.tahun_ajaran_id, tahunAjaranId), sql`lower(${rombel.nama}) = lower(${nama})`, id === undefined ? undefined : ne(rombel.id, id)))
    .limit(1);
  if (taken) throw conflict(MSG.rombelTaken, 'nama');
}

const nameRefusal = (err: unknown) => (isUniqueViolation(err, 'rombel_ta_nama_uq') ? conflict(MSG.rombelTaken, 'nama') : err);

/** Whether a school year is the active one or later: only those take new or changed class groups. */
async function isTahunBerjalan(tx: Tx, tahunAjaranId: number) {
  const [row] = await tx
    .select({ id: tahunAjaran.id })
    .from(tahunAjaran)
    .where(and(eq(tahunAjaran.id, tahunAjaranId), tahunBerjalan(tahunAjaran.id)));
  return row !== undefined;
}

const stored = (values: RombelValues) => ({
  nama: values.nama,
  tingkatan_kelas: values.tingkatan_kelas,
  kurikulum_nama: values.kurikulum_nama,
  jurusan_nama: values.jurusan_nama ?? null,
  ruangan_nama: values.ruangan_nama ?? null,
  wali_gtk_id: values.wali_gtk_id ?? null,
  guru_bk_gtk_id: values.guru_bk_gtk_id ?? null,
});

export async function createRombel(app: ServiceContext, auth: AuthContext, body: RombelValues & { tahun_ajaran_id: number }, ip: string) {
  const created = await audited(
    app.db,
    (after: typeof rombel.$inferSelect) => ({
      userId: auth.userId,
      action: 'create',
      entity: 'rombel',
      entityId: after.id,
      ip,
      detail: { before: null, after },
    }),
    async (tx) => {
      const [year] = await tx.select({ id: tahunAjaran.id }).from(tahunAjaran).where(eq(tahunAjaran.id, body.tahun_ajaran_id));
      if (!year) throw fieldError('tahun_ajaran_id', MSG.optionInvalid);
      if (!(await isTahunBerjalan(tx, body.tahun_ajaran_id))) throw fieldError('tahun_ajaran_id', MSG.rombelPastYear);
      await assertReferences(tx, body);
      await assertNameFree(tx, body.tahun_ajaran_id, body.nama);
      const [row] = await tx
        .insert(rombel)
        .values({ ...stored(body), tahun_ajaran_id: body.tahun_ajaran_id })
        .returning()
        .catch((err: unknown) => {
          throw nameRefusal(err);
        });
      return row!;
    },
  );
  return created.id;
}

/** Changes a class group of the active or a later year; its year stays. A new wali kelas reaches it from their next request. */
export async function updateRombel(app: ServiceContext, auth: AuthContext, id: number, body: RombelValues, ip: string) {
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'update', entity: 'rombel', entityId: id, ip, detail: change }),
    async (tx) => {
      const [before] = await tx.select().from(rombel).where(eq(rombel.id, id)).for('update');
      if (!before) throw notFound();
      if (!(await isTahunBerjalan(tx, before.tahun_ajaran_id))) throw conflict(MSG.rombelPastYear);
      await assertReferences(tx, body, before);
      await assertNameFree(tx, before.tahun_ajaran_id, body.nama, id);
      const [after] = await tx
        .update(rombel)
        .set(stored(body))
        .where(eq(rombel.id, id))
        .returning()
        .catch((err: unknown) => {
          throw nameRefusal(err);
        });
      return { before, after };
    },
  );
}

/** Removes a class group of the active or a later year that holds no students and nothing else refers to. */
export async function deleteRombel(app: ServiceContext, auth: AuthContext, id: number, ip: string) {
  await auditedDelete(app.db, { userId: auth.userId, ip }, 'rombel', id, async (tx) => {
    const [before] = await tx.select().from(rombel).where(eq(rombel.id, id)).for('update');
    if (!before) throw notFound();
    if (!(await isTahunBerjalan(tx, before.tahun_ajaran_id))) throw conflict(MSG.rombelPastYear);
    const [member] = await tx.select({ id: rombelSiswa.id }).from(rombelSiswa).where(eq(rombelSiswa.rombel_id, id)).limit(1);
    if (member) throw conflict(MSG.rombelInUse);
    // Timetables, teaching pairs and student records name the class group by a foreign key.
    await tx.delete(rombel).where(eq(rombel.id, id)).catch(refusedWhileInUse(MSG.rombelInUse));
    return before;
  });
}

/** The active GTK, by name, to choose a class group's wali kelas and guru BK from. */
export async function gtkPilihan({ db }: ServiceContext) {
  const rows = await db.select().from(gtk).where(eq(gtk.is_active, true)).orderBy(gtk.nama_lengkap, gtk.id).limit(5000);
  return rows.map((g) => ({ id: g.id, nama: namaGelar(g) }));
}
