import { boolean, doublePrecision, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Days of the week on which students clock in, by default Monday to Saturday. */
const DEFAULT_HARI_PRESENSI = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];

/** The one school this installation serves, with its clock-in settings. */
export const sekolah = pgTable('sekolah', {
  id: serial('id').primaryKey(),
  nama: text('nama').notNull(),
  npsn: text('npsn'),
  alamat: text('alamat'),
  /** Storage key of the school's logo. */
  logo: text('logo'),
  timezone: text('timezone').notNull().default('Asia/Jakarta'),
  jam_masuk: text('jam_masuk').notNull().default('07:00'),
  jam_pulang: text('jam_pulang').notNull().default('15:00'),
  lat: doublePrecision('lat').notNull().default(0),
  long: doublePrecision('long').notNull().default(0),
  radius_active: boolean('radius_active').notNull().default(true),
  /** Metres from (lat, long) inside which a clock-in is accepted. */
  radius: integer('radius').notNull().default(100),
  hari_presensi: text('hari_presensi').array().notNull().default(DEFAULT_HARI_PRESENSI),
});
