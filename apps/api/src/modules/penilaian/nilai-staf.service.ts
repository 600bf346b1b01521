import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
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
import {
  gtk,
  mapel,
  nilaiFinal,
  nilaiRapor,
  nilaiSumatif,
  pembelajaran,
  penilaianSumatif,
  rombel,
  rombelSiswa,
  semester,
  siswa,
  tahunAjaran,
  users,
} from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../platform/errors.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';

/*
 * The grade book (docs/decisions/0053). A teaching pair (pembelajaran) is read by its subject
 * teacher, by its class group's wali kelas and by any role reaching the whole school; it is
 * written by its subject teacher only (or by a whole-school role a school grants 'update'),
 * and by nobody once its class group's semester is finalised. Saves of one pair run in turn
 * (an advisory lock of the pair) and under a shared lock of the class group's semester, which
 * finalising takes exclusively: a save never lands after the finalisation that should lock it.
 */

type PenilaianBody = { nama: string; materi?: string | null };

const TEACHER = { nama_lengkap: gtk.nama_lengkap, gelar_depan: gtk.gelar_depan, gelar_belakang: gtk.gelar_belakang };

/** A teaching pair with what the checks need: its teacher, its class group's wali kelas and year. */
async function pairOf(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: pembelajaran.id,
      rombel_id: pembelajaran.rombel_id,
      semester_id: pembelajaran.semester_id,
      gtk_id: pembelajaran.gtk_id,
      wali_gtk_id: rombel.wali_gtk_id,
      tahun_ajaran_id: rombel.tahun_ajaran_id,
      mapel_nama: mapel.nama,
      rombel_nama: rombel.nama,
      tipe_semester: semester.tipe_semester,
      thn_awal: tahunAjaran.thn_awal,
      thn_akhir: tahunAjaran.thn_akhir,
      guru: TEACHER,
    })
    .from(pembelajaran)
    .innerJoin(rombel, eq(rombel.id, pembelajaran.rombel_id))
    .innerJoin(semester, eq(semester.id, pembelajaran.semester_id))
    .innerJoin(tahunAjaran, eq(tahunAjaran.id, semester.tahun_ajaran_id))
    .innerJoin(mapel, eq(mapel.id, pembelajaran.mapel_id))
    .leftJoin(gtk, eq(gtk.id, pembelajaran.gtk_id))
    .where(eq(pembelajaran.id, id));
  if (!row) throw notFound();
  return row;
}
type Pair = Awaited<ReturnType<typeof pairOf>>;

/**
 * How many grades an assessment holds. Named through the table's name: a single-table select
 * names its columns unqualified, and `id` inside the subquery would be the grade's own.
 */
const TERISI = sql<number>`(SELECT count(*) FROM nilai_sumatif ns WHERE ns.penilaian_sumatif_id = "penilaian_sumatif"."id")`.mapWith(Number);

const scoped = (auth: AuthContext, role: string) => auth.scopedBy?.includes(role as never) === true && auth.gtkId !== null;
const teaches = (auth: AuthContext, p: Pick<Pair, 'gtk_id'>) => scoped(auth, STAFF_ROLE.guru) && p.gtk_id === auth.gtkId;
const isWali = (auth: AuthContext, p: Pick<Pair, 'wali_gtk_id'>) => scoped(auth, STAFF_ROLE.waliKelas) && p.wali_gtk_id === auth.gtkId;

function mustRead(auth: AuthContext, p: Pair) {
  if (auth.scopedBy === null || teaches(auth, p) || isWali(auth, p)) return;
  throw forbidden(MSG.outOfScope);
}
function mustWrite(auth: AuthContext, p: Pair) {
  if (auth.scopedBy === null || teaches(auth, p)) return;
  throw forbidden(MSG.outOfScope);
}

const finalKey = (rombelId: number, semesterId: number) => sql`hashtextextended(${`nilai_final:${rombelId}:${semesterId}`}, 0)`;

async function finalOf(db: Db | Tx, rombelId: number, semesterId: number) {
  const [row] = await db
    .select({ pada: nilaiFinal.created_at, oleh: users.name })
    .from(nilaiFinal)
    .leftJoin(users, eq(users.id, nilaiFinal.user_id))
    .where(and(eq(nilaiFinal.rombel_id, rombelId), eq(nilaiFinal.semester_id, semesterId)));
  return row ? { oleh: row.oleh, pada: row.pada.toISOString() } : null;
}

