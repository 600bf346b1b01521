import { z } from 'zod';
import { MSG } from '../messages.js';
import { isoDate, option, optionalText, requiredText } from './fields.js';
import { optionalId, periodInOrder, requiredId } from './period-filter.js';

/**
 * Payments at the treasurer's desk (spec/03-staff.md screen 12, decision 0052): recorded
 * against an invoice up to what is still due, each with a gap-free receipt number; cancelled
 * with a reason, never deleted. Money is whole rupiah.
 */

/** How far back the desk records a payment (a year and a day); older ones come by the import. */
export const PEMBAYARAN_MUNDUR_HARI = 366;

/** Largest single payment: PostgreSQL's integer, which the amounts are stored in. */
export const PEMBAYARAN_MAX = 2_147_483_647;

/** A payment counts (Aktif) until it is cancelled (Dibatalkan). */
export const PEMBAYARAN_STATUS = ['Aktif', 'Dibatalkan'] as const;
export type PembayaranStatus = (typeof PEMBAYARAN_STATUS)[number];

/** POST staf/pembayaran. */
export const bayarBodySchema = z.object({
  tagihan_id: requiredId(MSG.mustChoose).describe('The invoice (POST staf/pembayaran/tagihan/table, or the portal’s invoice table)'),
  jumlah: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.replaceAll('.', ''))) : v),
    z
      .number({ error: MSG.pembayaranJumlahRequired })
      .int(MSG.pembayaranJumlahInvalid)
      .min(1, MSG.pembayaranJumlahInvalid)
      .max(PEMBAYARAN_MAX, MSG.pembayaranJumlahInvalid)
      .describe('Whole rupiah, from 1 to what the invoice still asks'),
  ),
  tanggal: isoDate(MSG.required).describe('YYYY-MM-DD, not after the school’s today'),
  metode: option('jenis_pembayaran', MSG.mustChoose).describe('How it was paid (JENIS_PEMBAYARAN)'),
  keterangan: optionalText(500),
});
export type BayarBody = z.input<typeof bayarBodySchema>;
export type BayarValues = z.output<typeof bayarBodySchema>;

/** POST staf/pembayaran/:id/batal. */
export const batalPembayaranBodySchema = z.object({ alasan: requiredText(MSG.pembayaranAlasanRequired, 500).describe('Why the payment is cancelled') });
export type BatalPembayaranBody = z.input<typeof batalPembayaranBodySchema>;

/** The payment list's filters: a date period, the method and the status. The export takes the same. */
export const pembayaranStafFilterSchema = z
  .object({
    tgl_awal: isoDate().optional().describe('First day, YYYY-MM-DD'),
    tgl_akhir: isoDate().optional().describe('Last day, YYYY-MM-DD'),
    metode: option('jenis_pembayaran').optional(),
    status: z.enum(PEMBAYARAN_STATUS, { error: MSG.optionInvalid }).optional(),
    siswa_id: optionalId().describe('One student’s payments'),
  })
  .superRefine(periodInOrder)
  .optional()
  .default({});
export type PembayaranStafFilter = z.output<typeof pembayaranStafFilterSchema>;

/** POST staf/pembayaran/ringkasan and staf/pembayaran/ekspor: the list's filters and search. */
export const pembayaranPilihanSchema = z.object({
  search: z.string().max(200).optional().default('').describe('Free text: receipt number, student’s name or NISN'),
  filtering: pembayaranStafFilterSchema,
});
export type PembayaranPilihan = z.input<typeof pembayaranPilihanSchema>;

/** The totals of the filtered set: what the screen shows under the list, and the export's last row. */
export const pembayaranRingkasanSchema = z.object({
  jumlah_transaksi: z.number().int().describe('Payments in the set, cancelled ones included'),
  total_diterima: z.number().int().describe('Rupiah of the payments that count (Aktif)'),
  total_dibatalkan: z.number().int().describe('Rupiah of the cancelled payments in the set'),
});
export type PembayaranRingkasan = z.infer<typeof pembayaranRingkasanSchema>;

export const pembayaranStafSchema = z.object({
  id: z.number().int(),
  nomor_kuitansi: z.string().describe("'KW/2026/000123', gap-free per calendar year of the payment's date"),
  tagihan_id: z.number().int(),
  tagihan_nama: z.string(),
  tahun_ajaran: z.string().describe("The invoice's school year, e.g. 2026/2027"),
  siswa_id: z.number().int(),
  siswa_nama: z.string(),
  nisn: z.string().nullable(),
  rombel_nama: z.string().nullable().describe("The student's class group of the invoice's year"),
  tgl_transaksi: z.string().describe('YYYY-MM-DD'),
  nominal_pembayaran: z.number().int(),
  jenis_pembayaran: z.string(),
  keterangan: z.string().nullable(),
  dicatat_oleh: z.string().nullable().describe('Who recorded it (null for imported or older records)'),
  status: z.enum(PEMBAYARAN_STATUS),
  dibatalkan_at: z.string().nullable(),
  dibatalkan_oleh: z.string().nullable(),
  alasan_batal: z.string().nullable(),
  sisa_tagihan: z.number().int().describe('What the invoice still asks now'),
});
export type PembayaranStaf = z.infer<typeof pembayaranStafSchema>;
export const pembayaranStafRowSchema = pembayaranStafSchema.extend({ rownum: z.number().int() });
export type PembayaranStafRow = z.infer<typeof pembayaranStafRowSchema>;

/** POST staf/pembayaran/tagihan/table: one student's invoices that still ask for money. */
export const tagihanTerbukaFilterSchema = z.object({
  siswa_id: requiredId(MSG.mustChoose).describe('The student'),
});
