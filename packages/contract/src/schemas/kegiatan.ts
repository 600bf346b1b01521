import { z } from 'zod';
import { MSG } from '../messages.js';
import { JENIS_AGENDA, STATUS_ABSENSI } from '../options.js';
import { isoDate } from './fields.js';
import { riwayatFilterSchema } from './kesiswaan.js';
import { blankToUndefined, periodInOrder } from './period-filter.js';

/**
 * Extracurricular and scouting records and the school calendar (spec 02 sections 2, 3 and 7):
 * the records are the caller's own student's (or ward's); the calendar is the school's.
 */

/**
 * POST kaldik-kegiatan/ekstrakurikuler/siswa/table and .../pramuka/siswa/table: the filters,
 * optionally a school year (or a class group), as the student's histories have.
 */
export const kegiatanFilterSchema = riwayatFilterSchema.optional().default({});

/** One extracurricular record (spec 02 section 3). Search: the activity and its coach; sort field id ('Tanggal Pembuatan'). */
export const ekstrakurikulerRowSchema = z.object({
  id: z.number().int(),
  nama_lengkap: z.string().nullable().describe("The activity's coach with titles; null when it has none"),
  rombel_nama: z.string().nullable().describe('The class group of the student that year; null when none'),
  ekstrakurikuler_nama: z.string(),
  nilai_semester_ganjil: z.number().nullable().describe('0–100, two decimals; null until entered'),
  nilai_semester_genap: z.number().nullable().describe('0–100, two decimals; null until entered'),
  tahun_ajaran: z.string().describe('School year, e.g. 2026/2027'),
});
export type EkstrakurikulerRow = z.infer<typeof ekstrakurikulerRowSchema>;

// A score as typed (a decimal comma or point) or sent as a number; blank or absent means empty.
const SCORE_TEXT = /^-?\d+(?:[.,]\d+)?$/;
function toScore(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return SCORE_TEXT.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}
// Hundredths, allowing for binary fractions (0.1 * 100 is not exactly 10).
const atMostTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A semester score: 0 to 100 with at most two decimals, or empty (null). */
export const nilaiSchema = z.preprocess(
  toScore,
  z.number({ error: MSG.numberInvalid }).min(0, MSG.nilaiRange).max(100, MSG.nilaiRange).refine(atMostTwoDecimals, MSG.nilaiDecimals).nullable(),
);

/** PUT kaldik-kegiatan/ekstrakurikuler/siswa/{id}: both scores of the record; an empty one is cleared. */
export const ekstrakurikulerNilaiSchema = z.object({
  nilai_semester_ganjil: nilaiSchema.describe('Odd-semester score, 0–100, at most 2 decimals; blank or null clears it'),
  nilai_semester_genap: nilaiSchema.describe('Even-semester score, 0–100, at most 2 decimals; blank or null clears it'),
});
export type EkstrakurikulerNilaiBody = z.input<typeof ekstrakurikulerNilaiSchema>;

/** The two levels of the Penegak stage a scouting skill is passed at. */
export const JENIS_PENEGAK = ['Bantara', 'Laksana'] as const;
export type JenisPenegak = (typeof JENIS_PENEGAK)[number];

/** One scouting skill a student passed (spec 02 section 3), with the student. Search: uraian_kecakapan. */
export const pramukaRowSchema = z.object({
  id: z.number().int(),
  uraian_kecakapan: z.string(),
  jenis_penegak: z.enum(JENIS_PENEGAK),
  tgl_lulus: z.string().describe('YYYY-MM-DD'),
  pembina: z.string().nullable().describe('The coach who signed it off, with titles'),
  nama: z.string(),
  nisn: z.string(),
  nis: z.string().nullable(),
  rombel_nama: z.string().nullable(),
});
export type PramukaRow = z.infer<typeof pramukaRowSchema>;

/** GET kaldik-kegiatan/pramuka/penilaian/siswa/{siswa_id}: the scouting header. */
export const pramukaPenilaianSchema = z.object({
  nisn: z.string(),
  nis: z.string().nullable(),
  nama: z.string(),
  total_bantara: z.number().int().describe("The student's Bantara skills"),
  total_laksana: z.number().int().describe("The student's Laksana skills"),
});
export type PramukaPenilaian = z.infer<typeof pramukaPenilaianSchema>;

const agendaOption = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: MSG.optionInvalid }).optional());

/**
 * POST kaldik-kegiatan/kaldik/agenda: the two filters of the calendar (blank or null clears
 * one) and the days shown. The items overlapping tgl_awal..tgl_akhir are answered; without
 * either date, those of the active school year.
 */
export const kaldikAgendaBodySchema = z
  .object({
    status_absensi: agendaOption(STATUS_ABSENSI),
    jenis_agenda: agendaOption(JENIS_AGENDA),
    tgl_awal: isoDate().optional().describe('First day shown, YYYY-MM-DD'),
    tgl_akhir: isoDate().optional().describe('Last day shown, YYYY-MM-DD'),
  })
  .superRefine(periodInOrder);
export type KaldikAgendaBody = z.input<typeof kaldikAgendaBodySchema>;

/** One calendar item (spec 02 section 3); both dates inclusive. */
export const kaldikAgendaSchema = z.object({
  id: z.number().int(),
  judul: z.string(),
  jenis_agenda: z.string(),
  uraian: z.string().nullable(),
  civitas_akademika: z.string().nullable().describe('Who it concerns, in words'),
  tgl_awal: z.string().describe('YYYY-MM-DD'),
  tgl_akhir: z.string().describe('YYYY-MM-DD, inclusive'),
  status_absensi: z.enum(STATUS_ABSENSI),
});
export type KaldikAgenda = z.infer<typeof kaldikAgendaSchema>;
