import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { STAF_TAGIHAN } from '@madrasah/contract/endpoints/staf-tagihan';
import { MSG } from '@madrasah/contract/messages';
import {
  GENERATE_TAGIHAN_MAX,
  type GenerateResult,
  type StafTagihanRow,
  type Tunggakan,
  type generateBodySchema,
  type stafTagihanFilterSchema,
} from '@madrasah/contract/schemas/staf-keuangan';
import type { TableResult } from '@madrasah/contract/table';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { pemasukanDetail, posPemasukan, rombel, rombelSiswa, siswa, tagihan, tagihanItem } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { fieldError } from '../../platform/errors.js';
import { schoolMoment } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { writeYear, yearOf } from './staf-biaya.service.js';
import { lines, paid, pastDue, potongan, sortKey, tagihanNama, unpaid, withFee } from '../../platform/tagihan-sql.js';
import { notifyTagihanTerbit } from '../../platform/notifikasi-pemicu.js';

type GenerateBody = z.output<typeof generateBodySchema> & { tahun_ajaran_id: number };
type Filter = z.output<typeof stafTagihanFilterSchema>;

/** The school's today (YYYY-MM-DD): an invoice due before it is in arrears. */
async function todayOf(app: ServiceContext) {
  const { school } = await app.schoolContext();
  return schoolMoment(app.now(), school.timezone).date;
}

const BULAN = sql.raw(`ARRAY['Januari','Februari','Maret','April','Mei','Juni','Juli','Agustus','September','Oktober','November','Desember']`);

/**
 * The run's plan as CTEs, one row per (student, fee, period): `fee` the chosen fees of the year;
 * `named` every student the run names (the class groups' members and the chosen students);
 * `target` those active and placed in a class group that year; `part` each fee's invoices with
 * due date and amount (a monthly fee: 12 of its nominal, due on the day each month from July; a
 * yearly fee: its nominal split evenly over its instalments, the remainder on the last, spread
 * over the year); `disc` the discounts; `plan` their product with each invoice's name and
 * discount in rupiah. All of it is set-based: 30,000 invoices are one INSERT … SELECT.
 */
function planCtes(body: GenerateBody, thnAwal: number) {
  const disc = JSON.stringify(
    body.potongan.map(({ siswa_id, pemasukan_detail_id, jenis, nilai, keterangan }) => ({ siswa_id, pemasukan_detail_id, jenis, nilai, keterangan })),
  );
  const ids = (list: number[]) => sql`${`{${list.join(',')}}`}::int[]`;
  return sql`
    fee AS (
      SELECT pd.id, pd.nominal, pd.jenis, pd.angsuran AS n, pp.nama
      FROM ${pemasukanDetail} pd JOIN ${posPemasukan} pp ON pp.id = pd.pos_pemasukan_id
      WHERE pd.id = ANY(${ids(body.pemasukan_detail_ids)}) AND pd.tahun_ajaran_id = ${body.tahun_ajaran_id}
    ),
    named AS (
      SELECT rs.siswa_id FROM ${rombelSiswa} rs WHERE rs.tahun_ajaran_id = ${body.tahun_ajaran_id} AND rs.rombel_id = ANY(${ids(body.rombel_ids)})
      UNION SELECT unnest(${ids(body.siswa_ids)})
    ),
    target AS (
      SELECT s.id AS siswa_id, s.nama AS siswa_nama, r.nama AS rombel_nama
      FROM named
      JOIN ${siswa} s ON s.id = named.siswa_id AND s.status_siswa = 'Aktif'
      JOIN ${rombelSiswa} rs ON rs.siswa_id = s.id AND rs.tahun_ajaran_id = ${body.tahun_ajaran_id}
      JOIN ${rombel} r ON r.id = rs.rombel_id
    ),
    part AS (
      SELECT fee.id, fee.nama, fee.jenis, fee.n, k,
        (make_date(${thnAwal}, 7, ${body.tanggal_jatuh_tempo}) + make_interval(months => (k - 1) * (CASE WHEN fee.jenis = 'bulanan' THEN 1 ELSE 12 / fee.n END)))::date AS jatuh_tempo,
        CASE WHEN fee.jenis = 'bulanan' THEN fee.nominal ELSE fee.nominal / fee.n + CASE WHEN k = fee.n THEN fee.nominal % fee.n ELSE 0 END END AS nominal
      FROM fee CROSS JOIN LATERAL generate_series(1, fee.n) AS k
    ),
    disc AS (
      SELECT * FROM jsonb_to_recordset(${disc}::jsonb) AS d(siswa_id int, pemasukan_detail_id int, jenis text, nilai int, keterangan text)
    ),
    plan AS (
      SELECT t.siswa_id, t.siswa_nama, t.rombel_nama, p.id AS detail_id, p.k AS periode, p.jatuh_tempo, p.nominal, p.nama AS fee_nama,
        CASE WHEN p.jenis = 'bulanan' THEN p.nama || ' ' || (${BULAN})[extract(month FROM p.jatuh_tempo)::int] || ' ' || extract(year FROM p.jatuh_tempo)::int
             WHEN p.n > 1 THEN p.nama || ' (Cicilan ' || p.k || '/' || p.n || ')' END AS tagihan_nama,
        coalesce(CASE WHEN d.jenis = 'persen' THEN round(p.nominal * d.nilai / 100.0)::int ELSE d.nilai END, 0) AS potongan,
        d.keterangan AS potongan_keterangan
      FROM target t CROSS JOIN part p
      LEFT JOIN disc d ON d.siswa_id = t.siswa_id AND d.pemasukan_detail_id = p.id
    )`;
}