/**
 * Inside a write's transaction: waits for a finalisation in progress (and holds one off until
 * the write commits), then refuses when the class group's semester is finalised.
 */
async function lockOpen(tx: Tx, p: Pick<Pair, 'id' | 'rombel_id' | 'semester_id'>) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${finalKey(p.rombel_id, p.semester_id)})`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`nilai:${p.id}`}, 0))`);
  if (await finalOf(tx, p.rombel_id, p.semester_id)) throw conflict(MSG.nilaiSudahFinal);
}

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

// ---------------------------------------------------------------- the grid

/** The grid as it stands: the class group's students of the pair's year, the assessments, every grade of them. */
async function gridOf(db: Db | Tx, auth: AuthContext, p: Pair): Promise<NilaiGrid> {
  const students = await db
    .select({ siswa_id: siswa.id, nama: siswa.nama, nisn: siswa.nisn })
    .from(rombelSiswa)
    .innerJoin(siswa, eq(siswa.id, rombelSiswa.siswa_id))
    .where(and(eq(rombelSiswa.rombel_id, p.rombel_id), eq(rombelSiswa.tahun_ajaran_id, p.tahun_ajaran_id)))
    .orderBy(asc(siswa.nama), asc(siswa.id));
  const ids = students.map((s) => s.siswa_id);
  const inGrid = (column: typeof nilaiSumatif.siswa_id | typeof nilaiRapor.siswa_id) => (ids.length ? inArray(column, ids) : sql`false`);
  const penilaian = await db
    .select({
      id: penilaianSumatif.id,
      pembelajaran_id: penilaianSumatif.pembelajaran_id,
      nama: penilaianSumatif.nama,
      materi: penilaianSumatif.materi,
      terisi: TERISI,
    })
    .from(penilaianSumatif)
    .where(eq(penilaianSumatif.pembelajaran_id, p.id))
    .orderBy(asc(penilaianSumatif.id));
  const cells = await db
    .select({ penilaian_sumatif_id: nilaiSumatif.penilaian_sumatif_id, siswa_id: nilaiSumatif.siswa_id, nilai: nilaiSumatif.nilai })
    .from(nilaiSumatif)
    .innerJoin(penilaianSumatif, eq(penilaianSumatif.id, nilaiSumatif.penilaian_sumatif_id))
    .where(and(eq(penilaianSumatif.pembelajaran_id, p.id), inGrid(nilaiSumatif.siswa_id)))
    .orderBy(asc(nilaiSumatif.siswa_id), asc(nilaiSumatif.penilaian_sumatif_id));
  // The mean as the portal computes it (nilai.service.ts): round(avg(numeric), 2).
  const means = await db
    .select({ siswa_id: nilaiSumatif.siswa_id, rerata: sql<number>`round(avg(${nilaiSumatif.nilai}), 2)`.mapWith(Number) })
    .from(nilaiSumatif)
    .innerJoin(penilaianSumatif, eq(penilaianSumatif.id, nilaiSumatif.penilaian_sumatif_id))
    .where(and(eq(penilaianSumatif.pembelajaran_id, p.id), inGrid(nilaiSumatif.siswa_id)))
    .groupBy(nilaiSumatif.siswa_id);
  const rapor = await db
    .select({
      siswa_id: nilaiRapor.siswa_id,
      pas_nilai: nilaiRapor.pas_nilai,
      rapor_nilai: nilaiRapor.rapor_nilai,
      capaian_kompetensi: nilaiRapor.capaian_kompetensi,
    })
    .from(nilaiRapor)
    .where(and(eq(nilaiRapor.pembelajaran_id, p.id), inGrid(nilaiRapor.siswa_id)))
    .orderBy(asc(nilaiRapor.siswa_id));
  const final = await finalOf(db, p.rombel_id, p.semester_id);
  const mean = new Map(means.map((m) => [m.siswa_id, m.rerata]));
  const bolehUbah = auth.actions.has('update') && !final && (p.gtk_id === auth.gtkId || (auth.scopedBy === null && !auth.roleNames.includes(STAFF_ROLE.guru)));
  return {
    id: p.id,
    mapel_nama: p.mapel_nama,
    rombel_id: p.rombel_id,
    rombel_nama: p.rombel_nama,
    semester_id: p.semester_id,
    semester_nama: `${p.tipe_semester} ${p.thn_awal}/${p.thn_akhir}`,
    guru_nama: p.guru && namaGelar(p.guru),
    final,
    boleh_ubah: bolehUbah,
    boleh_final: auth.actions.has('approval') && (auth.scopedBy === null || isWali(auth, p)),
    penilaian,
    siswa: students.map((s) => ({ ...s, sumatif_rerata: mean.get(s.siswa_id) ?? null })),
    nilai_sumatif: cells,
    nilai_rapor: rapor,
  };
}

