import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { NilaiGrid } from '@madrasah/contract/schemas/staf-nilai';
import type { Db, Tx } from '../db/client.js';
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
} from '../db/schema/index.js';
import type { AuthContext } from './auth-context.js';
import { conflict, fieldError, forbidden, notFound } from './errors.js';
import { namaGelar } from './nama-gelar.js';

/*
 * The grade book's core (docs/decisions/0053), shared by the grid's routes (modules/penilaian)
 * and the grades import (modules/impor): a teaching pair and who reaches it, the grid as it
 * stands, and the one function that writes a save's cells. A pair is read by its subject
 * teacher, by its class group's wali kelas and by any role reaching the whole school; it is
 * written by its subject teacher only (or by a whole-school role a school grants 'update'), and
 * by nobody once its class group's semester is finalised. Saves of one pair run in turn (an
 * advisory lock of the pair) and under a shared lock of the class group's semester, which
 * finalising takes exclusively: a save never lands after the finalisation that should lock it.
 */

export const TEACHER = { nama_lengkap: gtk.nama_lengkap, gelar_depan: gtk.gelar_depan, gelar_belakang: gtk.gelar_belakang };

/** A teaching pair with what the checks need: its teacher, its class group's wali kelas and year. */
export async function pairOf(db: Db | Tx, id: number) {
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
export type Pair = Awaited<ReturnType<typeof pairOf>>;

/**
 * How many grades an assessment holds. Named through the table's name: a single-table select
 * names its columns unqualified, and `id` inside the subquery would be the grade's own.
 */
export const TERISI = sql<number>`(SELECT count(*) FROM nilai_sumatif ns WHERE ns.penilaian_sumatif_id = "penilaian_sumatif"."id")`.mapWith(Number);

/** An assessment as the grid and its form answer it: with how many grades it holds. */
export const PENILAIAN = {
  id: penilaianSumatif.id,
  pembelajaran_id: penilaianSumatif.pembelajaran_id,
  nama: penilaianSumatif.nama,
  materi: penilaianSumatif.materi,
  terisi: TERISI,
};

export const scoped = (auth: AuthContext, role: string) => auth.scopedBy?.includes(role as never) === true && auth.gtkId !== null;
export const teaches = (auth: AuthContext, p: Pick<Pair, 'gtk_id'>) => scoped(auth, STAFF_ROLE.guru) && p.gtk_id === auth.gtkId;
export const isWali = (auth: AuthContext, p: Pick<Pair, 'wali_gtk_id'>) => scoped(auth, STAFF_ROLE.waliKelas) && p.wali_gtk_id === auth.gtkId;

export function mustRead(auth: AuthContext, p: Pair) {
  if (auth.scopedBy === null || teaches(auth, p) || isWali(auth, p)) return;
  throw forbidden(MSG.outOfScope);
}
export function mustWrite(auth: AuthContext, p: Pair) {
  if (auth.scopedBy === null || teaches(auth, p)) return;
  throw forbidden(MSG.outOfScope);
}

export const finalKey = (rombelId: number, semesterId: number) => sql`hashtextextended(${`nilai_final:${rombelId}:${semesterId}`}, 0)`;

export async function finalOf(db: Db | Tx, rombelId: number, semesterId: number) {
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
export async function lockOpen(tx: Tx, p: Pick<Pair, 'id' | 'rombel_id' | 'semester_id'>) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${finalKey(p.rombel_id, p.semester_id)})`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`nilai:${p.id}`}, 0))`);
  if (await finalOf(tx, p.rombel_id, p.semester_id)) throw conflict(MSG.nilaiSudahFinal);
}

// ---------------------------------------------------------------- the grid

/** The grid as it stands: the class group's students of the pair's year, the assessments, every grade of them. */
export async function gridOf(db: Db | Tx, auth: AuthContext, p: Pair): Promise<NilaiGrid> {
  const students = await db
    .select({ siswa_id: siswa.id, nama: siswa.nama, nisn: siswa.nisn })
    .from(rombelSiswa)
    .innerJoin(siswa, eq(siswa.id, rombelSiswa.siswa_id))
    .where(and(eq(rombelSiswa.rombel_id, p.rombel_id), eq(rombelSiswa.tahun_ajaran_id, p.tahun_ajaran_id)))
    .orderBy(asc(siswa.nama), asc(siswa.id));
  const ids = students.map((s) => s.siswa_id);
  const inGrid = (column: typeof nilaiSumatif.siswa_id | typeof nilaiRapor.siswa_id) => (ids.length ? inArray(column, ids) : sql`false`);
  const penilaian = await db.select(PENILAIAN).from(penilaianSumatif).where(eq(penilaianSumatif.pembelajaran_id, p.id)).orderBy(asc(penilaianSumatif.id));
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

export type SimpanBody = {
  nilai_sumatif: { penilaian_sumatif_id: number; siswa_id: number; nilai: number | null }[];
  nilai_rapor: { siswa_id: number; pas_nilai?: number | null; rapor_nilai?: number | null; capaian_kompetensi?: string | null }[];
};

export const hundredths = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(v * 100) / 100);

/** The first cell of a list that names the same key as an earlier one. */
export function duplicateAt<T>(cells: T[], key: (c: T) => string): number {
  const seen = new Set<string>();
  for (const [i, c] of cells.entries()) {
    const k = key(c);
    if (seen.has(k)) return i;
    seen.add(k);
  }
  return -1;
}

/**
 * The save's writes, inside the caller's transaction (the grid's PUT, or an import's commit):
 * the locks and the finalisation check, the cells checked against the class group and the pair
 * (400 naming the cell), then only the changed cells written. Answers how many changed, with
 * their values before and after for the audit entry.
 */
export async function writeCells(tx: Tx, p: Pick<Pair, 'id' | 'rombel_id' | 'semester_id' | 'tahun_ajaran_id'>, body: SimpanBody) {
  await lockOpen(tx, p);
  const named = [...new Set([...body.nilai_sumatif.map((c) => c.siswa_id), ...body.nilai_rapor.map((c) => c.siswa_id)])];
  const members = named.length
    ? await tx
        .select({ id: rombelSiswa.siswa_id })
        .from(rombelSiswa)
        .where(and(eq(rombelSiswa.rombel_id, p.rombel_id), eq(rombelSiswa.tahun_ajaran_id, p.tahun_ajaran_id), inArray(rombelSiswa.siswa_id, named)))
    : [];
  const member = new Set(members.map((m) => m.id));
  const own = new Set((await tx.select({ id: penilaianSumatif.id }).from(penilaianSumatif).where(eq(penilaianSumatif.pembelajaran_id, p.id))).map((r) => r.id));
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
}
