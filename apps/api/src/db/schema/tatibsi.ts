import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tahunAjaran } from './akademik.js';
import { users } from './auth.js';
import { studentPlacement } from './student-placement.js';

/** The catalogue of violations and their points. */
export const pelanggaran = pgTable('pelanggaran', {
  id: serial('id').primaryKey(),
  kode: text('kode').notNull(),
  aspek: text('aspek').notNull(),
  pelanggaran: text('pelanggaran').notNull(),
  poin: integer('poin').notNull(),
  sanksi: text('sanksi'),
});

/** What a violation, an award or a test result of a student records besides itself: who, in which class group and year, when, and why. */
export const studentEvent = () => ({
  id: serial('id').primaryKey(),
  ...studentPlacement(),
  tgl: date('tgl', { mode: 'string' }).notNull(),
  keterangan: text('keterangan'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who recorded a violation or an award at the staff desk, and its cancellation: a record is
 * never deleted; a cancelled one keeps its row, with who cancelled it, when and why, and no
 * longer counts in the portal (docs/decisions/0048-tatibsi-staf.md). Seeded and older rows have
 * no recorder.
 */
export const staffRecorded = () => ({
  dicatat_oleh: integer('dicatat_oleh').references(() => users.id),
  dibatalkan_at: timestamp('dibatalkan_at', { withTimezone: true }),
  dibatalkan_oleh: integer('dibatalkan_oleh').references(() => users.id),
  alasan_batal: text('alasan_batal'),
});

/** A violation recorded against a student. */
export const pelanggaranSiswa = pgTable(
  'pelanggaran_siswa',
  {
    ...studentEvent(),
    pelanggaran_id: integer('pelanggaran_id')
      .notNull()
      .references(() => pelanggaran.id),
    /** Storage key of the documentation file, if any. */
    file: text('file'),
    ...staffRecorded(),
  },
  (t) => [
    index('pelanggaran_siswa_siswa_idx').on(t.siswa_id, t.tahun_ajaran_id),
    // The staff list: a year's records, newest first.
    index('pelanggaran_siswa_ta_tgl_idx').on(t.tahun_ajaran_id, t.tgl),
    check('pelanggaran_siswa_batal_ck', sql`(${t.dibatalkan_at} IS NULL) = (${t.alasan_batal} IS NULL)`),
  ],
);

/** A PDF a unit publishes (the school rules, the counselling unit's profile); the portal shows the active one. */
export const dokumenColumns = () => ({
  id: serial('id').primaryKey(),
  nama: text('nama').notNull(),
  /** Storage key of the PDF. */
  file: text('file').notNull(),
  is_active: boolean('is_active').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The school rules as a PDF. */
export const tatibsiDokumen = pgTable('tatibsi_dokumen', dokumenColumns());

/** Award criteria of a school year: what earns a student how many stars. */
export const penghargaan = pgTable(
  'penghargaan',
  {
    id: serial('id').primaryKey(),
    tahun_ajaran_id: integer('tahun_ajaran_id')
      .notNull()
      .references(() => tahunAjaran.id),
    kode: text('kode').notNull(),
    /** 1 to 5. */
    bintang: integer('bintang').notNull(),
    kriteria: text('kriteria').notNull(),
    penghargaan: text('penghargaan'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('penghargaan_ta_idx').on(t.tahun_ajaran_id, t.id)],
);

/** An award criterion a student earned: the award history. */
export const penghargaanSiswa = pgTable(
  'penghargaan_siswa',
  {
    ...studentEvent(),
    /** A criterion that was awarded cannot be deleted: the history keeps what it says. */
    penghargaan_id: integer('penghargaan_id')
      .notNull()
      .references(() => penghargaan.id),
    /** Storage key of the proof photo, if any. */
    file: text('file'),
    ...staffRecorded(),
  },
  (t) => [
    index('penghargaan_siswa_ta_tgl_idx').on(t.tahun_ajaran_id, t.tgl),
    check('penghargaan_siswa_batal_ck', sql`(${t.dibatalkan_at} IS NULL) = (${t.alasan_batal} IS NULL)`),
    index('penghargaan_siswa_siswa_idx').on(t.siswa_id, t.tahun_ajaran_id, t.tgl),
    // Deleting a criterion asks whether any student holds it.
    index('penghargaan_siswa_penghargaan_idx').on(t.penghargaan_id),
  ],
);
