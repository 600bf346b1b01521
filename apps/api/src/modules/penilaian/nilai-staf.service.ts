import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { STAF_NILAI } from '@madrasah/contract/endpoints/staf-nilai';
import { MSG } from '@madrasah/contract/messages';
import {
  NILAI_PENILAIAN_MAX,
  type NilaiGrid,
  type NilaiPembelajaranRow,
  type NilaiPenilaian,
  type NilaiSimpanResult,
} from '@madrasah/contract/schemas/staf-nilai';
import type { TableResult } from '@madrasah/contract/table';
import type { Db, Tx } from '../../db/client.js';
import { gtk, mapel, nilaiFinal, pembelajaran, penilaianSumatif, rombel, rombelSiswa, semester, tahunAjaran } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import {
  type SimpanBody,
  TEACHER,
  PENILAIAN,
  duplicateAt,
  finalKey,
  gridOf,
  lockOpen,
  mustRead,
  mustWrite,
  pairOf,
  scoped,
  writeCells,
} from '../../platform/nilai-grid.js';

/*
 * The grade book's routes (docs/decisions/0053): the pairs' list, the grid and its save, the
 * summative assessments and finalising, over the core in platform/nilai-grid.ts.
 */

type PenilaianBody = { nama: string; materi?: string | null };

// ---------------------------------------------------------------- the teaching pairs' list

/** The semesters that are not deleted, newest first. */
export async function semesterPilihan(app: ServiceContext) {
  const rows = await app.db
    .select({ id: semester.id, tipe: semester.tipe_semester, aktif: semester.is_active, thn_awal: tahunAjaran.thn_awal, thn_akhir: tahunAjaran.thn_akhir })
    .from(semester)
    .innerJoin(tahunAjaran, eq(tahunAjaran.id, semester.tahun_ajaran_id))
    .where(eq(semester.is_deleted, false))
    .orderBy(desc(tahunAjaran.thn_awal), desc(semester.tipe_semester));
  return rows.map((r) => ({ id: r.id, nama: `${r.tipe} ${r.thn_awal}/${r.thn_akhir}`, aktif: r.aktif }));
}

const SPEC = tableSpec(STAF_NILAI.pembelajaran, {
  searchable: [mapel.nama, rombel.nama],
  sortable: { mapel_nama: mapel.nama, rombel_nama: rombel.nama, id: pembelajaran.id },
  defaultSort: { field: 'rombel_nama', sort: 'ASC' },
  tiebreak: pembelajaran.id,
});

/** The pairs the caller reaches: a guru's own, a wali kelas's class groups', everything for the rest. */
function reachCondition(auth: AuthContext): SQL | undefined {
  if (auth.scopedBy === null) return undefined;
  const parts: SQL[] = [];
  if (scoped(auth, STAFF_ROLE.guru)) parts.push(eq(pembelajaran.gtk_id, auth.gtkId!));
  if (scoped(auth, STAFF_ROLE.waliKelas)) parts.push(eq(rombel.wali_gtk_id, auth.gtkId!));
  return parts.length ? or(...parts) : sql`false`;
}

