import { z } from 'zod';
import { MSG } from '../messages.js';
import { optionalId, requiredId } from './period-filter.js';

/**
 * Subject grades (spec 02 sections 2, 3 and 5): the grades of the caller's student (a
 * guardian's ward) per subject of one semester, the class group's header, and the summative
 * assessments of one subject. Grades are numbers with up to 2 decimals; the web shows 2.
 */

/**
 * The grades filter: a school year and one of its semesters, both or neither. Neither means
 * the active year and semester; one without the other is refused with the spec's message.
 */
export const nilaiFilterSchema = z
  .object({
    tahun_ajaran_id: optionalId().describe('The school year; with semester_id, or neither for the active period'),
    semester_id: optionalId().describe("One of the school year's semesters"),
  })
  .superRefine((f, ctx) => {
    if ((f.tahun_ajaran_id === undefined) === (f.semester_id === undefined)) return;
    ctx.addIssue({ code: 'custom', path: [f.tahun_ajaran_id === undefined ? 'tahun_ajaran_id' : 'semester_id'], message: MSG.choosePeriodFirst });
  });
export type NilaiFilter = z.output<typeof nilaiFilterSchema>;

const grade = (description: string) => z.number().nullable().describe(`${description}; null when not graded yet`);

/** One subject of the semester with the student's grades (spec 02 section 3, Subject grade). */
export const nilaiRowSchema = z.object({
  id: z.number().int().describe('The subject of the class group in the semester (pembelajaran)'),
  mapel_singkatan: z.string(),
  mapel_nama: z.string(),
  mapel_gtk: z.string().nullable().describe("The subject teacher's name with titles"),
  sumatif_nilai: grade("The mean of the student's summative grades, to 2 decimals"),
  pas_nilai: grade('The end-of-semester test (PAS/PAT)'),
  rapor_nilai: grade('The report grade'),
  capaian_kompetensi: z.string().nullable().describe('The competence achieved, in words'),
  tahun_ajaran_id: z.number().int(),
  semester_id: z.number().int(),
  rombel_id: z.number().int(),
  mapel_id: z.number().int(),
});
export type NilaiRow = z.infer<typeof nilaiRowSchema>;

/** GET penilaian/siswa/rombel/{tahun_ajaran_id}/{semester_id}: the student's class group that year. */
export const nilaiHeaderSchema = z.object({
  rombel_nama: z.string(),
  wali_rombel: z.string().nullable().describe("The homeroom teacher's name with titles"),
  kurikulum_nama: z.string(),
});
export type NilaiHeader = z.infer<typeof nilaiHeaderSchema>;

/** The summative detail's filter: the subject of a class group in a semester, each part required. */
export const sumatifFilterSchema = z.object({
  tahun_ajaran_id: requiredId(MSG.mustChoose),
  semester_id: requiredId(MSG.mustChoose),
  rombel_id: requiredId(MSG.mustChoose),
  mapel_id: requiredId(MSG.mustChoose),
});
export type SumatifFilter = z.output<typeof sumatifFilterSchema>;

/** One summative assessment of the subject with the student's grade (spec 02 section 3, Sumatif grade). */
export const sumatifRowSchema = z.object({
  id: z.number().int(),
  rownum: z.number().int().describe('The row number in the whole list'),
  sumatif_nama: z.string(),
  sumatif_materi: z.string().nullable().describe('The material the assessment covers'),
  nilai: grade("The student's grade"),
});
export type SumatifRow = z.infer<typeof sumatifRowSchema>;
