import { z } from 'zod';
import { MSG } from '../messages.js';
import { idSchema } from '../params.js';
import { optionalText, requiredText } from './fields.js';
import { nilaiSchema } from './kegiatan.js';
import { optionalId, requiredId } from './period-filter.js';

/**
 * The teacher's grade book (/staf/nilai, spec/03-staff.md screen 13; docs/decisions/0053): per
 * subject × class group × semester (a pembelajaran), the summative assessments' grades, the
 * end-of-semester test (PAS), the report grade and the competence in words.
 */

import { CAPAIAN_MAX, NILAI_PENILAIAN_MAX, NILAI_SEL_MAX, NILAI_SISWA_MAX, PENILAIAN_MATERI_MAX, PENILAIAN_NAMA_MAX } from './staf-nilai-limits.js';

export { CAPAIAN_MAX, NILAI_PENILAIAN_MAX, NILAI_SEL_MAX, NILAI_SISWA_MAX, PENILAIAN_MATERI_MAX, PENILAIAN_NAMA_MAX };

/** The teaching pairs' list: a semester (the active one when left out). */
export const nilaiPembelajaranFilterSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ semester_id: optionalId().describe('The semester; the active one when left out') }),
);

/** The semesters the page offers, newest first; the active one marked. */
export const nilaiSemesterSchema = z.array(z.object({ id: z.number().int(), nama: z.string().describe("'Ganjil 2026/2027'"), aktif: z.boolean() }));

/** One teaching pair (subject × class group × semester) the caller reaches. Search: subject, class group. */
export const nilaiPembelajaranRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int().describe('The pembelajaran'),
  mapel_nama: z.string(),
  rombel_id: z.number().int(),
  rombel_nama: z.string(),
  semester_id: z.number().int(),
  guru_nama: z.string().nullable().describe('The subject teacher with titles'),
  jumlah_siswa: z.number().int(),
  jumlah_penilaian: z.number().int().describe('Summative assessments'),
  final: z.boolean().describe("Whether the class group's semester is finalised (its grades locked)"),
});
export type NilaiPembelajaranRow = z.infer<typeof nilaiPembelajaranRowSchema>;

/** A summative cell: one student's grade in one assessment; null clears it. */
export const nilaiSumatifCellSchema = z.object({
  penilaian_sumatif_id: idSchema,
  siswa_id: idSchema,
  nilai: nilaiSchema.describe('0–100, at most 2 decimals (a decimal comma is accepted); null or blank clears it'),
});
export type NilaiSumatifCell = z.input<typeof nilaiSumatifCellSchema>;

/** A student's report row: a field left out stays as it is; null clears it. */
export const nilaiRaporCellSchema = z.object({
  siswa_id: idSchema,
  pas_nilai: nilaiSchema.optional().describe('End-of-semester test (PAS/PAT), 0–100'),
  rapor_nilai: nilaiSchema.optional().describe('Report grade, 0–100'),
  capaian_kompetensi: optionalText(CAPAIAN_MAX).describe('The competence achieved, in words'),
});
export type NilaiRaporCell = z.input<typeof nilaiRaporCellSchema>;

/**
 * PUT /staf/nilai/:id: the changed cells of the grid, up to the whole of it, in one transaction.
 * What GET /staf/nilai/:id answers is accepted unchanged (and changes nothing).
 */
export const nilaiSimpanBodySchema = z.object({
  nilai_sumatif: z.array(nilaiSumatifCellSchema).max(NILAI_SEL_MAX).default([]),
  nilai_rapor: z.array(nilaiRaporCellSchema).max(NILAI_SISWA_MAX).default([]),
});
export type NilaiSimpanBody = z.input<typeof nilaiSimpanBodySchema>;

export const nilaiPenilaianSchema = z.object({
  id: z.number().int(),
  pembelajaran_id: z.number().int(),
  nama: z.string(),
  materi: z.string().nullable(),
  terisi: z.number().int().describe('How many students have a grade in it'),
});
export type NilaiPenilaian = z.infer<typeof nilaiPenilaianSchema>;

export const nilaiSiswaSchema = z.object({
  siswa_id: z.number().int(),
  nama: z.string(),
  nisn: z.string().nullable(),
  sumatif_rerata: z.number().nullable().describe("The mean of the student's summative grades, to 2 decimals, as the portal shows it"),
});
export type NilaiSiswa = z.infer<typeof nilaiSiswaSchema>;

/** GET /staf/nilai/:id: the grid of one teaching pair. */
export const nilaiGridSchema = z.object({
  id: z.number().int(),
  mapel_nama: z.string(),
  rombel_id: z.number().int(),
  rombel_nama: z.string(),
  semester_id: z.number().int(),
  semester_nama: z.string(),
  guru_nama: z.string().nullable(),
  final: z
    .object({ oleh: z.string().nullable(), pada: z.string() })
    .nullable()
    .describe("The class group's semester finalised: by whom and when; null while open"),
  boleh_ubah: z.boolean().describe('Whether the caller may write these grades now (their subject, not finalised)'),
  boleh_final: z.boolean().describe("Whether the caller may finalise or reopen the class group's semester"),
  penilaian: z.array(nilaiPenilaianSchema),
  siswa: z.array(nilaiSiswaSchema),
  nilai_sumatif: z.array(z.object({ penilaian_sumatif_id: z.number().int(), siswa_id: z.number().int(), nilai: z.number() })),
  nilai_rapor: z.array(
    z.object({ siswa_id: z.number().int(), pas_nilai: z.number().nullable(), rapor_nilai: z.number().nullable(), capaian_kompetensi: z.string().nullable() }),
  ),
});
export type NilaiGrid = z.infer<typeof nilaiGridSchema>;

/** What a save answers: how many cells changed, and the grid as it now stands. */
export const nilaiSimpanResultSchema = z.object({ diubah: z.number().int(), grid: nilaiGridSchema });
export type NilaiSimpanResult = z.infer<typeof nilaiSimpanResultSchema>;

/** POST /staf/nilai/:id/penilaian and PUT /staf/nilai/penilaian/:id: an assessment's name and material. */
export const nilaiPenilaianBodySchema = z.object({
  nama: requiredText(MSG.required, PENILAIAN_NAMA_MAX).describe("e.g. 'Sumatif Lingkup Materi 4'"),
  materi: optionalText(PENILAIAN_MATERI_MAX).describe('The material it covers'),
});
export type NilaiPenilaianBody = z.input<typeof nilaiPenilaianBodySchema>;

/** POST /staf/nilai/final: finalise (final true) or reopen (final false, with a reason) a class group's semester. */
export const nilaiFinalBodySchema = z
  .object({
    rombel_id: requiredId(MSG.chooseOne),
    semester_id: requiredId(MSG.chooseOne),
    final: z.boolean(),
    alasan: optionalText(255).describe('Why it is reopened (required then)'),
  })
  .superRefine((v, ctx) => {
    if (!v.final && !v.alasan) ctx.addIssue({ code: 'custom', path: ['alasan'], message: MSG.nilaiAlasanBuka });
  });
export type NilaiFinalBody = z.input<typeof nilaiFinalBodySchema>;

export const nilaiFinalResultSchema = z.object({
  rombel_id: z.number().int(),
  semester_id: z.number().int(),
  final: z.boolean(),
});