export async function listPembelajaran(
  app: ServiceContext,
  auth: AuthContext,
  request: TableRequest & { filtering: { semester_id?: number } },
): Promise<TableResult<NilaiPembelajaranRow>> {
  let semesterId = request.filtering.semester_id;
  if (semesterId === undefined) {
    const { period } = await app.schoolContext();
    if (!period?.semester) return { list: [], info: { total: 0, current: request.pagination?.current ?? 1, pageSize: request.pagination?.pageSize ?? 10 } };
    semesterId = period.semester.id;
  }
  const plan = planTable(SPEC, request, [eq(pembelajaran.semester_id, semesterId), reachCondition(auth)]);
  const base = (fields: Record<string, unknown>) =>
    app.db
      .select(fields as never)
      .from(pembelajaran)
      .innerJoin(rombel, eq(rombel.id, pembelajaran.rombel_id))
      .innerJoin(mapel, eq(mapel.id, pembelajaran.mapel_id))
      .$dynamic();
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select({
          id: pembelajaran.id,
          mapel_nama: mapel.nama,
          rombel_id: pembelajaran.rombel_id,
          rombel_nama: rombel.nama,
          semester_id: pembelajaran.semester_id,
          guru: TEACHER,
          jumlah_siswa: sql<number>`(SELECT count(*) FROM ${rombelSiswa} WHERE ${rombelSiswa.rombel_id} = ${pembelajaran.rombel_id}
            AND ${rombelSiswa.tahun_ajaran_id} = ${rombel.tahun_ajaran_id})`.mapWith(Number),
          jumlah_penilaian: sql<number>`(SELECT count(*) FROM ${penilaianSumatif} WHERE ${penilaianSumatif.pembelajaran_id} = ${pembelajaran.id})`.mapWith(
            Number,
          ),
          final: sql<boolean>`EXISTS (SELECT 1 FROM ${nilaiFinal} WHERE ${nilaiFinal.rombel_id} = ${pembelajaran.rombel_id}
            AND ${nilaiFinal.semester_id} = ${pembelajaran.semester_id})`,
          total: sql<number>`count(*) OVER ()`.mapWith(Number),
        })
        .from(pembelajaran)
        .innerJoin(rombel, eq(rombel.id, pembelajaran.rombel_id))
        .innerJoin(mapel, eq(mapel.id, pembelajaran.mapel_id))
        .leftJoin(gtk, eq(gtk.id, pembelajaran.gtk_id))
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => ((await base({ n: count() }).where(where)) as unknown as { n: number }[])[0]?.n ?? 0,
    totalOf: (row) => row.total,
  });
  return {
    ...result,
    list: numbered(
      result.list.map(({ guru, total: _total, ...row }) => ({ ...row, guru_nama: guru && namaGelar(guru) })),
      plan.offset,
    ),
  };
}

export async function nilaiGrid(app: ServiceContext, auth: AuthContext, id: number): Promise<NilaiGrid> {
  const p = await pairOf(app.db, id);
  mustRead(auth, p);
  return gridOf(app.db, auth, p);
}

/**
 * Saves the grid's changed cells (PUT /staf/nilai/:id): every cell names a student of the class
 * group in the pair's year and (a summative one) an assessment of the pair, else 400 naming the
 * cell; in one transaction, upserted by the unique keys (a cell sent twice in one save is
 * refused; sent again in a later save it overwrites itself), a null clears. Only the cells
 * whose value differs are written, and one audit entry keeps their before and after; a save
 * that changes nothing writes nothing.
 */
export async function simpanNilai(app: ServiceContext, auth: AuthContext, id: number, body: SimpanBody, ip: string): Promise<NilaiSimpanResult> {
  const p = await pairOf(app.db, id);
  mustWrite(auth, p);
  const dupS = duplicateAt(body.nilai_sumatif, (c) => `${c.penilaian_sumatif_id}:${c.siswa_id}`);
  if (dupS >= 0) throw fieldError(`nilai_sumatif.${dupS}`, MSG.nilaiSelGanda);
  const dupR = duplicateAt(body.nilai_rapor, (c) => String(c.siswa_id));
  if (dupR >= 0) throw fieldError(`nilai_rapor.${dupR}`, MSG.nilaiSelGanda);

  const diubah = await audited(
    app.db,
    (r: { n: number; before: unknown; after: unknown }) =>
      r.n === 0 ? [] : { userId: auth.userId, action: 'update', entity: 'nilai', entityId: p.id, ip, detail: { before: r.before, after: r.after } },
    (tx) => writeCells(tx, p, body),
  );
  return { diubah: diubah.n, grid: await gridOf(app.db, auth, p) };
}

// ---------------------------------------------------------------- the assessments

async function penilaianRow(db: Db | Tx, id: number): Promise<NilaiPenilaian> {
  const [row] = await db.select(PENILAIAN).from(penilaianSumatif).where(eq(penilaianSumatif.id, id));
  if (!row) throw notFound();
  return row;
}

export async function getPenilaian(app: ServiceContext, auth: AuthContext, id: number): Promise<NilaiPenilaian> {
  const row = await penilaianRow(app.db, id);
  mustRead(auth, await pairOf(app.db, row.pembelajaran_id));
  return row;
}

