import { z } from 'zod';
import { MSG } from '../messages.js';
import { isoDate, requiredText } from './fields.js';
import { requiredId } from './period-filter.js';
import { logActivitySchema } from './siswa-tab.js';

/**
 * A student's consultations with the counsellor (spec 02 sections 2 to 5). A student writes a
 * Draft, may edit or delete it while it is a Draft, then sends it (Terkirim); the counsellor
 * takes it up (Diproses) and answers it (Selesai) outside this portal.
 */
export const KONSULTASI_STATUS = ['Draft', 'Terkirim', 'Diproses', 'Selesai'] as const;
export type KonsultasiStatus = (typeof KONSULTASI_STATUS)[number];
export const KONSULTASI_DRAFT: KonsultasiStatus = 'Draft';

/** GET konsultasi/topik: the topics a consultation is about. */
export const topikOptionSchema = z.object({ id: z.number().int(), nama: z.string() });
export type TopikOption = z.infer<typeof topikOptionSchema>;

/** A title/description pair of the identity blocks. */
export const pairSchema = z.object({ title: z.string(), description: z.string() });
export type Pair = z.infer<typeof pairSchema>;

/**
 * GET konsultasi/table-header-eksternal: the student's photo and three blocks: the student
 * (data1), the guardian (data2) and the counselling teacher of the student's class group (data3).
 */
export const konsultasiHeaderSchema = z.object({
  foto: z.string().nullable().describe('Signed path of the student photo after main_path, or null'),
  main_path: z.string(),
  data1: z.array(pairSchema),
  data2: z.array(pairSchema),
  data3: z.array(pairSchema),
});
export type KonsultasiHeader = z.infer<typeof konsultasiHeaderSchema>;

/** POST konsultasi/table-eksternal: search on topic and description; no filters. */
export const konsultasiFilterSchema = z.object({}).optional();

export const konsultasiRowSchema = z.object({
  id: z.number().int(),
  rownum: z.number().int().describe('The row number in the whole list'),
  tgl: z.string().describe('YYYY-MM-DD'),
  topik_id: z.number().int(),
  topik_nama: z.string(),
  uraian: z.string().nullable(),
  status: z.enum(KONSULTASI_STATUS),
  tgl_tanggapan: z.string().nullable().describe("YYYY-MM-DD of the counsellor's response"),
  tanggapan: z.string().nullable().describe("The counsellor's response"),
  log_activity: logActivitySchema,
});
export type KonsultasiRow = z.infer<typeof konsultasiRowSchema>;

/** GET konsultasi/{id}: the row, and the counsellor it went to. */
export const konsultasiDetailSchema = konsultasiRowSchema.omit({ rownum: true }).extend({
  guru_bk: z.string().nullable().describe("The counsellor's name with titles, once sent"),
  created_at: z.string().describe('ISO 8601'),
});
export type KonsultasiDetail = z.infer<typeof konsultasiDetailSchema>;

/**
 * POST konsultasi/eksternal and PUT konsultasi/eksternal/{id}. The form shows today's date
 * read-only; the server takes no date after today.
 */
export const konsultasiBodySchema = z.object({
  tgl: isoDate(MSG.mustFill).describe('YYYY-MM-DD, not after today'),
  topik_id: requiredId(MSG.mustFill).describe('One of konsultasi/topik'),
  uraian: requiredText(MSG.mustFill, 2000),
});
export type KonsultasiBody = z.input<typeof konsultasiBodySchema>;

/** PUT konsultasi/eksternal/terkirim/{id}: the chat link that tells the counsellor. */
export const konsultasiTerkirimSchema = z.object({
  wa_link: z.string().describe('https://wa.me/<international number>?text=…'),
});
export type KonsultasiTerkirim = z.infer<typeof konsultasiTerkirimSchema>;

/**
 * A phone number in international form without '+' (Indonesian numbers: 08… becomes 628…),
 * or null when it holds too few digits to be a number.
 */
export function internationalPhone(phone: string | null | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  else if (digits.startsWith('8')) digits = `62${digits}`;
  return digits.length >= 9 ? digits : null;
}

/** The WhatsApp message link to a phone number, or null when the number is unusable. */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const number = internationalPhone(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
