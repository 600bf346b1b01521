import { z } from 'zod';
import { MSG } from '../messages.js';
import { MEDIA_TIPE } from './bk.js';
import { isoDate, optionalText, requiredText } from './fields.js';
import { JENIS_PENEGAK, nilaiSchema } from './kegiatan.js';

/**
 * The staff side's activities (spec/03-staff.md, screen 11): extracurricular groups with their
 * members and semester scores, scouting records and the media galleries. The kesiswaan keeps
 * them, the head reads them; the portal's pages show what is kept here.
 */

const id = z.number({ error: MSG.mustFill }).int().positive().max(2_147_483_647);
const optionalId = z.preprocess((v) => (v === '' || v === undefined ? null : v), id.nullable());

// Extracurricular groups

/** POST/PUT /staf/kegiatan/ekstrakurikuler: a group and its coach (a GTK). */
export const ekskulBodySchema = z.object({
  nama: requiredText(MSG.mustFill, 100),
  pembina_gtk_id: optionalId.describe('The coach, a GTK; null when none'),
});
export type EkskulBody = z.input<typeof ekskulBodySchema>;

export const ekskulRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int(),
  nama: z.string(),
  pembina_gtk_id: z.number().int().nullable(),
  pembina: z.string().nullable().describe("The coach's name with titles"),
  anggota: z.number().int().describe('Members in the active school year'),
  dipakai: z.boolean().describe('Whether any year has members or scores: then a delete is refused'),
});
export type EkskulRow = z.infer<typeof ekskulRowSchema>;

/** The members' list: one group's members of the active year, optionally one class group's. */
export const anggotaFilterSchema = z.object({
  ekstrakurikuler_id: id.describe('The group'),
  rombel_id: id.optional(),
});

export const anggotaRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int().describe('The membership (ekstrakurikuler_siswa)'),
  siswa_id: z.number().int(),
  nama: z.string(),
  nisn: z.string(),
  rombel_nama: z.string().nullable(),
  nilai_semester_ganjil: z.number().nullable(),
  nilai_semester_genap: z.number().nullable(),
});
export type AnggotaRow = z.infer<typeof anggotaRowSchema>;

/** The most students added to a group in one request (a class group of 40 fits). */
export const ANGGOTA_MAX = 100;

/** POST /staf/kegiatan/ekstrakurikuler/:id/anggota: students of the active year, added at once. */
export const anggotaTambahSchema = z.object({
  siswa_ids: z
    .array(id)
    .min(1, MSG.ekskulPilihSiswa)
    .max(ANGGOTA_MAX, MSG.ekskulSiswaMax(ANGGOTA_MAX))
    .refine((ids) => new Set(ids).size === ids.length, MSG.tahunBaruSiswaGanda),
});
export type AnggotaTambahBody = z.input<typeof anggotaTambahSchema>;
export const anggotaTambahResultSchema = z.object({
  ditambah: z.number().int().describe('Students added'),
  sudah: z.number().int().describe('Students already members, left as they were'),
});

/** PUT /staf/kegiatan/ekstrakurikuler/:id/nilai: the grid's scores, one entry per membership. */
export const nilaiGridSchema = z.object({
  nilai: z
    .array(
      z.object({
        id,
        nilai_semester_ganjil: nilaiSchema.describe('0–100, at most 2 decimals; blank or null clears it'),
        nilai_semester_genap: nilaiSchema.describe('0–100, at most 2 decimals; blank or null clears it'),
      }),
    )
    .min(1, MSG.ekskulPilihSiswa)
    .max(500),
});
export type NilaiGridBody = z.input<typeof nilaiGridSchema>;

/** The pickers of the activity forms: active GTK (coaches). */
export const kegiatanPilihanSchema = z.object({
  gtk: z.array(z.object({ id: z.number().int(), nama: z.string() })),
});
export type KegiatanPilihan = z.infer<typeof kegiatanPilihanSchema>;

// Scouting

/** POST/PUT /staf/kegiatan/pramuka: a skill a student of the active year passed. */
export const pramukaBodySchema = z.object({
  siswa_id: id.describe('A student of the active school year'),
  uraian_kecakapan: requiredText(MSG.mustFill, 500),
  jenis_penegak: z.enum(JENIS_PENEGAK, { error: MSG.optionInvalid }),
  tgl_lulus: isoDate(MSG.mustFill),
  pembina_gtk_id: optionalId.describe('The coach who signed it off'),
});
export type PramukaBody = z.input<typeof pramukaBodySchema>;

export const pramukaStafFilterSchema = z
  .object({
    rombel_id: id.optional(),
    jenis_penegak: z.enum(JENIS_PENEGAK, { error: MSG.optionInvalid }).optional(),
  })
  .optional()
  .default({});

export const pramukaStafRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int(),
  siswa_id: z.number().int(),
  nama: z.string(),
  nisn: z.string(),
  rombel_id: z.number().int().nullable(),
  rombel_nama: z.string().nullable(),
  uraian_kecakapan: z.string(),
  jenis_penegak: z.enum(JENIS_PENEGAK),
  tgl_lulus: z.string().describe('YYYY-MM-DD'),
  pembina_gtk_id: z.number().int().nullable(),
  pembina: z.string().nullable(),
});
export type PramukaStafRow = z.infer<typeof pramukaStafRowSchema>;

// Media galleries

/** The most photos one upload form sends (each its own request through the photo pipeline). */
export const MEDIA_FOTO_MAX = 10;

const link = optionalText(500).refine((v) => v == null || /^https?:\/\/\S+$/i.test(v), MSG.mediaLinkHttp);

/** PUT /staf/kegiatan/media/:id: what a gallery item says (its photo stays). */
export const mediaBodySchema = z.object({
  nama: requiredText(MSG.mustFill, 200),
  tipe: z.enum(MEDIA_TIPE, { error: MSG.optionInvalid }),
  link: link.describe('The page the item opens (PTN and Kedinasan); http(s) only'),
});
export type MediaBody = z.input<typeof mediaBodySchema>;

/** POST /staf/kegiatan/media: one new item with its photo (JPG or PNG, at most 2 MB), unpublished. */
export const mediaCreateSchema = mediaBodySchema.extend({
  foto: z.string({ error: MSG.mediaFotoWajib }).min(1, MSG.mediaFotoWajib).max(3_000_000, MSG.imageTooLarge).describe('The photo as base64 (JPG or PNG)'),
});
export type MediaCreateBody = z.input<typeof mediaCreateSchema>;

/** PUT /staf/kegiatan/media/:id/terbit: publish (true) or unpublish (false). */
export const mediaTerbitSchema = z.object({ terbit: z.boolean({ error: MSG.optionInvalid }) });

export const MEDIA_STATUS = ['Terbit', 'Draf'] as const;
export const mediaStafFilterSchema = z
  .object({
    tipe: z.enum(MEDIA_TIPE, { error: MSG.optionInvalid }).optional(),
    status: z.enum(MEDIA_STATUS, { error: MSG.optionInvalid }).optional(),
  })
  .optional()
  .default({});

export const mediaStafRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int(),
  nama: z.string(),
  tipe: z.enum(MEDIA_TIPE),
  link: z.string().nullable(),
  file: z.string().nullable().describe('Signed path of the photo after main_path, or null'),
  main_path: z.string(),
  is_published: z.boolean(),
});
export type MediaStafRow = z.infer<typeof mediaStafRowSchema>;