export async function tambahPenilaian(app: ServiceContext, auth: AuthContext, pembelajaranId: number, body: PenilaianBody, ip: string) {
  const p = await pairOf(app.db, pembelajaranId);
  mustWrite(auth, p);
  return audited(
    app.db,
    (r: NilaiPenilaian) => ({ userId: auth.userId, action: 'create', entity: 'penilaian_sumatif', entityId: r.id, ip, detail: { before: null, after: r } }),
    async (tx) => {
      await lockOpen(tx, p);
      const [{ n }] = (await tx.select({ n: count() }).from(penilaianSumatif).where(eq(penilaianSumatif.pembelajaran_id, p.id))) as [{ n: number }];
      if (n >= NILAI_PENILAIAN_MAX) throw new AppError(409, MSG.nilaiPenilaianMax(NILAI_PENILAIAN_MAX));
      const [row] = await tx
        .insert(penilaianSumatif)
        .values({ pembelajaran_id: p.id, nama: body.nama, materi: body.materi ?? null })
        .returning({ id: penilaianSumatif.id });
      return penilaianRow(tx, row!.id);
    },
  );
}

export async function ubahPenilaian(app: ServiceContext, auth: AuthContext, id: number, body: PenilaianBody, ip: string) {
  const before = await penilaianRow(app.db, id);
  const p = await pairOf(app.db, before.pembelajaran_id);
  mustWrite(auth, p);
  return audited(
    app.db,
    (r: NilaiPenilaian) => ({ userId: auth.userId, action: 'update', entity: 'penilaian_sumatif', entityId: id, ip, detail: { before, after: r } }),
    async (tx) => {
      await lockOpen(tx, p);
      await tx
        .update(penilaianSumatif)
        .set({ nama: body.nama, materi: body.materi ?? null })
        .where(eq(penilaianSumatif.id, id));
      return penilaianRow(tx, id);
    },
  );
}

/** Deletes an assessment that holds no grade: a graded one is refused (409), so no grade goes with it unseen. */
export async function hapusPenilaian(app: ServiceContext, auth: AuthContext, id: number, ip: string): Promise<null> {
  const before = await penilaianRow(app.db, id);
  const p = await pairOf(app.db, before.pembelajaran_id);
  mustWrite(auth, p);
  await audited(
    app.db,
    { userId: auth.userId, action: 'delete', entity: 'penilaian_sumatif', entityId: id, ip, detail: { before, after: null } },
    async (tx) => {
      await lockOpen(tx, p);
      const row = await penilaianRow(tx, id);
      if (row.terisi > 0) throw conflict(MSG.nilaiPenilaianTerisi(row.terisi));
      await tx.delete(penilaianSumatif).where(eq(penilaianSumatif.id, id));
    },
  );
  return null;
}

// ---------------------------------------------------------------- finalising

/**
 * Finalises (locks) or reopens a class group's semester of grades (POST /staf/nilai/final). The
 * platform holds a wali kelas to their own class groups; setting the state it already has
 * changes nothing and is not logged. Reopening keeps its reason in the audit log.
 */
export async function setFinal(
  app: ServiceContext,
  auth: AuthContext,
  body: { rombel_id: number; semester_id: number; final: boolean; alasan?: string | null },
  ip: string,
) {
  const [group] = await app.db
    .select({ id: rombel.id, sem: semester.id })
    .from(rombel)
    .leftJoin(semester, and(eq(semester.id, body.semester_id), eq(semester.tahun_ajaran_id, rombel.tahun_ajaran_id), eq(semester.is_deleted, false)))
    .where(eq(rombel.id, body.rombel_id));
  if (!group) throw notFound();
  if (group.sem === null) throw fieldError('semester_id', MSG.nilaiSemesterAsing);
  const key = { rombel_id: body.rombel_id, semester_id: body.semester_id };
  await audited(
    app.db,
    (changed: boolean) =>
      changed
        ? {
            userId: auth.userId,
            action: 'status',
            entity: 'nilai_final',
            entityId: body.rombel_id,
            ip,
            detail: { before: { ...key, final: !body.final }, after: { ...key, final: body.final }, ...(body.final ? {} : { alasan: body.alasan }) },
          }
        : [],
    async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${finalKey(body.rombel_id, body.semester_id)})`);
      if (body.final) {
        const rows = await tx
          .insert(nilaiFinal)
          .values({ ...key, user_id: auth.userId })
          .onConflictDoNothing()
          .returning({ id: nilaiFinal.id });
        return rows.length > 0;
      }
      const rows = await tx
        .delete(nilaiFinal)
        .where(and(eq(nilaiFinal.rombel_id, body.rombel_id), eq(nilaiFinal.semester_id, body.semester_id)))
        .returning({ id: nilaiFinal.id });
      return rows.length > 0;
    },
  );
  return { ...key, final: body.final };
}
