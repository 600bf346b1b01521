import { z } from 'zod';
import { MSG } from '../messages.js';
import { optionalText, requiredText } from './fields.js';
import { optionalId, requiredId } from './period-filter.js';

/*
 * The academic setup of the staff side (/staf/pengaturan/akademik): school years and their
 * semesters, the active period, grade levels, majors, rooms, subjects and class groups.
 */

/** How many rows a reference list (majors, rooms, subjects) may hold: each is answered whole. */
export const REFERENCE_MAX = 500;
/** The school years a new one may start in. */
export const TAHUN_MIN = 2000;
export const TAHUN_MAX = 2100;
/** Grade levels are numbered 1 (the first) up to this. */
export const URUTAN_MAX = 20;
/** What the class group form offers for the curriculum; another may be typed. */
export const KURIKULUM_SARAN = ['Kurikulum Merdeka', 'Kurikulum 2013'] as const;

/** A whole number typed as digits or sent as a number. */
const toNumber = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : /^\d+$/.test(v.trim()) ? Number(v) : v) : v);
const wholeNumber = (min: number, max: number) => z.preprocess(toNumber, z.number().int(MSG.numberInvalid).min(min).max(max));
/** Left out or blank: null. */
const optionalWholeNumber = (min: number, max: number) => z.preprocess(toNumber, z.number().int(MSG.numberInvalid).min(min).max(max).nullable().default(null));

/** POST a school year: its two semesters (Ganjil, Genap) come with it. */
export const tahunAjaranBodySchema = z
  .object({
    thn_awal: wholeNumber(TAHUN_MIN, TAHUN_MAX).describe('The year it starts, e.g. 2026'),
    thn_akhir: wholeNumber(TAHUN_MIN + 1, TAHUN_MAX + 1).describe('The year after thn_awal'),
  })
  .superRefine((v, ctx) => {
    if (v.thn_akhir !== v.thn_awal + 1) ctx.addIssue({ code: 'custom', path: ['thn_akhir'], message: MSG.tahunAkhirNext });
  });
export type TahunAjaranBody = z.input<typeof tahunAjaranBodySchema>;

export const semesterRowSchema = z.object({
  id: z.number().int(),
  /** 'Ganjil' or 'Genap'. */
  tipe_semester: z.string(),
  is_active: z.boolean(),
});

export const tahunAjaranRowSchema = z.object({
  id: z.number().int(),
  thn_awal: z.number().int(),
  thn_akhir: z.number().int(),
  /** '2026/2027'. */
  nama: z.string(),
  is_active: z.boolean(),
  /** Whether class groups belong to it (a year with data is never deleted). */
  dipakai: z.boolean(),
  semester: z.array(semesterRowSchema),
});
export type TahunAjaranRow = z.infer<typeof tahunAjaranRowSchema>;

/** PUT: make a year and one of its semesters the active period. */
export const periodeAktifBodySchema = z.object({
  tahun_ajaran_id: requiredId(MSG.mustChoose),
  semester_id: requiredId(MSG.mustChoose),
});
/** The active school year and semester, as GET answers them (null before one is chosen). */
export const periodeAktifSchema = z.object({ tahun_ajaran_id: z.number().int(), semester_id: z.number().int() });
export type PeriodeAktif = z.infer<typeof periodeAktifSchema>;

/** Grade levels in promotion order: a class group of `urutan` n moves up to n + 1. */
export const tingkatBodySchema = z.object({
  nama: requiredText(MSG.mustFill, 50).describe("e.g. 'X'"),
  urutan: wholeNumber(1, URUTAN_MAX).describe('Promotion order, 1 for the first grade level'),
});
export const jurusanBodySchema = z.object({ nama: requiredText(MSG.mustFill, 100) });
export const ruanganBodySchema = z.object({ nama: requiredText(MSG.mustFill, 100), kapasitas: optionalWholeNumber(1, 1000).describe('Seats') });
export const mapelBodySchema = z.object({ nama: requiredText(MSG.mustFill, 100), singkatan: requiredText(MSG.mustFill, 20) });
export type TingkatBody = z.input<typeof tingkatBodySchema>;
export type JurusanBody = z.input<typeof jurusanBodySchema>;
export type RuanganBody = z.input<typeof ruanganBodySchema>;
export type MapelBody = z.input<typeof mapelBodySchema>;

/** Whether class groups (or, for a subject, timetables and teaching pairs) use the row: then it is not deleted. */
const dipakai = z.boolean();
export const tingkatRowSchema = z.object({ id: z.number().int(), nama: z.string(), urutan: z.number().int(), dipakai });
export const jurusanRowSchema = z.object({ id: z.number().int(), nama: z.string(), dipakai });
export const ruanganRowSchema = z.object({ id: z.number().int(), nama: z.string(), kapasitas: z.number().int().nullable(), dipakai });
export const mapelRowSchema = z.object({ id: z.number().int(), nama: z.string(), singkatan: z.string(), dipakai });
export type TingkatRow = z.infer<typeof tingkatRowSchema>;
export type JurusanRow = z.infer<typeof jurusanRowSchema>;
export type RuanganRow = z.infer<typeof ruanganRowSchema>;
export type MapelRow = z.infer<typeof mapelRowSchema>;

/**
 * A class group. Its grade level, major and room are named as the portal shows them (the
 * reference rows' names); the wali kelas and guru BK are GTK ids.
 */
export const rombelBodySchema = z.object({
  nama: requiredText(MSG.mustFill, 50).describe("e.g. 'X IPA 1'"),
  tingkatan_kelas: requiredText(MSG.mustChoose, 50).describe('A grade level’s nama'),
  jurusan_nama: optionalText(100).describe('A major’s nama, or null'),
  ruangan_nama: optionalText(100).describe('A room’s nama, or null'),
  kurikulum_nama: requiredText(MSG.mustFill, 100),
  wali_gtk_id: optionalId().nullable().describe('The homeroom teacher (a GTK id): their account reaches this class group'),
  guru_bk_gtk_id: optionalId().nullable().describe('The counsellor (a GTK id)'),
});
/** A new class group names its school year; an existing one stays in its year. */
export const rombelCreateBodySchema = rombelBodySchema.extend({ tahun_ajaran_id: requiredId(MSG.mustChoose) });
export type RombelBody = z.input<typeof rombelBodySchema>;
export type RombelCreateBody = z.input<typeof rombelCreateBodySchema>;

export const rombelFilterSchema = z
  .object({
    tahun_ajaran_id: optionalId().describe('One school year; the active one when left out'),
    tingkatan_kelas: z.string().max(50).optional().describe('One grade level'),
  })
  .optional()
  .default({});

export const rombelRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int(),
  tahun_ajaran_id: z.number().int(),
  nama: z.string(),
  tingkatan_kelas: z.string(),
  jurusan_nama: z.string().nullable(),
  ruangan_nama: z.string().nullable(),
  kurikulum_nama: z.string(),
  wali_gtk_id: z.number().int().nullable(),
  wali_nama: z.string().nullable(),
  guru_bk_gtk_id: z.number().int().nullable(),
  guru_bk_nama: z.string().nullable(),
  jumlah_siswa: z.number().int(),
});
export type RombelRow = z.infer<typeof rombelRowSchema>;

/** The active GTK a class group's wali kelas and guru BK are chosen from. */
export const gtkPilihanSchema = z.array(z.object({ id: z.number().int(), nama: z.string() }));
