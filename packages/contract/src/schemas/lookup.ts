import { z } from 'zod';

/** GET tahun-ajaran/tahun: every school year, newest first, with which one is active. */
export const tahunAjaranOptionSchema = z.object({
  id: z.number().int(),
  thn_awal: z.number().int(),
  thn_akhir: z.number().int(),
  nama: z.string().describe("'2026/2027'"),
  is_active: z.boolean(),
});
export type TahunAjaranOption = z.infer<typeof tahunAjaranOptionSchema>;

/** GET tahun-ajaran/semester/{id}: the year's semesters. */
export const semesterOptionSchema = z.object({
  id: z.number().int(),
  tipe_semester: z.string().describe("'Ganjil' or 'Genap'"),
  is_active: z.boolean(),
});
export type SemesterOption = z.infer<typeof semesterOptionSchema>;

/** GET rombel/dropdown/{tahunAjaranId}/{semesterId}: class groups the caller may filter by. */
export const rombelOptionSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  tingkatan_kelas: z.string(),
});
export type RombelOption = z.infer<typeof rombelOptionSchema>;

/** GET rombel, GET rombel/{id} and the rows of POST rombel/dropdown: a class group of the caller's student. */
export const rombelDetailSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  tingkatan_kelas: z.string(),
  jurusan_nama: z.string().nullable(),
  tahun_ajaran_id: z.number().int(),
  tahun_ajaran: z.string().describe("'2026/2027'"),
});
export type RombelDetail = z.infer<typeof rombelDetailSchema>;

/** POST rombel/dropdown: the spec sends page 1 of 10 with an empty search and sorting, and no filter. */
export const rombelFilterSchema = z.object({}).optional();
