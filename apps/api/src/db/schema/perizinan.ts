import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PERMIT_LIMITS } from '@madrasah/contract/schemas/perizinan-tanggal';
import { semester } from './akademik.js';
import { users } from './auth.js';
import { siswa } from './siswa.js';
import { studentPlacement } from './student-placement.js';

/** Kinds of leave permit (Sakit, Izin Keluarga…), kept by the school. */
export const perizinanJenis = pgTable(
  'perizinan_jenis',
  {
    id: serial('id').primaryKey(),
    nama: text('nama').notNull(),
    inisial: text('inisial'),
    /** Who the kind is for; this portal lists only 'siswa'. */
    tipe: text('tipe').notNull().default('siswa'),
    /** False: a submitted permit of this kind is approved at once ('AUTO APPROVAL'). */
    butuh_persetujuan: boolean('butuh_persetujuan').notNull().default(true),
    /** Longest permit of this kind in days, first and last day included. */
    maks_hari: integer('maks_hari').notNull().default(PERMIT_LIMITS.maksHari),
    /** Days before today that a student's permit of this kind may start (0: today at the earliest). */
    tenggang_hari: integer('tenggang_hari').notNull().default(PERMIT_LIMITS.tenggangHari),
  },
  (t) => [
    check('perizinan_jenis_maks_hari_ck', sql`${t.maks_hari} BETWEEN 1 AND ${sql.raw(String(PERMIT_LIMITS.maksHariCap))}`),
    check('perizinan_jenis_tenggang_hari_ck', sql`${t.tenggang_hari} BETWEEN 0 AND ${sql.raw(String(PERMIT_LIMITS.tenggangHariCap))}`),
  ],
);

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
    /** Why the school or the guardian refused it (DITOLAK by a staff member); shown to the student and the guardian. */
    alasan_tolak: text('alasan_tolak'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('perizinan_siswa_siswa_created_idx').on(t.siswa_id, t.created_at),
    index('perizinan_siswa_siswa_tgl_idx').on(t.siswa_id, t.tgl_awal),
    // The staff queue: one status (DIAJUKAN), oldest first, per class group.
    index('perizinan_siswa_status_rombel_idx').on(t.status, t.rombel_id, t.id),
    check('perizinan_siswa_status_ck', sql`${t.status} IN ('DRAFT', 'DIAJUKAN', 'DISETUJUI', 'DITOLAK', 'AUTO APPROVAL')`),
    check('perizinan_siswa_tgl_ck', sql`${t.tgl_akhir} >= ${t.tgl_awal}`),
  ],
);

/**
 * One row per calendar day of an approved permit (DISETUJUI or AUTO APPROVAL), kept
 * by a trigger on perizinan_siswa in the writing transaction, whoever writes: the attendance view
 * reads these rows instead of expanding every permit into days on every read. A permit yields at
 * most 366 days, and approved permits of one student never overlap (an exclusion constraint on
 * perizinan_siswa), so a student has at most one row per day.
 */
export const perizinanHari = pgTable(
  'perizinan_hari',
  {
    siswa_id: integer('siswa_id')
      .notNull()
      .references(() => siswa.id),
    tgl: date('tgl', { mode: 'string' }).notNull(),
    perizinan_id: integer('perizinan_id')
      .notNull()
      .references(() => perizinanSiswa.id, { onDelete: 'cascade' }),
    /** The day's number in its permit, from 0. */
    hari: integer('hari').notNull(),
  },
  (t) => [primaryKey({ name: 'perizinan_hari_pk', columns: [t.siswa_id, t.tgl] }), index('perizinan_hari_perizinan_idx').on(t.perizinan_id)],
);
