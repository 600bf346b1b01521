import { z } from 'zod';
import { MSG } from '../messages.js';
import { isoDate, optionalText, requiredText, upload } from './fields.js';
import { BIDANG_KONSELING, LAPORAN_TIPE } from './bk.js';
import { konsultasiBodySchema } from './konsultasi.js';
import { blankToUndefined, optionalId, requiredId } from './period-filter.js';

/**
 * The counsellor's page (/staf/bk, spec/03-staff.md screen 10): the students' test results that
 * the portal's Hasil Tes shows, and the counsellor's own records of counselling sessions (with a
 * student, tipe 'Siswa'; with the student's parents, tipe 'Orang Tua'), which the portal's
 * Laporan Konseling counts by field.
 */

/** What the form offers for a test's category; another may be typed. */
export const KATEGORI_TES_SARAN = [
  'Angket Kebutuhan Peserta Didik',
  'Tes Gaya Belajar',
  'Tes Minat dan Bakat',
  'Tes Kecerdasan Majemuk',
  'Tes Kepribadian',
  'Tes IQ',
] as const;

/** GET /staf/bk/siswa?q=: the student picker (name or NISN, the active year's students). */
export const bkSiswaQuerySchema = z.object({ q: z.string().max(100, MSG.maxChars(100)).optional().default('') });
export const bkSiswaOptionSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  nisn: z.string(),
  rombel_id: z.number().int(),
  rombel_nama: z.string(),
});
export type BkSiswaOption = z.infer<typeof bkSiswaOptionSchema>;

/** GET /staf/bk/topik: the topics with the field of counselling each belongs to. */
export const bkTopikSchema = z.object({ id: z.number().int(), nama: z.string(), bidang: z.enum(BIDANG_KONSELING) });
export type BkTopik = z.infer<typeof bkTopikSchema>;

/** Both lists' filters: a class group of the active year; the records' list also a tipe. */
export const hasilTesStafFilterSchema = z
  .object({
    rombel_id: optionalId().describe('A class group of the active year'),
    kategori_tes: z.preprocess(blankToUndefined, z.string().max(100, MSG.maxChars(100)).optional()),
  })
  .optional()
  .default({});

/** POST /staf/bk/hasil-tes and PUT /staf/bk/hasil-tes/{id}: one test result of a student. */
export const hasilTesStafBodySchema = z.object({
  siswa_id: requiredId(MSG.chooseSiswaFirst).describe('A student of the active year'),
  tgl: isoDate(MSG.mustFill).describe('YYYY-MM-DD, not after today'),
  kategori_tes: requiredText(MSG.mustFill, 100).describe("e.g. 'Tes Minat dan Bakat'"),
  keterangan: optionalText(500).describe('What the portal shows in the Keterangan column'),
  hasil: optionalText(2000).describe('The result in words: a score, a type or a recommendation'),
  file: upload(MSG.fileTooLarge, 'The documentation (PDF, JPG or PNG under 2 MB, base64); absent, empty, null or the signed link keeps the stored one'),
});
export type HasilTesStafBody = z.input<typeof hasilTesStafBodySchema>;

export const hasilTesStafRowSchema = z.object({
  id: z.number().int(),
  rownum: z.number().int(),
  siswa_id: z.number().int(),
  siswa_nama: z.string(),
  nisn: z.string(),
  rombel_id: z.number().int().nullable(),
  rombel_nama: z.string().nullable(),
  tgl: z.string().describe('YYYY-MM-DD'),
  kategori_tes: z.string(),
  keterangan: z.string().nullable(),
  hasil: z.string().nullable(),
  dokumen: z.string().nullable().describe('Signed path of the documentation after main_path, or null'),
  main_path: z.string(),
  penguji: z.string().nullable().describe("The examiner's name with titles"),
});
export type HasilTesStafRow = z.infer<typeof hasilTesStafRowSchema>;

export const catatanFilterSchema = z
  .object({
    rombel_id: optionalId().describe('A class group of the active year'),
    tipe: z.preprocess(blankToUndefined, z.enum(LAPORAN_TIPE, { error: MSG.optionInvalid }).optional()),
  })
  .optional()
  .default({});

/**
 * POST /staf/bk/catatan and PUT /staf/bk/catatan/{id}: a counselling session held, recorded as
 * closed (Selesai). The consultation's rules: a date not after today, a topic, the notes.
 */
export const catatanBodySchema = konsultasiBodySchema.extend({
  siswa_id: requiredId(MSG.chooseSiswaFirst).describe('A student of the active year'),
  tipe: z.enum(LAPORAN_TIPE, { error: MSG.optionInvalid }).describe("'Siswa': with the student; 'Orang Tua': with the student's parents"),
  tanggapan: optionalText(2000).describe('Follow-up agreed (tindak lanjut)'),
});
export type CatatanBody = z.input<typeof catatanBodySchema>;

export const catatanRowSchema = z.object({
  id: z.number().int(),
  rownum: z.number().int(),
  siswa_id: z.number().int(),
  siswa_nama: z.string(),
  nisn: z.string(),
  rombel_id: z.number().int().nullable(),
  rombel_nama: z.string().nullable(),
  tipe: z.enum(LAPORAN_TIPE),
  tgl: z.string().describe('YYYY-MM-DD'),
  topik_id: z.number().int(),
  topik_nama: z.string(),
  bidang: z.enum(BIDANG_KONSELING),
  uraian: z.string().nullable(),
  tanggapan: z.string().nullable(),
  guru_bk: z.string().nullable().describe("The counsellor's name with titles"),
});
export type CatatanRow = z.infer<typeof catatanRowSchema>;
