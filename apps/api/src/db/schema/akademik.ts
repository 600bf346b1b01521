import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { gtk } from './gtk.js';
import { siswa } from './siswa.js';

/** Grade levels in promotion order: a class group of `urutan` n moves to n + 1; the last graduates. */
export const tingkat = pgTable(
  'tingkat',
  {
    id: serial('id').primaryKey(),
    nama: text('nama').notNull(),
    urutan: integer('urutan').notNull(),
  },
  (t) => [uniqueIndex('tingkat_nama_uq').on(t.nama), uniqueIndex('tingkat_urutan_uq').on(t.urutan)],
);

export const jurusan = pgTable('jurusan', { id: serial('id').primaryKey(), nama: text('nama').notNull().unique() });

export const ruangan = pgTable('ruangan', {
  id: serial('id').primaryKey(),
  nama: text('nama').notNull().unique(),
  kapasitas: integer('kapasitas'),
});

export const tahunAjaran = pgTable(
  'tahun_ajaran',
  {
    id: serial('id').primaryKey(),
    thn_awal: integer('thn_awal').notNull(),
    thn_akhir: integer('thn_akhir').notNull(),
    is_active: boolean('is_active').notNull().default(false),
  },
  // At most one active school year (and one active semester in a year): the portal's whole period hangs on it.
  (t) => [
    uniqueIndex('tahun_ajaran_tahun_uq').on(t.thn_awal, t.thn_akhir),
    uniqueIndex('tahun_ajaran_one_active_uq')
      .on(t.is_active)
      .where(sql`${t.is_active}`),
  ],
);

export const semester = pgTable(
  'semester',
  {
    id: serial('id').primaryKey(),
    tahun_ajaran_id: integer('tahun_ajaran_id')
      .notNull()
      .references(() => tahunAjaran.id),
    /** 'Ganjil' or 'Genap'. */
    tipe_semester: text('tipe_semester').notNull(),
    is_active: boolean('is_active').notNull().default(false),
    is_deleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('semester_ta_tipe_uq').on(t.tahun_ajaran_id, t.tipe_semester),
    uniqueIndex('semester_one_active_uq')
      .on(t.tahun_ajaran_id)
      .where(sql`${t.is_active}`),
  ],
);

/** A class group for one school year. */
export const rombel = pgTable(
  'rombel',
  {
    id: serial('id').primaryKey(),
    tahun_ajaran_id: integer('tahun_ajaran_id')
      .notNull()
      .references(() => tahunAjaran.id),
    nama: text('nama').notNull(),
    /** Grade level, e.g. 'X', 'XI', 'XII'. */
    tingkatan_kelas: text('tingkatan_kelas').notNull(),
    jurusan_nama: text('jurusan_nama'),
    jenis_rombel: text('jenis_rombel').notNull().default('Kelas'),
    kurikulum_nama: text('kurikulum_nama').notNull().default('Kurikulum Merdeka'),
    ruangan_nama: text('ruangan_nama'),
    /** Homeroom teacher (gtk.id). */
    wali_gtk_id: integer('wali_gtk_id').references(() => gtk.id),
    /** The class group's counsellor (guru BK, gtk.id): a consultation is sent to them. */
    guru_bk_gtk_id: integer('guru_bk_gtk_id').references(() => gtk.id),
  },
  (t) => [uniqueIndex('rombel_ta_nama_uq').on(t.tahun_ajaran_id, t.nama), index('rombel_wali_idx').on(t.wali_gtk_id)],
);

/** Membership of a student in a class group (one per school year). */
export const rombelSiswa = pgTable(
  'rombel_siswa',
  {
    id: serial('id').primaryKey(),
    rombel_id: integer('rombel_id')
      .notNull()
      .references(() => rombel.id),
    siswa_id: integer('siswa_id')
      .notNull()
      .references(() => siswa.id),
    tahun_ajaran_id: integer('tahun_ajaran_id')
      .notNull()
      .references(() => tahunAjaran.id),
  },
  (t) => [uniqueIndex('rombel_siswa_siswa_ta_uq').on(t.siswa_id, t.tahun_ajaran_id), index('rombel_siswa_rombel_idx').on(t.rombel_id)],
);

/**
 * A student's transfer in or out of the school (mutasi), with its date and reason; a transfer
 * out ends the student's active status, a transfer in is how a new student's record begins.
 */
export const mutasiSiswa = pgTable(
  'mutasi_siswa',
  {
    id: serial('id').primaryKey(),
    siswa_id: integer('siswa_id')
      .notNull()
      .references(() => siswa.id),
    /** 'masuk' or 'keluar'. */
    jenis: text('jenis').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    alasan: text('alasan').notNull(),
    /** The school the student came from or went to. */
    sekolah_lain: text('sekolah_lain'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mutasi_siswa_siswa_idx').on(t.siswa_id), check('mutasi_siswa_jenis_ck', sql`${t.jenis} IN ('masuk', 'keluar')`)],
);