export async function nilaiGrid(app: ServiceContext, auth: AuthContext, id: number): Promise<NilaiGrid> {
  const p = await pairOf(app.db, id);
  mustRead(auth, p);
  return gridOf(app.db, auth, p);
}

type SimpanBody = {
  nilai_sumatif: { penilaian_sumatif_id: number; siswa_id: number; nilai: number | null }[];
  nilai_rapor: { siswa_id: number; pas_nilai?: number | null; rapor_nilai?: number | null; capaian_kompetensi?: string | null }[];
};

const hundredths = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(v * 100) / 100);

/** The first cell of a list that names the same key as an earlier one. */
function duplicateAt<T>(cells: T[], key: (c: T) => string): number {
  const seen = new Set<string>();
  for (const [i, c] of cells.entries()) {
    const k = key(c);
    if (seen.has(k)) return i;
    seen.add(k);
  }
  return -1;
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
    async (tx) => {
      await lockOpen(tx, p);
      const named = [...new Set([...body.nilai_sumatif.map((c) => c.siswa_id), ...body.nilai_rapor.map((c) => c.siswa_id)])];
      const members = named.length
        ? await tx
            .select({ id: rombelSiswa.siswa_id })
            .from(rombelSiswa)
            .where(and(eq(rombelSiswa.rombel_id, p.rombel_id), eq(rombelSiswa.tahun_ajaran_id, p.tahun_ajaran_id), inArray(rombelSiswa.siswa_id, named)))
        : [];
      const member = new Set(members.map((m) => m.id));
      const own = new Set(
        (await tx.select({ id: penilaianSumatif.id }).from(penilaianSumatif).where(eq(penilaianSumatif.pembelajaran_id, p.id))).map((r) => r.id),
      );
      body.nilai_sumatif.forEach((c, i) => {
        if (!member.has(c.siswa_id)) throw fieldError(`nilai_sumatif.${i}.siswa_id`, MSG.nilaiSiswaAsing);
        if (!own.has(c.penilaian_sumatif_id)) throw fieldError(`nilai_sumatif.${i}.penilaian_sumatif_id`, MSG.nilaiPenilaianAsing);
      });
      body.nilai_rapor.forEach((c, i) => {
        if (!member.has(c.siswa_id)) throw fieldError(`nilai_rapor.${i}.siswa_id`, MSG.nilaiSiswaAsing);
      });

      // Summative cells: compared with what stands, written in one upsert and one delete.
      const sumatifBefore = new Map<string, number>();
      if (body.nilai_sumatif.length) {
        const rows = await tx
          .select({ a: nilaiSumatif.penilaian_sumatif_id, s: nilaiSumatif.siswa_id, nilai: nilaiSumatif.nilai })
          .from(nilaiSumatif)
          .where(and(inArray(nilaiSumatif.penilaian_sumatif_id, [...own]), inArray(nilaiSumatif.siswa_id, named)));
        rows.forEach((r) => sumatifBefore.set(`${r.a}:${r.s}`, r.nilai));
      }
      const changedS = body.nilai_sumatif
        .map((c) => ({ ...c, nilai: hundredths(c.nilai), was: sumatifBefore.get(`${c.penilaian_sumatif_id}:${c.siswa_id}`) ?? null }))
        .filter((c) => c.nilai !== c.was);
      const upserts = changedS.filter((c) => c.nilai !== null);
      const deletes = changedS.filter((c) => c.nilai === null);
      if (upserts.length)
        await tx
          .insert(nilaiSumatif)
          .values(upserts.map((c) => ({ penilaian_sumatif_id: c.penilaian_sumatif_id, siswa_id: c.siswa_id, nilai: c.nilai! })))
          .onConflictDoUpdate({ target: [nilaiSumatif.penilaian_sumatif_id, nilaiSumatif.siswa_id], set: { nilai: sql`excluded.nilai` } });
      if (deletes.length)
        await tx.execute(
          sql`DELETE FROM ${nilaiSumatif} WHERE (${nilaiSumatif.penilaian_sumatif_id}, ${nilaiSumatif.siswa_id}) IN (${sql.join(
            deletes.map((c) => sql`(${c.penilaian_sumatif_id}::int, ${c.siswa_id}::int)`),
            sql`, `,
          )})`,
        );

      // Report rows: a field left out keeps its value; the merged row is upserted whole.
      type Rapor = { pas_nilai: number | null; rapor_nilai: number | null; capaian_kompetensi: string | null };
      const raporBefore = new Map<number, Rapor>();
      if (body.nilai_rapor.length) {
        const rows = await tx
          .select({
            siswa_id: nilaiRapor.siswa_id,
            pas_nilai: nilaiRapor.pas_nilai,
            rapor_nilai: nilaiRapor.rapor_nilai,
            capaian_kompetensi: nilaiRapor.capaian_kompetensi,
          })
          .from(nilaiRapor)
          .where(
            and(
              eq(nilaiRapor.pembelajaran_id, p.id),
              inArray(
                nilaiRapor.siswa_id,
                body.nilai_rapor.map((c) => c.siswa_id),
              ),
            ),
          );
        rows.forEach(({ siswa_id, ...r }) => raporBefore.set(siswa_id, r));
      }
      const empty: Rapor = { pas_nilai: null, rapor_nilai: null, capaian_kompetensi: null };
      const changedR = body.nilai_rapor.flatMap((c) => {
        const was = raporBefore.get(c.siswa_id) ?? empty;
        const now: Rapor = {
          pas_nilai: c.pas_nilai === undefined ? was.pas_nilai : hundredths(c.pas_nilai),
          rapor_nilai: c.rapor_nilai === undefined ? was.rapor_nilai : hundredths(c.rapor_nilai),
          capaian_kompetensi: c.capaian_kompetensi === undefined ? was.capaian_kompetensi : c.capaian_kompetensi,
        };
        const same = now.pas_nilai === was.pas_nilai && now.rapor_nilai === was.rapor_nilai && now.capaian_kompetensi === was.capaian_kompetensi;
        return same ? [] : [{ siswa_id: c.siswa_id, was: raporBefore.has(c.siswa_id) ? was : null, now }];
      });
      if (changedR.length)
        await tx
          .insert(nilaiRapor)
          .values(changedR.map((c) => ({ pembelajaran_id: p.id, siswa_id: c.siswa_id, ...c.now })))
          .onConflictDoUpdate({
            target: [nilaiRapor.siswa_id, nilaiRapor.pembelajaran_id],
            set: {
              pas_nilai: sql`excluded.pas_nilai`,
              rapor_nilai: sql`excluded.rapor_nilai`,
              capaian_kompetensi: sql`excluded.capaian_kompetensi`,
              updated_at: sql`now()`,
            },
          });

      return {
        n: changedS.length + changedR.length,
        before: {
          nilai_sumatif: changedS.map((c) => ({ penilaian_sumatif_id: c.penilaian_sumatif_id, siswa_id: c.siswa_id, nilai: c.was })),
          nilai_rapor: changedR.map((c) => ({ siswa_id: c.siswa_id, ...c.was })),
        },
        after: {
          nilai_sumatif: changedS.map((c) => ({ penilaian_sumatif_id: c.penilaian_sumatif_id, siswa_id: c.siswa_id, nilai: c.nilai })),
          nilai_rapor: changedR.map((c) => ({ siswa_id: c.siswa_id, ...c.now })),
        },
      };
    },
  );
  return { diubah: diubah.n, grid: await gridOf(app.db, auth, p) };
}

// ---------------------------------------------------------------- the assessments

async function penilaianRow(db: Db | Tx, id: number): Promise<NilaiPenilaian> {
  const [row] = await db
    .select({
      id: penilaianSumatif.id,
      pembelajaran_id: penilaianSumatif.pembelajaran_id,
      nama: penilaianSumatif.nama,
      materi: penilaianSumatif.materi,
      terisi: TERISI,
    })
    .from(penilaianSumatif)
    .where(eq(penilaianSumatif.id, id));
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
