import { boolean, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { kabkot, kecamatan, kelurahan, provinsi } from './region.js';

/** A student: identity, the personal data they keep up to date, and the account state. */
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
    kewarganegaraan: text('kewarganegaraan'),
    agama: text('agama'),
    no_kk: text('no_kk'),
    kepala_keluarga: text('kepala_keluarga'),
    no_akta_kelahiran: text('no_akta_kelahiran'),
    no_kks: text('no_kks'),
    no_pkh: text('no_pkh'),
    jml_saudara: text('jml_saudara'),
    anak_ke: text('anak_ke'),
    no_telp: text('no_telp'),
    email: text('email'),
    cita_cita: text('cita_cita'),
    hobi: text('hobi'),
    alamat: text('alamat'),
    kode_pos: text('kode_pos'),
    lat: doublePrecision('lat'),
    long: doublePrecision('long'),
    status_tempat_tinggal: text('status_tempat_tinggal'),
    transportasi: text('transportasi'),
    jarak_tempuh: text('jarak_tempuh'),
    waktu_tempuh: text('waktu_tempuh'),
    biaya_dari: text('biaya_dari'),
    kebutuhan_khusus: text('kebutuhan_khusus'),
    kebutuhan_disabilitas: text('kebutuhan_disabilitas'),
    berat_badan: doublePrecision('berat_badan'),
    tinggi_badan: doublePrecision('tinggi_badan'),
    lingkar_kepala: doublePrecision('lingkar_kepala'),
    /** Multi-choice answers joined by ';'. */
    pendidikan_pra_sekolah: text('pendidikan_pra_sekolah'),
    imunisasi: text('imunisasi'),
    provinsi_id: text('provinsi_id').references(() => provinsi.id),
    kabkot_id: text('kabkot_id').references(() => kabkot.id),
    kecamatan_id: text('kecamatan_id').references(() => kecamatan.id),
    kelurahan_id: text('kelurahan_id').references(() => kelurahan.id),
    /** Storage key of the photo. */
    foto: text('foto'),
    /** 'Aktif', 'Lulus' or 'Keluar'. */
    status_siswa: text('status_siswa').notNull().default('Aktif'),
    akun_ditangguhkan: boolean('akun_ditangguhkan').notNull().default(false),
    alasan_akun_ditangguhkan: text('alasan_akun_ditangguhkan'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('siswa_nisn_uq').on(t.nisn), index('siswa_nama_idx').on(t.nama)],
);

/** A graduate. Internal alumni keep their student record (siswa_id); others have none. */
export const alumni = pgTable(
  'alumni',
  {
    id: serial('id').primaryKey(),
    siswa_id: integer('siswa_id').references(() => siswa.id),
    /** 'Alumni Internal' gets the full student-style layout; any other type the short one. */
    alumni_tipe: text('alumni_tipe').notNull(),
    nama: text('nama').notNull(),
    nik: text('nik'),
    /** Alumni membership card number, issued by the school: read-only for the alumnus. */
    no_kta: text('no_kta'),
    email: text('email'),
    jenis_kelamin: text('jenis_kelamin'),
    tempat_lahir: text('tempat_lahir'),
    tgl_lahir: date('tgl_lahir', { mode: 'string' }),
    provinsi_id: text('provinsi_id').references(() => provinsi.id),
    kabkot_id: text('kabkot_id').references(() => kabkot.id),
    kecamatan_id: text('kecamatan_id').references(() => kecamatan.id),
    kelurahan_id: text('kelurahan_id').references(() => kelurahan.id),
    alamat: text('alamat'),
    kode_pos: text('kode_pos'),
    no_telp: text('no_telp'),
    /** Storage key of the photo. */
    foto: text('foto'),
    tahun_masuk: integer('tahun_masuk'),
    tahun_lulus: integer('tahun_lulus'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A student graduates once: the year's turn run twice, or by two operators at once, finds the record it made.
  (t) => [
    uniqueIndex('alumni_siswa_uq')
      .on(t.siswa_id)
      .where(sql`${t.siswa_id} IS NOT NULL`),
  ],
);

/** What an alumnus does after graduating: one record each, filled by the alumnus. */
export const alumniTracing = pgTable('alumni_tracing', {
  id: serial('id').primaryKey(),
  alumni_id: integer('alumni_id')
    .notNull()
    .unique('alumni_tracing_alumni_uq')
    .references(() => alumni.id),
  /** Storage key of the diploma scan. */
  file_ijazah: text('file_ijazah'),
  no_telp: text('no_telp'),
  alamat_sekarang: text('alamat_sekarang'),
  kategori: text('kategori'),
  pendidikan_terakhir: text('pendidikan_terakhir'),
  pendidikan_instansi: text('pendidikan_instansi'),
  pekerjaan: text('pekerjaan'),
  pekerjaan_instansi: text('pekerjaan_instansi'),
  alamat_instansi: text('alamat_instansi'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How a student came to the school (Pendaftaran Masuk, kept by the student) and how they left
 * (Keterangan Keluar, kept by the school): one record per student.
 */
export const siswaAktivitasBelajar = pgTable('siswa_aktivitas_belajar', {
  id: serial('id').primaryKey(),
  siswa_id: integer('siswa_id')
    .notNull()
    .unique('siswa_aktivitas_belajar_siswa_uq')
    .references(() => siswa.id),
  jenis_pendaftaran: text('jenis_pendaftaran'),
  tgl_masuk: date('tgl_masuk', { mode: 'string' }),
  sekolah_asal: text('sekolah_asal'),
  jenjang_sekolah_asal: text('jenjang_sekolah_asal'),
  no_ijazah: text('no_ijazah'),
  tgl_ijazah: date('tgl_ijazah', { mode: 'string' }),
  alasan_keluar: text('alasan_keluar'),
  tgl_keluar: date('tgl_keluar', { mode: 'string' }),
  keterangan: text('keterangan'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
