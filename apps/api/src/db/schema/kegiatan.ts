import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tahunAjaran } from './akademik.js';
import { gtk } from './gtk.js';
import { studentPlacement } from './student-placement.js';

/** An extracurricular activity the school runs (Pramuka, Tahfidz, Futsal…). */
export const ekstrakurikuler = pgTable('ekstrakurikuler', {
  id: serial('id').primaryKey(),
  nama: text('nama').notNull(),
  /** The activity's coach (pembina), shown as the record's teacher. */
  pembina_gtk_id: integer('pembina_gtk_id').references(() => gtk.id),
});

/**
 * A student's membership of one activity in one school year, with the score of each semester
 * (0–100, two decimals; empty until the coach enters it).
 */
export const ekstrakurikulerSiswa = pgTable(
  'ekstrakurikuler_siswa',
  {
    id: serial('id').primaryKey(),
    ...studentPlacement(),
    ekstrakurikuler_id: integer('ekstrakurikuler_id')
      .notNull()
      .references(() => ekstrakurikuler.id),
    nilai_semester_ganjil: numeric('nilai_semester_ganjil', { precision: 5, scale: 2, mode: 'number' }),
    nilai_semester_genap: numeric('nilai_semester_genap', { precision: 5, scale: 2, mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ekstrakurikuler_siswa_uq').on(t.siswa_id, t.tahun_ajaran_id, t.ekstrakurikuler_id),
    index('ekstrakurikuler_siswa_siswa_idx').on(t.siswa_id, t.id),
    check('ekstrakurikuler_siswa_ganjil_ck', sql`${t.nilai_semester_ganjil} BETWEEN 0 AND 100`),
    check('ekstrakurikuler_siswa_genap_ck', sql`${t.nilai_semester_genap} BETWEEN 0 AND 100`),
  ],
);

/**
 * A scouting skill (Syarat Kecakapan Umum) a student passed, at the Bantara or Laksana level of
 * the Penegak stage, signed off by a coach. The header's totals count these rows.
 */
export const pramukaKecakapan = pgTable(
  'pramuka_kecakapan',
  {
    id: serial('id').primaryKey(),
    ...studentPlacement(),
    uraian_kecakapan: text('uraian_kecakapan').notNull(),
    jenis_penegak: text('jenis_penegak').notNull(),
    tgl_lulus: date('tgl_lulus', { mode: 'string' }).notNull(),
    pembina_gtk_id: integer('pembina_gtk_id').references(() => gtk.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pramuka_kecakapan_siswa_idx').on(t.siswa_id, t.id), check('pramuka_kecakapan_jenis_ck', sql`${t.jenis_penegak} IN ('Bantara', 'Laksana')`)],
);

/**
 * An item of the school calendar (kalender pendidikan). Both dates are inclusive here; the web
 * calendar's end is exclusive, hence the spec's one-day shift for display. status_absensi
 * 'Libur' means no clock-in is expected on those days.
 */
export const kaldikAgenda = pgTable(
  'kaldik_agenda',
  {
    id: serial('id').primaryKey(),
    tahun_ajaran_id: integer('tahun_ajaran_id')
      .notNull()
      .references(() => tahunAjaran.id),
    judul: text('judul').notNull(),
    jenis_agenda: text('jenis_agenda').notNull(),
    uraian: text('uraian'),
    /** Who it concerns, in words ('Siswa, Guru dan Tenaga Kependidikan'). */
    civitas_akademika: text('civitas_akademika'),
    tgl_awal: date('tgl_awal', { mode: 'string' }).notNull(),
    tgl_akhir: date('tgl_akhir', { mode: 'string' }).notNull(),
    status_absensi: text('status_absensi').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kaldik_agenda_tgl_idx').on(t.tgl_awal, t.tgl_akhir),
    check('kaldik_agenda_tgl_ck', sql`${t.tgl_akhir} >= ${t.tgl_awal}`),
    check('kaldik_agenda_status_ck', sql`${t.status_absensi} IN ('Masuk', 'Libur')`),
  ],
);
