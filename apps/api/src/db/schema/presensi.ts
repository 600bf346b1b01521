import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { semester } from './akademik.js';
import { users } from './auth.js';
import { siswa } from './siswa.js';
import { studentPlacement } from './student-placement.js';

/**
 * One student's attendance for one day and activity: entry and exit. The unique key makes a
 * clock-in idempotent: a double tap or a retry never creates a second row.
 */
export const presensiSiswa = pgTable(
  'presensi_siswa',
  {
    id: serial('id').primaryKey(),
    ...studentPlacement(),
    semester_id: integer('semester_id')
      .notNull()
      .references(() => semester.id),
    /** 'PEMBELAJARAN KELAS' or 'PRAMUKA'. */
    aktivitas: text('aktivitas').notNull().default('PEMBELAJARAN KELAS'),
    /** School-local date. */
    tgl: date('tgl', { mode: 'string' }).notNull(),
    /** School-local times, HH:MM:SS. */
    waktu_masuk: text('waktu_masuk').notNull(),
    waktu_pulang: text('waktu_pulang'),
    foto_masuk: text('foto_masuk'),
    foto_pulang: text('foto_pulang'),
    /** Storage keys of the selfies' thumbnails, made once when the selfie is stored; null for older records. */
    foto_masuk_kecil: text('foto_masuk_kecil'),
    foto_pulang_kecil: text('foto_pulang_kecil'),
    /** Distance from the school in metres, as computed by the server. */
    radius_masuk: doublePrecision('radius_masuk'),
    radius_pulang: doublePrecision('radius_pulang'),
    lat_masuk: doublePrecision('lat_masuk'),
    long_masuk: doublePrecision('long_masuk'),
    lat_pulang: doublePrecision('lat_pulang'),
    long_pulang: doublePrecision('long_pulang'),
    ip_masuk: text('ip_masuk'),
    ip_pulang: text('ip_pulang'),
    /** Seconds after the school's entry time; 0 when on time. */
    durasi_telat: integer('durasi_telat').notNull().default(0),
    /** Seconds before the school's exit time; 0 when not early. */
    durasi_pulang_cepat: integer('durasi_pulang_cepat').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('presensi_siswa_hari_uq').on(t.siswa_id, t.tgl, t.aktivitas),
    index('presensi_siswa_rombel_tgl_idx').on(t.rombel_id, t.tgl),
    // The attendance list: one student's days of one activity, by day (and period), newest first.
    index('presensi_siswa_siswa_aktivitas_tgl_idx').on(t.siswa_id, t.aktivitas, t.tgl, t.id),
    // The selfies still without a thumbnail: the thumbnail job finds them without reading the rest.
    index('presensi_siswa_tanpa_kecil_idx')
      .on(t.id)
      .where(sql`(${t.foto_masuk} IS NOT NULL AND ${t.foto_masuk_kecil} IS NULL) OR (${t.foto_pulang} IS NOT NULL AND ${t.foto_pulang_kecil} IS NULL)`),
  ],
);

/** Every clock-in and clock-out attempt, accepted or refused, so the school sees who tried from where. */
export const presensiLog = pgTable(
  'presensi_log',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    siswa_id: integer('siswa_id').references(() => siswa.id),
    /** 'masuk' or 'pulang'. */
    jenis: text('jenis').notNull(),
    diterima: boolean('diterima').notNull(),
    alasan: text('alasan'),
    jarak: doublePrecision('jarak'),
    lat: doublePrecision('lat'),
    long: doublePrecision('long'),
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('presensi_log_siswa_idx').on(t.siswa_id, t.created_at)],
);

/**
 * A student's status of a school day set by staff (`sumber` 'staf') or by the day's closing
 * (`sumber` 'otomatis': alpa for a student with no clock-in, no approved permit day and no
 * staff status). One row per student and day. Precedence when reading a day: a staff status,
 * then a clock-in, then an approved permit day, then the automatic alpa (docs/decisions/0046).
 */
export const presensiStatus = pgTable(
  'presensi_status',
  {
    id: serial('id').primaryKey(),
    ...studentPlacement(),
    semester_id: integer('semester_id')
      .notNull()
      .references(() => semester.id),
    tgl: date('tgl', { mode: 'string' }).notNull(),
    /** hadir, izin, sakit, alpa or dispensasi. */
    status: text('status').notNull(),
    keterangan: text('keterangan'),
    /** 'staf' (set by a person) or 'otomatis' (the day's closing). */
    sumber: text('sumber').notNull(),
    /** Who set it by hand; null for the closing's. */
    diubah_oleh: integer('diubah_oleh').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('presensi_status_hari_uq').on(t.siswa_id, t.tgl),
    index('presensi_status_rombel_tgl_idx').on(t.rombel_id, t.tgl),
    check('presensi_status_status_ck', sql`${t.status} IN ('hadir', 'izin', 'sakit', 'alpa', 'dispensasi')`),
    check('presensi_status_sumber_ck', sql`${t.sumber} IN ('staf', 'otomatis')`),
    check('presensi_status_keterangan_ck', sql`char_length(${t.keterangan}) <= 255`),
  ],
);

/** Every change of a day's status by staff: what it was and became, who, when and the note. */
export const presensiStatusRiwayat = pgTable(
  'presensi_status_riwayat',
  {
    id: serial('id').primaryKey(),
    siswa_id: integer('siswa_id')
      .notNull()
      .references(() => siswa.id),
    tgl: date('tgl', { mode: 'string' }).notNull(),
    /** The stored status before (null when there was none) and its source ('staf', 'otomatis'). */
    status_lama: text('status_lama'),
    keterangan_lama: text('keterangan_lama'),
    sumber_lama: text('sumber_lama'),
    status_baru: text('status_baru').notNull(),
    keterangan_baru: text('keterangan_baru'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('presensi_status_riwayat_siswa_tgl_idx').on(t.siswa_id, t.tgl, t.id)],
);

/**
 * The days the end-of-day closing has done: its row is claimed (INSERT ... ON CONFLICT DO
 * NOTHING) in the transaction that writes the day's automatic alpa, so with several API
 * processes each day is closed once.
 */
export const presensiPenutupan = pgTable('presensi_penutupan', {
  tgl: date('tgl', { mode: 'string' }).primaryKey(),
  jumlah_alpa: integer('jumlah_alpa').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
