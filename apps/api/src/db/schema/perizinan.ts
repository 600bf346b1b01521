import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { semester } from './akademik.js';
import { users } from './auth.js';
import { studentPlacement } from './student-placement.js';

/** Kinds of leave permit (Sakit, Izin Keluarga…), kept by the school. */
export const perizinanJenis = pgTable('perizinan_jenis', {
  id: serial('id').primaryKey(),
  nama: text('nama').notNull(),
  inisial: text('inisial'),
  /** Who the kind is for; this portal lists only 'siswa'. */
  tipe: text('tipe').notNull().default('siswa'),
  /** False: a submitted permit of this kind is approved at once ('AUTO APPROVAL'). */
  butuh_persetujuan: boolean('butuh_persetujuan').notNull().default(true),
});

/**
 * A student's leave permit with its letter (a stored PDF). The school year, semester and class
 * group are the ones active when it was filed; the server sets them, never the client.
 */
export const perizinanSiswa = pgTable(
  'perizinan_siswa',
  {
    id: serial('id').primaryKey(),
    ...studentPlacement(),
    semester_id: integer('semester_id')
      .notNull()
      .references(() => semester.id),
    perizinan_jenis_id: integer('perizinan_jenis_id')
      .notNull()
      .references(() => perizinanJenis.id),
    tgl_awal: date('tgl_awal', { mode: 'string' }).notNull(),
    tgl_akhir: date('tgl_akhir', { mode: 'string' }).notNull(),
    keterangan: text('keterangan').notNull(),
    /** Storage key of the letter. */
    file: text('file'),
    /** DRAFT, DIAJUKAN, DISETUJUI, DITOLAK or AUTO APPROVAL. */
    status: text('status').notNull().default('DRAFT'),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who approved or rejected it; null while undecided and for an automatic approval. */
    approved_by: integer('approved_by').references(() => users.id),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('perizinan_siswa_siswa_created_idx').on(t.siswa_id, t.created_at),
    index('perizinan_siswa_siswa_tgl_idx').on(t.siswa_id, t.tgl_awal),
    check('perizinan_siswa_status_ck', sql`${t.status} IN ('DRAFT', 'DIAJUKAN', 'DISETUJUI', 'DITOLAK', 'AUTO APPROVAL')`),
    check('perizinan_siswa_tgl_ck', sql`${t.tgl_akhir} >= ${t.tgl_awal}`),
  ],
);
