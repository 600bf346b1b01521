import { z } from 'zod';
import { optionalId } from './period-filter.js';

/**
 * A student's violation and award history (spec 02 sections 2 and 3): the student header of
 * one class group and the rows of `.../table-riwayat/{siswa}`.
 */

/** The student of one class group, at the head of a history page (violations, awards, test results). */
export const siswaRombelHeaderSchema = z.object({
  nisn: z.string(),
  nama: z.string(),
  jenis_kelamin: z.string(),
  rombel_nama: z.string(),
});
export type SiswaRombelHeader = z.infer<typeof siswaRombelHeaderSchema>;

/** GET pelanggaran-siswa/table-header/{siswa}/{rombel}. */
export const pelanggaranHeaderSchema = siswaRombelHeaderSchema.extend({
  total_poin: z.number().int().describe("Points of the student's violations in the class group's school year"),
});
export type PelanggaranHeader = z.infer<typeof pelanggaranHeaderSchema>;

/** GET penghargaan-siswa/table-header/{siswa}/{rombel}: the same header, and the year's stars. */
export const penghargaanHeaderSchema = pelanggaranHeaderSchema.extend({
  total_bintang: z.number().int().describe("Stars of the student's awards in the class group's school year"),
});
export type PenghargaanHeader = z.infer<typeof penghargaanHeaderSchema>;

/** Both histories narrow to a school year or a class group; without a filter, every year. */
export const riwayatFilterSchema = z.object({
  tahun_ajaran_id: optionalId().describe('Only this school year'),
  rombel_id: optionalId().describe('Only this class group'),
});
export type RiwayatFilter = z.output<typeof riwayatFilterSchema>;

/** POST pelanggaran-siswa/table-riwayat/{siswa}: sort fields tgl, poin and id. */
export const pelanggaranRiwayatRowSchema = z.object({
  id: z.number().int(),
  rownum: z.number().int().describe('The row number in the whole list'),
  tgl: z.string().describe('YYYY-MM-DD'),
  kode: z.string(),
  pelanggaran: z.string(),
  poin: z.number().int(),
  file: z.string().nullable().describe('Signed path of the documentation after main_path, or null'),
  main_path: z.string(),
});
export type PelanggaranRiwayatRow = z.infer<typeof pelanggaranRiwayatRowSchema>;

/** POST penghargaan-siswa/table-riwayat/{siswa}: sort fields tgl, bintang and id. */
export const penghargaanRiwayatRowSchema = z.object({
  id: z.number().int(),
  rownum: z.number().int().describe('The row number in the whole list'),
  tgl: z.string().describe('YYYY-MM-DD'),
  kode: z.string(),
  kriteria: z.string(),
  bintang: z.number().int(),
  keterangan: z.string().nullable(),
});
export type PenghargaanRiwayatRow = z.infer<typeof penghargaanRiwayatRowSchema>;