type Row = Record<string, unknown>;
const rowsOf = async <R = Row>(tx: Tx, query: SQL) => ((await tx.execute(query)) as unknown as { rows: R[] }).rows;

/** The run's names: every fee of the year, every class group of the year; a discount on a fee outside the run is refused. */
async function assertTarget(tx: Tx, body: GenerateBody) {
  const fees = await tx
    .select({ id: pemasukanDetail.id })
    .from(pemasukanDetail)
    .where(and(inArray(pemasukanDetail.id, body.pemasukan_detail_ids), eq(pemasukanDetail.tahun_ajaran_id, body.tahun_ajaran_id)));
  if (fees.length !== body.pemasukan_detail_ids.length) throw fieldError('pemasukan_detail_ids', MSG.tagihanBiayaBukanTahunIni);
  if (body.rombel_ids.length > 0) {
    const groups = await tx
      .select({ id: rombel.id })
      .from(rombel)
      .where(and(inArray(rombel.id, body.rombel_ids), eq(rombel.tahun_ajaran_id, body.tahun_ajaran_id)));
    if (groups.length !== body.rombel_ids.length) throw fieldError('rombel_ids', MSG.tagihanRombelBukanTahunIni);
  }
  const chosen = new Set(body.pemasukan_detail_ids);
  if (body.potongan.some((p) => !chosen.has(p.pemasukan_detail_id))) throw fieldError('potongan', MSG.tagihanPotonganBukanSasaran);
}

/** A discount above what its invoice bills is refused, naming the student and the fee. */
async function assertPotongan(tx: Tx, ctes: SQL) {
  const [over] = await rowsOf<{ siswa_nama: string; fee_nama: string }>(
    tx,
    sql`WITH ${ctes} SELECT siswa_nama, fee_nama FROM plan WHERE potongan > nominal LIMIT 1`,
  );
  if (over) throw fieldError('potongan', MSG.tagihanPotonganLebih(over.siswa_nama, over.fee_nama));
}

// Each planned invoice's existing twin, looked up by the unique key one row at a time. As a plain
// join the planner, which cannot tell how many rows the plan's CTEs make, may scan the whole
// table once per planned invoice (76 s for 30,000 on PGlite); the LIMIT keeps the subquery from
// being flattened into such a join, so each row is one index probe.
const existing = sql`LEFT JOIN LATERAL (
  SELECT ex.id FROM ${tagihan} ex WHERE ex.siswa_id = plan.siswa_id AND ex.pemasukan_detail_id = plan.detail_id AND ex.periode = plan.periode LIMIT 1
) ex ON true`;
const SAMPLE = 10;
const ANALYZE_AFTER = 1000;

