import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Core identity of a student. Personal-data columns are added by the data-diri module. */
export const siswa = pgTable(
  'siswa',
  {
    id: serial('id').primaryKey(),
    nama: text('nama').notNull(),
    nisn: text('nisn').notNull(),
    nis: text('nis'),
    nik: text('nik'),
    no_kip: text('no_kip'),
    jenis_kelamin: text('jenis_kelamin').notNull(),
    tempat_lahir: text('tempat_lahir'),
    tgl_lahir: date('tgl_lahir', { mode: 'string' }),
    /** 'Aktif', 'Lulus' or 'Keluar'. */
    status_siswa: text('status_siswa').notNull().default('Aktif'),
    akun_ditangguhkan: boolean('akun_ditangguhkan').notNull().default(false),
    alasan_akun_ditangguhkan: text('alasan_akun_ditangguhkan'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('siswa_nisn_uq').on(t.nisn), index('siswa_nama_idx').on(t.nama)],
);

/** A graduate. Internal alumni keep their student record (siswa_id); others have none. */
export const alumni = pgTable('alumni', {
  id: serial('id').primaryKey(),
  siswa_id: integer('siswa_id').references(() => siswa.id),
  /** 'Alumni Internal' gets the full student-style layout; any other type the short one. */
  alumni_tipe: text('alumni_tipe').notNull(),
  nama: text('nama').notNull(),
  nik: text('nik'),
  no_kta: text('no_kta'),
  email: text('email'),
  tahun_masuk: integer('tahun_masuk'),
  tahun_lulus: integer('tahun_lulus'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
