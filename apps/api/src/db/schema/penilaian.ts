import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { rombel, semester } from './akademik.js';
import { gtk } from './gtk.js';
import { mapel } from './jadwal.js';
import { siswa } from './siswa.js';
import { users } from './auth.js';

/** A subject taught to a class group in one semester, by its subject teacher. */
export const pembelajaran = pgTable(
  'pembelajaran',
  {
    id: serial('id').primaryKey(),
    rombel_id: integer('rombel_id')
      .notNull()
      .references(() => rombel.id),
    semester_id: integer('semester_id')
      .notNull()
      .references(() => semester.id),
    mapel_id: integer('mapel_id')
      .notNull()
      .references(() => mapel.id),
    gtk_id: integer('gtk_id').references(() => gtk.id),
  },
  (t) => [uniqueIndex('pembelajaran_rombel_semester_mapel_uq').on(t.rombel_id, t.semester_id, t.mapel_id), index('pembelajaran_gtk_idx').on(t.gtk_id)],
);

const nilai = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/**
 * A student's report grades for one subject of one semester: the end-of-semester test (PAS/PAT),
 * the report grade and the competence achieved in words. The summative grade is the mean of the
 * student's summative assessments, computed when read, never stored.
 */
export const nilaiRapor = pgTable(
  'nilai_rapor',
  {
    id: serial('id').primaryKey(),
    pembelajaran_id: integer('pembelajaran_id')
      .notNull()
      .references(() => pembelajaran.id),
    siswa_id: integer('siswa_id')
      .notNull()
      .references(() => siswa.id),
    pas_nilai: nilai('pas_nilai'),
    rapor_nilai: nilai('rapor_nilai'),
    capaian_kompetensi: text('capaian_kompetensi'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nilai_rapor_siswa_pembelajaran_uq').on(t.siswa_id, t.pembelajaran_id),
    check('nilai_rapor_pas_ck', sql`${t.pas_nilai} BETWEEN 0 AND 100`),
    check('nilai_rapor_rapor_ck', sql`${t.rapor_nilai} BETWEEN 0 AND 100`),
  ],
);

/** A summative assessment of a subject (Sumatif Lingkup Materi): what it is called and which material it covers. */
export const penilaianSumatif = pgTable(
  'penilaian_sumatif',
  {
    id: serial('id').primaryKey(),
    pembelajaran_id: integer('pembelajaran_id')
      .notNull()
      .references(() => pembelajaran.id),
    nama: text('nama').notNull(),
    materi: text('materi'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('penilaian_sumatif_pembelajaran_idx').on(t.pembelajaran_id)],
);

/** A student's grade in one summative assessment. */
export const nilaiSumatif = pgTable(
  'nilai_sumatif',
  {
    id: serial('id').primaryKey(),
    penilaian_sumatif_id: integer('penilaian_sumatif_id')
      .notNull()
      .references(() => penilaianSumatif.id, { onDelete: 'cascade' }),
    siswa_id: integer('siswa_id')
      .notNull()
      .references(() => siswa.id),
    nilai: nilai('nilai').notNull(),
  },
  (t) => [
    uniqueIndex('nilai_sumatif_penilaian_siswa_uq').on(t.penilaian_sumatif_id, t.siswa_id),
    index('nilai_sumatif_siswa_idx').on(t.siswa_id),
    check('nilai_sumatif_nilai_ck', sql`${t.nilai} BETWEEN 0 AND 100`),
  ],
);

/**
 * A class group's semester whose grades the wali kelas has finalised: while the row stands, no
 * grade of the class group's subjects in that semester changes (the service answers 409, and a
 * trigger on the grade tables refuses any write that slips past it). Reopening deletes the row,
 * with its reason in the audit log.
 */
export const nilaiFinal = pgTable(
  'nilai_final',
  {
    id: serial('id').primaryKey(),
    rombel_id: integer('rombel_id')
      .notNull()
      .references(() => rombel.id),
    semester_id: integer('semester_id')
      .notNull()
      .references(() => semester.id),
    user_id: integer('user_id').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('nilai_final_rombel_semester_uq').on(t.rombel_id, t.semester_id)],
);
