import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { siswa } from './siswa.js';

const owner = () => ({
  id: serial('id').primaryKey(),
  siswa_id: integer('siswa_id')
    .notNull()
    .references(() => siswa.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Scholarships and aid a student received. */
export const siswaBeasiswa = pgTable(
  'siswa_beasiswa',
  {
    ...owner(),
    tahun: text('tahun').notNull(),
    nama: text('nama').notNull(),
    kategori: text('kategori'),
    nama_instansi: text('nama_instansi'),
    jenis_instansi: text('jenis_instansi'),
    /** Months. */
    jangka_waktu: integer('jangka_waktu'),
    /** Whole rupiah. */
    nominal: bigint('nominal', { mode: 'number' }),
  },
  (t) => [index('siswa_beasiswa_siswa_idx').on(t.siswa_id, t.id)],
);

/** Achievements, with the certificate as a stored file. */
export const siswaPrestasi = pgTable(
  'siswa_prestasi',
  {
    ...owner(),
    tahun: text('tahun').notNull(),
    nama: text('nama').notNull(),
    bidang_lomba: text('bidang_lomba'),
    nama_penyelenggara: text('nama_penyelenggara'),
    lomba_tingkat: text('lomba_tingkat'),
    peringkat: text('peringkat'),
    file: text('file'),
  },
  (t) => [index('siswa_prestasi_siswa_idx').on(t.siswa_id, t.id)],
);

/** Non-formal education before or beside school (courses, pesantren, TPQ). */
export const siswaPendidikan = pgTable(
  'siswa_pendidikan',
  {
    ...owner(),
    tahun_belajar: text('tahun_belajar').notNull(),
    nama_lembaga: text('nama_lembaga').notNull(),
    jenis_lembaga: text('jenis_lembaga'),
    frekuensi_belajar: text('frekuensi_belajar'),
    lokasi_lembaga: text('lokasi_lembaga'),
  },
  (t) => [index('siswa_pendidikan_siswa_idx').on(t.siswa_id, t.id)],
);

/** Documents (birth certificate, family card, diplomas…), each a stored file. */
export const siswaBerkas = pgTable(
  'siswa_berkas',
  {
    ...owner(),
    tipe: text('tipe').notNull(),
    nama: text('nama').notNull(),
    keterangan: text('keterangan'),
    file: text('file'),
  },
  (t) => [index('siswa_berkas_siswa_idx').on(t.siswa_id, t.id)],
);
