import { boolean, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
