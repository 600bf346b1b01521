import { z } from 'zod';
import { MSG } from '../messages.js';
import { isoDate, requiredText, upload } from './fields.js';
import { blankToUndefined as blank, periodFilterShape, periodInOrder, requiredId } from './period-filter.js';
import { logActivitySchema } from './siswa-tab.js';

/** Permit statuses (spec 02 sections 4 and 9). */
export const PERIZINAN_STATUS = ['DRAFT', 'DIAJUKAN', 'DISETUJUI', 'DITOLAK', 'AUTO APPROVAL'] as const;
export type PerizinanStatus = (typeof PERIZINAN_STATUS)[number];
export const perizinanStatusSchema = z.enum(PERIZINAN_STATUS);

/** The one kind of permit holder this portal serves. */
export const PERIZINAN_TIPE_SISWA = 'siswa';

/** The permit form's fields. The spec also lists siswa_id, rombel_id, tahun_ajaran_id and semester_id: the server sets those and ignores any sent. */
const bodyShape = {
  perizinan_jenis_id: requiredId(MSG.permitJenisRequired).describe('A permit kind of tipe siswa'),
  tgl_awal: isoDate(MSG.permitTanggalRequired).describe('First day of leave, YYYY-MM-DD'),
  tgl_akhir: isoDate(MSG.permitTanggalRequired).describe('Last day of leave, YYYY-MM-DD, not before tgl_awal'),
  keterangan: requiredText(MSG.permitKeteranganRequired, 1000),
};

const datesInOrder = (b: { tgl_awal: string; tgl_akhir: string }, ctx: z.RefinementCtx) => {
  if (b.tgl_akhir < b.tgl_awal) ctx.addIssue({ code: 'custom', path: ['tgl_akhir'], message: MSG.permitDateOrder });
};

/**
 * POST perizinan/siswa: the letter is required, a PDF under 2 MB as base64. The spec names
 * 'PDF only' beside a hint naming JPG, PNG and PDF; the portal takes PDF only and answers
 * other kinds with the spec's upload message.
 */
export const perizinanCreateSchema = z
  .object({
    ...bodyShape,
    file: z.preprocess(blank, z.string({ error: MSG.permitFileRequired }).max(3_000_000, MSG.fileTooLarge)).describe('The letter: a PDF under 2 MB, base64'),
  })
  .superRefine(datesInOrder);
export type PerizinanCreateBody = z.input<typeof perizinanCreateSchema>;

/** PUT perizinan/siswa/{id}: the same form; without a file the stored letter is kept. */
export const perizinanUpdateSchema = z
  .object({
    ...bodyShape,
    file: upload(MSG.fileTooLarge, 'A new letter (PDF, base64); absent, empty, null or the signed link keeps the stored one'),
  })
  .superRefine(datesInOrder);
export type PerizinanUpdateBody = z.input<typeof perizinanUpdateSchema>;

/** PUT perizinan/siswa/status/{id}: the status asked for; the server decides whether the change is allowed. */
export const perizinanStatusBodySchema = z.object({
  status: z
    .enum(PERIZINAN_STATUS, { error: MSG.chooseStatusFirst })
    .describe('DIAJUKAN to submit a draft; DISETUJUI or DITOLAK to decide on a submitted permit'),
});
export type PerizinanStatusBody = z.input<typeof perizinanStatusBodySchema>;

/** One permit in the list (spec 02 section 3), with its letter's signed link and LogActivity. */
export const perizinanRowSchema = z.object({
  id: z.number().int(),
  nama: z.string().describe("The student's name"),
  tahun_ajaran: z.string().describe('School year, e.g. 2026/2027'),
  tipe_semester: z.string().describe('Ganjil or Genap'),
  rombel_nama: z.string().nullable(),
  perizinan_jenis_id: z.number().int(),
  perizinan_jenis_nama: z.string(),
  tgl_awal: z.string().describe('YYYY-MM-DD'),
  tgl_akhir: z.string().describe('YYYY-MM-DD'),
  keterangan: z.string(),
  file: z.string().nullable().describe('Signed path of the letter after main_path'),
  main_path: z.string(),
  status: perizinanStatusSchema,
  created_by: z.string().nullable().describe('Name of the account that filed it'),
  created_at: z.string().describe('ISO 8601'),
  approved_at: z.string().nullable().describe('ISO 8601: when it was approved or rejected'),
  approved_by: z.string().nullable().describe('Name of the account that approved or rejected it; null for AUTO APPROVAL'),
  alasan_tolak: z.string().nullable().describe("Why it was refused (DITOLAK by the school's staff); null otherwise"),
  log_activity: logActivitySchema,
});
export type PerizinanRow = z.infer<typeof perizinanRowSchema>;

/** Filters of the permit list; the period keeps permits whose days overlap it. */
export const perizinanFilterSchema = z
  .object({ ...periodFilterShape, status: z.preprocess(blank, perizinanStatusSchema.optional()) })
  .superRefine(periodInOrder);
export type PerizinanFilter = z.input<typeof perizinanFilterSchema>;

/** A permit kind (spec 02 section 3), with whether its permits wait for approval and its date limits. */
export const perizinanJenisRowSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  inisial: z.string().nullable(),
  tipe: z.string(),
  butuh_persetujuan: z.boolean().describe('False: a submitted permit of this kind is approved at once (AUTO APPROVAL)'),
  maks_hari: z.number().int().describe('Longest permit of this kind in days, first and last day included'),
  tenggang_hari: z.number().int().describe("Days before today that a student's permit of this kind may start"),
});
export type PerizinanJenisRow = z.infer<typeof perizinanJenisRowSchema>;

/** Filters of the kinds' table: the kinds for students (the spec filters tipe siswa). */
export const perizinanJenisFilterSchema = z
  .object({ tipe: z.preprocess(blank, z.literal(PERIZINAN_TIPE_SISWA, { error: MSG.optionInvalid }).optional()) })
  .optional()
  .default({});
