import { date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { kabkot, kecamatan, kelurahan, provinsi } from './region.js';
import { siswa } from './siswa.js';

/** A student's father (Ayah), mother (Ibu) or guardian (Wali): at most one of each. */
export const orangTua = pgTable(
  'orang_tua',
  {
    id: serial('id').primaryKey(),
    siswa_id: integer('siswa_id')
      .notNull()
      .references(() => siswa.id),
    tipe: text('tipe').notNull(),
    status_hidup: text('status_hidup'),
    nama: text('nama').notNull(),
    nik: text('nik'),
    kewarganegaraan: text('kewarganegaraan'),
    tempat_lahir: text('tempat_lahir'),
    tgl_lahir: date('tgl_lahir', { mode: 'string' }),
    pendidikan: text('pendidikan'),
    pekerjaan: text('pekerjaan'),
    penghasilan: text('penghasilan'),
    no_telp: text('no_telp'),
    email: text('email'),
    domisili: text('domisili'),
    status_tempat_tinggal: text('status_tempat_tinggal'),
    alamat: text('alamat'),
    kode_pos: text('kode_pos'),
    provinsi_id: text('provinsi_id').references(() => provinsi.id),
    kabkot_id: text('kabkot_id').references(() => kabkot.id),
    kecamatan_id: text('kecamatan_id').references(() => kecamatan.id),
    kelurahan_id: text('kelurahan_id').references(() => kelurahan.id),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('orang_tua_siswa_tipe_uq').on(t.siswa_id, t.tipe)],
);
