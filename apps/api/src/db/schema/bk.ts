import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { gtk } from './gtk.js';
import { dokumenColumns, studentEvent } from './tatibsi.js';
import { studentPlacement } from './student-placement.js';

/** The counselling unit's profile as a PDF; the portal shows the active one. */
export const bkDokumen = pgTable('bk_dokumen', dokumenColumns());

/** A test the counsellor gave a student (interests, learning style…), with its result and an optional scanned report. */
export const hasilTesSiswa = pgTable(
  'hasil_tes_siswa',
  {
    ...studentEvent(),
    kategori_tes: text('kategori_tes').notNull(),
    /** The result in words: a score, a type or a recommendation. */
    hasil: text('hasil'),
    /** Storage key of the documentation (PDF), if any. */
    dokumen: text('dokumen'),
    penguji_gtk_id: integer('penguji_gtk_id').references(() => gtk.id),
  },
  (t) => [index('hasil_tes_siswa_siswa_idx').on(t.siswa_id, t.tgl, t.id)],
);

/** What a consultation is about; each topic belongs to one field of counselling (contract BIDANG_KONSELING). */
export const konsultasiTopik = pgTable(
  'konsultasi_topik',
  {
    id: serial('id').primaryKey(),
    nama: text('nama').notNull(),
    bidang: text('bidang').notNull(),
  },
  (t) => [check('konsultasi_topik_bidang_ck', sql`${t.bidang} IN ('Pribadi', 'Sosial', 'Belajar', 'Karier')`)],
);

/**
 * A consultation about a student. tipe 'Siswa': filed by the student in this portal, as a Draft
 * until sent to the class group's counsellor (Terkirim), who takes it up (Diproses) and answers
 * it (Selesai). tipe 'Orang Tua': the counsellor's meeting with the student's parents, recorded
 * by the school. The class group and year are the student's when it was filed, set by the server.
 */
export const konsultasi = pgTable(
  'konsultasi',
  {
    id: serial('id').primaryKey(),
    ...studentPlacement(),
    tipe: text('tipe').notNull().default('Siswa'),
    tgl: date('tgl', { mode: 'string' }).notNull(),
    topik_id: integer('topik_id')
      .notNull()
      .references(() => konsultasiTopik.id),
    uraian: text('uraian'),
    status: text('status').notNull().default('Draft'),
    /** The counsellor it was sent to (the class group's, at the moment of sending). */
    guru_bk_gtk_id: integer('guru_bk_gtk_id').references(() => gtk.id),
    terkirim_at: timestamp('terkirim_at', { withTimezone: true }),
    tgl_tanggapan: date('tgl_tanggapan', { mode: 'string' }),
    tanggapan: text('tanggapan'),
    /** When a counsellor first opened it in the staff inbox; null: unread (a reply also marks it read). */
    dibaca_at: timestamp('dibaca_at', { withTimezone: true }),
    /** The account that filed it; null for the school's own records. */
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The student's list (one tipe, newest first) and the reports (one tipe, a period of tgl).
    index('konsultasi_siswa_tipe_tgl_idx').on(t.siswa_id, t.tipe, t.tgl),
    index('konsultasi_siswa_tipe_id_idx').on(t.siswa_id, t.tipe, t.id),
    // The counsellors' inbox: one tipe, the sent statuses, newest first.
    index('konsultasi_tipe_status_idx').on(t.tipe, t.status, t.terkirim_at),
    check('konsultasi_tipe_ck', sql`${t.tipe} IN ('Siswa', 'Orang Tua')`),
    check('konsultasi_status_ck', sql`${t.status} IN ('Draft', 'Terkirim', 'Diproses', 'Selesai')`),
  ],
);

/** The galleries of the media page: leaflets, and the ways into state universities and civil-service schools (contract MEDIA_TIPE). */
export const mediaInformasi = pgTable(
  'media_informasi',
  {
    id: serial('id').primaryKey(),
    nama: text('nama').notNull(),
    tipe: text('tipe').notNull(),
    /** Storage key of the image. */
    file: text('file'),
    /** The page the item opens (PTN and Kedinasan). */
    link: text('link'),
    /**
     * Whether the portal's galleries show the item. The staff's uploads start unpublished; the
     * rows that existed before publishing (the demo's) stay published by the default.
     */
    is_published: boolean('is_published').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_informasi_tipe_idx').on(t.tipe, t.id), check('media_informasi_tipe_ck', sql`${t.tipe} IN ('Leater', 'PTN', 'Kedinasan')`)],
);
