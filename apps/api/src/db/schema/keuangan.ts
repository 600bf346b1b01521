import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tahunAjaran } from './akademik.js';
import { users } from './auth.js';
import { siswa } from './siswa.js';

// Money is whole rupiah in integer columns: no fractions exist in practice and sums stay exact.

/** A kind of school income (pos pemasukan): SPP, Uang Gedung, Seragam… */
export const posPemasukan = pgTable('pos_pemasukan', {
  id: serial('id').primaryKey(),
  nama: text('nama').notNull(),
});

/** A fee as set for one school year: the kind and its standard amount (the fee picker's options). */
export const pemasukanDetail = pgTable(
  'pemasukan_detail',
  {
    id: serial('id').primaryKey(),
    tahun_ajaran_id: integer('tahun_ajaran_id')
      .notNull()
      .references(() => tahunAjaran.id),
    pos_pemasukan_id: integer('pos_pemasukan_id')
      .notNull()
      .references(() => posPemasukan.id),
    nominal: integer('nominal').notNull(),
    /**
     * 'bulanan': billed every month of the year (12 invoices, each the nominal); 'tahunan': the
     * nominal once a year, split into `angsuran` invoices (instalments; 1 = one invoice).
     */
    jenis: text('jenis').notNull().default('tahunan'),
    /** How many invoices a student gets for this fee in the year: 12 for 'bulanan', 1–12 for 'tahunan'. Fixed once billed. */
    angsuran: integer('angsuran').notNull().default(1),
  },
  (t) => [
    uniqueIndex('pemasukan_detail_ta_pos_uq').on(t.tahun_ajaran_id, t.pos_pemasukan_id),
    check('pemasukan_detail_nominal_ck', sql`${t.nominal} >= 0`),
    check(
      'pemasukan_detail_jenis_ck',
      sql`${t.jenis} IN ('bulanan', 'tahunan') AND ${t.angsuran} BETWEEN 1 AND 12 AND (${t.jenis} = 'tahunan' OR ${t.angsuran} = 12)`,
    ),
  ],
);

/**
 * An invoice: one fee of one school year billed to one student. What it amounts to lives in its
 * lines and what was paid in its payments; its totals are always summed from those rows.
 */
export const tagihan = pgTable(
  'tagihan',
  {
    id: serial('id').primaryKey(),
    siswa_id: integer('siswa_id')
      .notNull()
      .references(() => siswa.id),
    pemasukan_detail_id: integer('pemasukan_detail_id')
      .notNull()
      .references(() => pemasukanDetail.id),
    /** The invoice's name ('SPP Juli–Desember'); the fee's name when empty. */
    nama: text('nama'),
    /**
     * Which of the fee's invoices this is, 1..angsuran: the month of the school year for a monthly
     * fee (1 = July), the instalment for a yearly one. With the student and the fee it is the key
     * that makes billing idempotent.
     */
    periode: integer('periode').notNull().default(1),
    /** When it falls due; null for invoices from before due dates (they count as due). */
    jatuh_tempo: date('jatuh_tempo', { mode: 'string' }),
    /** The student's discount on this invoice in rupiah (a percent is turned into rupiah when billed); never above what it bills. */
    potongan: integer('potongan').notNull().default(0),
    /** Why the discount ('Yatim', 'Saudara kandung'). */
    potongan_keterangan: text('potongan_keterangan'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tagihan_siswa_detail_periode_uq').on(t.siswa_id, t.pemasukan_detail_id, t.periode),
    index('tagihan_detail_idx').on(t.pemasukan_detail_id),
    check('tagihan_periode_ck', sql`${t.periode} BETWEEN 1 AND 12`),
    check('tagihan_potongan_ck', sql`${t.potongan} >= 0`),
  ],
);

/** One line of an invoice: the billed amount itself, or an optional fee the student took up (opsional). */
export const tagihanItem = pgTable(
  'tagihan_item',
  {
    id: serial('id').primaryKey(),
    tagihan_id: integer('tagihan_id')
      .notNull()
      .references(() => tagihan.id, { onDelete: 'cascade' }),
    uraian: text('uraian').notNull(),
    nominal: integer('nominal').notNull(),
    opsional: boolean('opsional').notNull().default(false),
  },
  (t) => [index('tagihan_item_tagihan_idx').on(t.tagihan_id), check('tagihan_item_nominal_ck', sql`${t.nominal} >= 0`)],
);

/**
 * A payment towards an invoice, with its proof (a scan or photo) when one was handed in. Every
 * payment carries its receipt number (kuitansi); a payment is cancelled with a reason, never
 * deleted, and its number stays used (decision 0052).
 */
export const pembayaran = pgTable(
  'pembayaran',
  {
    id: serial('id').primaryKey(),
    tagihan_id: integer('tagihan_id')
      .notNull()
      .references(() => tagihan.id),
    tgl_transaksi: date('tgl_transaksi', { mode: 'string' }).notNull(),
    nominal_pembayaran: integer('nominal_pembayaran').notNull(),
    /** 'Tunai', 'Transfer Bank', 'QRIS'… (contract JENIS_PEMBAYARAN). */
    jenis_pembayaran: text('jenis_pembayaran').notNull(),
    /** Storage key of the proof file, if any. */
    bukti_pembayaran: text('bukti_pembayaran'),
    keterangan: text('keterangan'),
    /** The account that recorded it (the bursar's); null for imported records. */
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * 'KW/2026/000123': the receipt's number, gap-free per calendar year of the payment's date.
     * Every insert leaves it out: the trigger `pembayaran_nomor_kuitansi` (migration 0017) takes
     * the year's counter under its row lock in the inserting transaction and fills it in.
     */
    nomor_kuitansi: text('nomor_kuitansi')
      .notNull()
      .default(sql`NULL`),
    dibatalkan_at: timestamp('dibatalkan_at', { withTimezone: true }),
    dibatalkan_oleh: integer('dibatalkan_oleh').references(() => users.id),
    alasan_batal: text('alasan_batal'),
  },
  (t) => [
    index('pembayaran_tagihan_idx').on(t.tagihan_id, t.tgl_transaksi),
    index('pembayaran_tgl_idx').on(t.tgl_transaksi, t.id),
    uniqueIndex('pembayaran_nomor_kuitansi_uq').on(t.nomor_kuitansi),
    check('pembayaran_nominal_ck', sql`${t.nominal_pembayaran} > 0`),
    // A cancel has its moment and its reason together; who cancelled only with them.
    check(
      'pembayaran_batal_ck',
      sql`(${t.dibatalkan_at} IS NULL) = (${t.alasan_batal} IS NULL) AND (${t.dibatalkan_oleh} IS NULL OR ${t.dibatalkan_at} IS NOT NULL)`,
    ),
  ],
);

/** The last receipt number given in each calendar year: taken under its row lock, so numbers have no gaps. */
export const kuitansiNomor = pgTable(
  'kuitansi_nomor',
  {
    tahun: integer('tahun').primaryKey(),
    terakhir: integer('terakhir').notNull(),
  },
  (t) => [check('kuitansi_nomor_terakhir_ck', sql`${t.terakhir} >= 0`)],
);