/**
 * Bills a school year's fees to class groups and/or students. A preview counts what a run would
 * write (new, already billed, students skipped) with a sample and writes nothing. A run writes
 * in one transaction, INSERT … SELECT … ON CONFLICT DO NOTHING on (student, fee, period), so a
 * re-run bills nobody twice; runs of one year take an advisory lock, so two at once follow each
 * other and the second finds everything billed. One audit entry records the run and its counts.
 */
export async function generateTagihan(app: ServiceContext, auth: AuthContext, input: z.output<typeof generateBodySchema>, ip: string): Promise<GenerateResult> {
  const year = await writeYear(app, input.tahun_ajaran_id);
  const body = { ...input, tahun_ajaran_id: year.id };
  const ctes = planCtes(body, year.thn_awal);
  const run = async (tx: Tx): Promise<GenerateResult> => {
    await assertTarget(tx, body);
    await assertPotongan(tx, ctes);
    const [counts] = await rowsOf<{ siswa: number; dilewati: number; bagian: number }>(
      tx,
      sql`WITH ${ctes} SELECT (SELECT count(*) FROM target)::int AS siswa, ((SELECT count(*) FROM named) - (SELECT count(*) FROM target))::int AS dilewati,
        (SELECT count(*) FROM part)::int AS bagian`,
    );
    // One run bills at most a large school's year (2,000 students × 15 fees fit): a bigger one
    // would hold the database, the embedded one for everyone, for minutes. The school bills it
    // in parts, by class groups.
    if (counts!.siswa * counts!.bagian > GENERATE_TAGIHAN_MAX) throw fieldError('rombel_ids', MSG.tagihanTerlaluBanyak(GENERATE_TAGIHAN_MAX));
    const contoh = await rowsOf<GenerateResult['contoh'][number]>(
      tx,
      sql`WITH ${ctes}
        SELECT plan.siswa_nama, plan.rombel_nama, coalesce(plan.tagihan_nama, plan.fee_nama) AS tagihan_nama,
          to_char(plan.jatuh_tempo, 'YYYY-MM-DD') AS jatuh_tempo, plan.nominal, plan.potongan, ex.id IS NOT NULL AS sudah
        FROM (SELECT * FROM plan ORDER BY rombel_nama, siswa_nama, siswa_id, detail_id, periode LIMIT ${SAMPLE}) plan ${existing}
        ORDER BY plan.rombel_nama, plan.siswa_nama, plan.siswa_id, plan.detail_id, plan.periode`,
    );
    type Written = { baru: number; sudah: number; total_nominal: number };
    let written: Written | undefined;
    if (body.preview) {
      [written] = await rowsOf<Written>(
        tx,
        sql`WITH ${ctes}
          SELECT count(*) FILTER (WHERE ex.id IS NULL)::int AS baru, count(ex.id)::int AS sudah,
            coalesce(sum(plan.nominal - plan.potongan) FILTER (WHERE ex.id IS NULL), 0)::bigint AS total_nominal
          FROM plan ${existing}`,
      );
    } else {
      [written] = await rowsOf<Written>(
        tx,
        sql`WITH ${ctes},
          ins AS (
            INSERT INTO ${tagihan} (siswa_id, pemasukan_detail_id, periode, nama, jatuh_tempo, potongan, potongan_keterangan)
            SELECT siswa_id, detail_id, periode, tagihan_nama, jatuh_tempo, potongan, CASE WHEN potongan > 0 THEN potongan_keterangan END FROM plan
            ON CONFLICT (siswa_id, pemasukan_detail_id, periode) DO NOTHING
            RETURNING id, siswa_id, pemasukan_detail_id, periode
          ),
          made AS (
            SELECT ins.id, coalesce(plan.tagihan_nama, plan.fee_nama) AS uraian, plan.nominal, plan.potongan
            FROM ins JOIN plan ON plan.siswa_id = ins.siswa_id AND plan.detail_id = ins.pemasukan_detail_id AND plan.periode = ins.periode
          ),
          items AS (
            INSERT INTO ${tagihanItem} (tagihan_id, uraian, nominal) SELECT id, uraian, nominal FROM made RETURNING 1
          )
          SELECT (SELECT count(*) FROM items)::int AS baru, ((SELECT count(*) FROM plan) - (SELECT count(*) FROM items))::int AS sudah,
            (SELECT coalesce(sum(nominal - potongan), 0) FROM made)::bigint AS total_nominal`,
      );
    }
    // Thousands of new invoices: the planner learns of them now, not at the next autovacuum (PGlite has none).
    if (!body.preview && written!.baru > 0) await notifyTagihanTerbit(tx, body.pemasukan_detail_ids);
    if (!body.preview && written!.baru >= ANALYZE_AFTER) await tx.execute(sql`ANALYZE ${tagihan}, ${tagihanItem}`);
    return {
      preview: body.preview,
      siswa: counts!.siswa,
      dilewati: counts!.dilewati,
      baru: written!.baru,
      sudah: written!.sudah,
      total_nominal: Number(written!.total_nominal),
      // 'sudah': the invoice existed before this call (read before the run writes).
      contoh: contoh.map((r) => ({ ...r, nominal: Number(r.nominal), potongan: Number(r.potongan), sudah: r.sudah })),
    };
  };
  if (body.preview) return app.db.transaction(run);
  return audited(
    app.db,
    (result: GenerateResult) => ({
      userId: auth.userId,
      action: 'create',
      entity: 'tagihan',
      entityId: null,
      ip,
      detail: {
        before: null,
        after: {
          tahun_ajaran_id: body.tahun_ajaran_id,
          pemasukan_detail_ids: body.pemasukan_detail_ids,
          rombel_ids: body.rombel_ids,
          siswa_ids: body.siswa_ids,
          tanggal_jatuh_tempo: body.tanggal_jatuh_tempo,
          potongan: body.potongan.length,
          siswa: result.siswa,
          baru: result.baru,
          sudah: result.sudah,
          dilewati: result.dilewati,
          total_nominal: result.total_nominal,
        },
      },
    }),
    async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`tagihan_generate:${body.tahun_ajaran_id}`}, 0))`);
      return run(tx);
    },
  );
}

// The staff's invoice list

/** The whole school, or only the invoices of students in the caller's class groups that year. */
const withinReach = (reach: Reach) =>
  reach === 'sekolah' ? undefined : reach.rombelIds.size ? inArray(rombelSiswa.rombel_id, [...reach.rombelIds]) : sql`false`;

const studentRombel = and(eq(rombelSiswa.siswa_id, tagihan.siswa_id), eq(rombelSiswa.tahun_ajaran_id, pemasukanDetail.tahun_ajaran_id));

function statusOf(today: string) {
  return sql<StafTagihanRow['status']>`CASE WHEN ${unpaid} = 0 THEN 'Lunas' WHEN ${pastDue(today)} THEN 'Menunggak' ELSE 'Belum Lunas' END`;
}

const spec = tableSpec(STAF_TAGIHAN.table, {
  searchable: [siswa.nama, siswa.nisn],
  sortable: {
    id: tagihan.id,
    siswa_nama: siswa.nama,
    jatuh_tempo: tagihan.jatuh_tempo,
    total_belum_dibayar: sortKey(unpaid),
  },
  defaultSort: { field: 'id', sort: 'ASC' as const },
  tiebreak: tagihan.id,
});

function statusWhere(status: Filter['status'], today: string) {
  if (status === 'Lunas') return sql`${unpaid} = 0`;
  if (status === 'Menunggak') return pastDue(today);
  if (status === 'Belum Lunas') return sql`(${unpaid} > 0 AND NOT ${pastDue(today)})`;
  return undefined;
}

/**
 * A school year's invoices (the active one unless asked) for the treasurer: student, class group,
 * fee, due date, what it bills, the discount, paid, left and status, summed in SQL by the same
 * definitions as the portal's list; filtered by class group, fee and status, searched by name or
 * NISN, sorted and paged in SQL.
 */
export async function listTagihanStaf(app: ServiceContext, reach: Reach, request: TableRequest & { filtering: Filter }): Promise<TableResult<StafTagihanRow>> {
  const f = request.filtering;
  const year = await yearOf(app, f.tahun_ajaran_id);
  const today = await todayOf(app);
  const plan = planTable(spec, request, [
    eq(pemasukanDetail.tahun_ajaran_id, year?.id ?? 0),
    withinReach(reach),
    f.rombel_id === undefined ? undefined : eq(rombelSiswa.rombel_id, f.rombel_id),
    f.pemasukan_detail_id === undefined ? undefined : eq(tagihan.pemasukan_detail_id, f.pemasukan_detail_id),
    statusWhere(f.status, today),
  ]);
  const joined = <Q extends PgSelect>(query: Q) =>
    withFee(query)
      .innerJoin(siswa, eq(siswa.id, tagihan.siswa_id))
      .leftJoin(rombelSiswa, studentRombel)
      .leftJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
      .innerJoinLateral(lines, sql`true`)
      .innerJoinLateral(paid, sql`true`);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      joined(
        app.db
          .select({
            id: tagihan.id,
            siswa_id: tagihan.siswa_id,
            siswa_nama: siswa.nama,
            nisn: siswa.nisn,
            rombel_nama: rombel.nama,
            tagihan_nama: tagihanNama,
            jatuh_tempo: tagihan.jatuh_tempo,
            total_tagihan: sql<number>`(${lines.total_tagihan} + ${lines.total_biaya_opsional})`.mapWith(Number),
            potongan,
            potongan_keterangan: tagihan.potongan_keterangan,
            total_pembayaran: paid.total_pembayaran,
            total_belum_dibayar: unpaid,
            status: statusOf(today),
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(tagihan)
          .$dynamic(),
      )
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await joined(app.db.select({ n: count() }).from(tagihan).$dynamic()).where(where))[0]?.n ?? 0,
    totalOf: (row) => row.total,
  });
  return {
    ...result,
    list: numbered(
      result.list.map(({ total: _t, ...row }) => row),
      plan.offset,
    ),
  };
}

/**
 * Arrears per class group of a school year (the active one unless asked): over the year's
 * invoices, what is left to pay (the one definition) on those past their due date, with the
 * students and invoices in arrears, by grade and name.
 */
export async function tunggakanPerRombel(app: ServiceContext, reach: Reach, tahunAjaranId: number | undefined): Promise<Tunggakan> {
  const year = await yearOf(app, tahunAjaranId);
  const today = await todayOf(app);
  if (!year) return { tanggal: today, tunggakan: 0, rombel: [] };
  const rows = await withFee(
    app.db
      .select({
        rombel_id: rombel.id,
        rombel_nama: rombel.nama,
        tingkatan_kelas: rombel.tingkatan_kelas,
        siswa: sql<number>`count(DISTINCT ${tagihan.siswa_id})`.mapWith(Number),
        tagihan: sql<number>`count(*)`.mapWith(Number),
        tunggakan: sql<number>`sum(${unpaid})`.mapWith(Number),
      })
      .from(tagihan)
      .$dynamic(),
  )
    .innerJoin(rombelSiswa, studentRombel)
    .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .innerJoinLateral(lines, sql`true`)
    .innerJoinLateral(paid, sql`true`)
    .where(and(eq(pemasukanDetail.tahun_ajaran_id, year.id), withinReach(reach), pastDue(today)))
    .groupBy(rombel.id, rombel.nama, rombel.tingkatan_kelas)
    .orderBy(asc(rombel.tingkatan_kelas), asc(rombel.nama), asc(rombel.id));
  return { tanggal: today, tunggakan: rows.reduce((s, r) => s + r.tunggakan, 0), rombel: rows };
}
