import { z } from 'zod';
import { MSG } from '../messages.js';
import { isoDate, requiredText } from './fields.js';
import { KONSULTASI_STATUS } from './konsultasi.js';
import { blankToUndefined as blank, optionalId, periodInOrder } from './period-filter.js';

/**
 * The counsellors' inbox (/staf/konsultasi, spec/03-staff.md screen 9): the consultations
 * students sent (never a Draft), unread first; a reply, a forward by WhatsApp, the close.
 */
export const KONSULTASI_TERKIRIM_STATUS = ['Terkirim', 'Diproses', 'Selesai'] as const;
export type KonsultasiTerkirimStatus = (typeof KONSULTASI_TERKIRIM_STATUS)[number];

export const stafKonsultasiRowSchema = z.object({
  id: z.number().int(),
  siswa_id: z.number().int(),
  siswa_nama: z.string(),
  nisn: z.string().nullable(),
  rombel_id: z.number().int().nullable(),
  rombel_nama: z.string().nullable(),
  tgl: z.string().describe('YYYY-MM-DD: the consultation’s date'),
  topik_nama: z.string(),
  bidang: z.string().describe('Pribadi, Sosial, Belajar or Karier'),
  uraian: z.string().nullable(),
  status: z.enum(KONSULTASI_STATUS),
  guru_bk_gtk_id: z.number().int().nullable().describe('The counsellor it was sent to'),
  guru_bk: z.string().nullable().describe('Their name with titles'),
  terkirim_at: z.string().nullable().describe('ISO 8601: when the student sent it'),
  dibaca: z.boolean().describe('A counsellor has opened it (or replied)'),
  tgl_tanggapan: z.string().nullable(),
  tanggapan: z.string().nullable(),
});
export type StafKonsultasiRow = z.infer<typeof stafKonsultasiRowSchema>;

/** One consultation, with the WhatsApp link that forwards it (the counsellor picks whom to). */
export const stafKonsultasiDetailSchema = stafKonsultasiRowSchema.extend({
  wa_link: z.string().describe('https://wa.me/?text=…: the consultation as a message to forward'),
});
export type StafKonsultasiDetail = z.infer<typeof stafKonsultasiDetailSchema>;

const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' || v === '' || v === null ? undefined : v), z.boolean().optional());

export const stafKonsultasiFilterSchema = z
  .object({
    status: z.preprocess(blank, z.enum(KONSULTASI_TERKIRIM_STATUS, { error: MSG.optionInvalid }).optional()),
    rombel_id: optionalId(),
    topik_id: optionalId(),
    belum_dibaca: flag.describe('Only the ones no counsellor has opened'),
    untuk_saya: flag.describe('Only the ones sent to the caller (their GTK)'),
    tgl_awal: isoDate().optional().describe('Period start of tgl, YYYY-MM-DD'),
    tgl_akhir: isoDate().optional().describe('Period end of tgl, YYYY-MM-DD'),
  })
  .superRefine(periodInOrder)
  .optional()
  .default({});
export type StafKonsultasiFilter = z.input<typeof stafKonsultasiFilterSchema>;

/** POST /staf/konsultasi/:id/tanggapan: the counsellor's reply, which the student reads in 'Detail Konseling'. */
export const tanggapanBodySchema = z.object({
  tanggapan: requiredText(MSG.konsultasiTanggapanRequired, 2000).describe('Shown to the student'),
});
export type TanggapanBody = z.input<typeof tanggapanBodySchema>;

/** The WhatsApp link that forwards a text to whomever the sender picks. */
export const whatsappForwardLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
