import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { pembayaran, pemasukanDetail, posPemasukan, siswa, tagihan, tagihanItem } from '../db/schema/index.js';
import type { Db, Tx } from '../db/client.js';
import type { AuthContext } from './auth.js';
import { tahunAjaranNamaOf, valueOf } from './lookup-sql.js';
import { assertOwnSiswa, ownSiswaId } from './scope.js';

/**
 * The SQL an invoice's totals are computed with, per invoice and never stored. Each sum is a
 * LATERAL subquery on the outer query's `tagihan.id`; an aggregate without GROUP BY answers one
 * row (0 without lines or payments), so joining it keeps every invoice, and a page of invoices
 * with its totals is one statement that can also sort by them.
 */
const qb = new QueryBuilder();
const rupiah = (sum: SQL) => sql<number>`coalesce(${sum}, 0)`.mapWith(Number);

/** A payment counts towards its invoice until it is cancelled. */
export const paymentCounts = isNull(pembayaran.dibatalkan_at);

/** The invoice's lines: the required ones and the optional fees the student took up. */
export const lines = qb
  .select({
    total_tagihan: rupiah(sql`sum(${tagihanItem.nominal}) filter (where not ${tagihanItem.opsional})`).as('total_tagihan'),
    total_biaya_opsional: rupiah(sql`sum(${tagihanItem.nominal}) filter (where ${tagihanItem.opsional})`).as('total_biaya_opsional'),
  })
  .from(tagihanItem)
  .where(eq(tagihanItem.tagihan_id, tagihan.id))
  .as('lines');

/** What was paid towards the invoice: its payments that were not cancelled (a cancelled one counts nowhere). */
export const paid = qb
  .select({ total_pembayaran: rupiah(sql`sum(${pembayaran.nominal_pembayaran})`).as('total_pembayaran') })
  .from(pembayaran)
  .where(and(eq(pembayaran.tagihan_id, tagihan.id), paymentCounts))
  .as('paid');

/** Everything the invoice bills: its required and its optional lines. */
export const billed = sql<number>`(${lines.total_tagihan} + ${lines.total_biaya_opsional})`.mapWith(Number);

/** The invoice's discount (potongan) in rupiah, set when it was billed. */
export const potongan = sql<number>`${tagihan.potongan}`.mapWith(Number);

/**
 * THE amount an invoice asks for: everything it bills less its discount, never below 0. What is
 * left to pay, the arrears and any check that a payment does not exceed the invoice are all
 * measured against this one expression.
 */
export const due = sql<number>`greatest(${lines.total_tagihan} + ${lines.total_biaya_opsional} - ${tagihan.potongan}, 0)`.mapWith(Number);

/** What is left to pay: the amount due less the payments; an over-payment leaves 0 (the paid total shows the excess). */
export const unpaid = sql<number>`greatest(${due} - ${paid.total_pembayaran}, 0)`.mapWith(Number);

/**
 * An invoice in arrears on `today` (YYYY-MM-DD): something left to pay and its due date passed;
 * an invoice billed without a due date counts as due.
 */
export const pastDue = (today: string) => sql<boolean>`(${unpaid} > 0 AND coalesce(${tagihan.jatuh_tempo} < ${today}::date, true))`;

// The year's and the student's names are scalar subqueries, not joins (see valueOf): the
// payment list spent ~1.3 ms planning a ~0.25 ms read with them joined.

/** The fee's school year as the lists show it, '2026/2027'. */
export const tahunAjaranNama = tahunAjaranNamaOf(pemasukanDetail.tahun_ajaran_id);

/** The invoice's student's name. */
export const siswaNama = valueOf<string>(siswa.nama, siswa.id, tagihan.siswa_id);

/** The invoice's own name, or else its fee's. */
export const tagihanNama = sql<string>`coalesce(${tagihan.nama}, ${posPemasukan.nama})`;

/**
 * The table builder sorts by what it is given; a computed total sorts like a column. Its type
 * names columns only, so a total is passed through it here.
 */
export const sortKey = (expression: SQL | SQL.Aliased) => expression as unknown as AnyPgColumn;

/** An invoice's fee and the fee's kind: what the finance filters (year, fee) and searches read. */
export const withFee = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(pemasukanDetail, eq(pemasukanDetail.id, tagihan.pemasukan_detail_id))
    .innerJoin(posPemasukan, eq(posPemasukan.id, pemasukanDetail.pos_pemasukan_id));

/**
 * The student a finance call is about: the caller's own (a guardian's ward) when none is named;
 * naming another student is refused (403).
 */
export const financeSiswa = (auth: AuthContext, siswaId: number | undefined) => (siswaId === undefined ? ownSiswaId(auth) : assertOwnSiswa(auth, siswaId));

/** What one invoice still asks (`unpaid`), read by the desk under the invoice's lock; 0 for an unknown invoice. */
export async function sisaOf(db: Db | Tx, tagihanId: number): Promise<number> {
  const [row] = await db
    .select({ sisa: unpaid })
    .from(tagihan)
    .innerJoinLateral(lines, sql`true`)
    .innerJoinLateral(paid, sql`true`)
    .where(eq(tagihan.id, tagihanId));
  return row?.sisa ?? 0;
}
