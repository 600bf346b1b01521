import { z } from 'zod';
import { MSG } from '../messages.js';
import { requiredText } from './fields.js';
import { optionalId } from './period-filter.js';

/**
 * The treasurer's desk (/staf/keuangan/tagihan): the year's fees, billing them to class groups
 * or students (preview, then write; re-running bills nobody twice), the invoices and the arrears.
 * Money is whole rupiah.
 */

const id = z.number({ error: MSG.mustFill }).int().positive().max(2_147_483_647);
const rupiah = () => z.number().int().describe('Whole rupiah');
/** The largest fee or discount a form takes: Rp 1 milyar, far above any school fee, well inside int4. */
export const RUPIAH_MAX = 1_000_000_000;
const amount = (required: string) =>
  z.number({ error: required }).int(MSG.tagihanRupiahBulat).min(0, MSG.tagihanRupiahBulat).max(RUPIAH_MAX, MSG.tagihanRupiahMax);

/** How a fee is billed: every month (12 invoices) or once a year (optionally in instalments). */
export const JENIS_BIAYA = ['bulanan', 'tahunan'] as const;
export type JenisBiaya = (typeof JENIS_BIAYA)[number];

// Fees (Jenis Biaya)

export const biayaFilterSchema = z.object({ tahun_ajaran_id: optionalId().describe('A school year id; the active one when absent') });

/** POST/PUT /staf/keuangan/biaya: a fee of a school year; its kind is found by name or created. */
export const biayaBodySchema = z
  .object({
    tahun_ajaran_id: optionalId().describe('The school year; the active one when absent'),
    nama: requiredText(MSG.mustFill, 100).describe("The fee's kind ('SPP', 'Uang Gedung')"),
    jenis: z.enum(JENIS_BIAYA, { error: MSG.mustChoose }),
    angsuran: z
      .number({ error: MSG.mustFill })
      .int()
      .min(1, MSG.tagihanAngsuran)
      .max(12, MSG.tagihanAngsuran)
      .describe('Invoices per student a year: 12 for bulanan, 1–12 for tahunan'),
    nominal: amount(MSG.mustFill).describe('Bulanan: each month; tahunan: the whole year, split evenly over the instalments'),
  })
  .superRefine((b, ctx) => {
    if (b.jenis === 'bulanan' && b.angsuran !== 12) ctx.addIssue({ code: 'custom', path: ['angsuran'], message: MSG.tagihanBulanan12 });
  });
export type BiayaBody = z.input<typeof biayaBodySchema>;

export const biayaRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int().describe('The fee of the year (pemasukan_detail)'),
  tahun_ajaran_id: z.number().int(),
  pos_pemasukan_id: z.number().int(),
  nama: z.string(),
  jenis: z.enum(JENIS_BIAYA),
  angsuran: z.number().int(),
  nominal: rupiah(),
  ditagihkan: z.number().int().describe('Invoices billed for this fee; a billed fee cannot be deleted nor its plan changed'),
});
export type BiayaRow = z.infer<typeof biayaRowSchema>;

// Billing (Buat Tagihan)

/** The most class groups, students and fees one billing run names (a school's year fits; the request stays bounded). */
export const GENERATE_ROMBEL_MAX = 100;
export const GENERATE_SISWA_MAX = 2000;
export const GENERATE_BIAYA_MAX = 20;
export const GENERATE_POTONGAN_MAX = 2000;
/** The invoices one run may plan (students × the fees' invoices): a large school's year, 2,000 × 18. */
export const GENERATE_TAGIHAN_MAX = 36_000;

export const POTONGAN_JENIS = ['nominal', 'persen'] as const;

/** One student's discount on one fee: rupiah off each of its invoices, or a percent of each. */
export const potonganSchema = z
  .object({
    siswa_id: id,
    pemasukan_detail_id: id,
    jenis: z.enum(POTONGAN_JENIS, { error: MSG.mustChoose }),
    nilai: amount(MSG.mustFill),
    keterangan: requiredText(MSG.mustFill, 100).describe("Why ('Yatim', 'Saudara kandung')"),
  })
  .superRefine((p, ctx) => {
    if (p.jenis === 'persen' && p.nilai > 100) ctx.addIssue({ code: 'custom', path: ['nilai'], message: MSG.tagihanPersen });
  });
export type PotonganValues = z.input<typeof potonganSchema>;

const unique = (ids: number[]) => new Set(ids).size === ids.length;

/** POST /staf/keuangan/tagihan/generate: what to bill; `preview` answers the counts and writes nothing. */
export const generateBodySchema = z
  .object({
    tahun_ajaran_id: optionalId().describe('The school year; the active one when absent'),
    pemasukan_detail_ids: z
      .array(id)
      .min(1, MSG.tagihanPilihBiaya)
      .max(GENERATE_BIAYA_MAX, MSG.tagihanMax(GENERATE_BIAYA_MAX))
      .refine(unique, MSG.tagihanGanda),
    rombel_ids: z.array(id).max(GENERATE_ROMBEL_MAX, MSG.tagihanMax(GENERATE_ROMBEL_MAX)).refine(unique, MSG.tagihanGanda).default([]),
    siswa_ids: z.array(id).max(GENERATE_SISWA_MAX, MSG.tagihanMax(GENERATE_SISWA_MAX)).refine(unique, MSG.tagihanGanda).default([]),
    tanggal_jatuh_tempo: z
      .number({ error: MSG.mustFill })
      .int()
      .min(1, MSG.tagihanTanggal)
      .max(28, MSG.tagihanTanggal)
      .describe('Day of the month each invoice falls due (1–28)'),
    potongan: z.array(potonganSchema).max(GENERATE_POTONGAN_MAX, MSG.tagihanMax(GENERATE_POTONGAN_MAX)).default([]),
    preview: z.boolean().default(false).describe('Only count and sample; write nothing'),
  })
  .superRefine((b, ctx) => {
    if (b.rombel_ids.length === 0 && b.siswa_ids.length === 0) ctx.addIssue({ code: 'custom', path: ['rombel_ids'], message: MSG.tagihanPilihSasaran });
    const keys = b.potongan.map((p) => `${p.siswa_id}:${p.pemasukan_detail_id}`);
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: ['potongan'], message: MSG.tagihanGanda });
  });
export type GenerateBody = z.input<typeof generateBodySchema>;

export const generateSampleSchema = z.object({
  siswa_nama: z.string(),
  rombel_nama: z.string(),
  tagihan_nama: z.string(),
  jatuh_tempo: z.string().describe('YYYY-MM-DD'),
  nominal: rupiah(),
  potongan: rupiah(),
  sudah: z.boolean().describe('Already billed: left as it is'),
});

export const generateResultSchema = z.object({
  preview: z.boolean(),
  siswa: z.number().int().describe('Students billed (active, placed in the year)'),
  baru: z.number().int().describe('Invoices new (written, or to be written on a preview)'),
  sudah: z.number().int().describe('Invoices that already exist, left as they are'),
  dilewati: z.number().int().describe('Students named or in the class groups but not active in the year: not billed'),
  total_nominal: rupiah().describe('What the new invoices bill, less their discounts'),
  contoh: z.array(generateSampleSchema).describe('The first invoices of the run, at most 10'),
});
export type GenerateResult = z.infer<typeof generateResultSchema>;

// The invoices (Tagihan)

export const TAGIHAN_STATUS = ['Lunas', 'Belum Lunas', 'Menunggak'] as const;

export const stafTagihanFilterSchema = z.object({
  tahun_ajaran_id: optionalId().describe('A school year id; the active one when absent'),
  rombel_id: optionalId(),
  pemasukan_detail_id: optionalId(),
  status: z
    .enum(TAGIHAN_STATUS)
    .optional()
    .describe('Lunas: nothing left; Menunggak: something left past its due date; Belum Lunas: something left, not yet due'),
});
export type StafTagihanFilter = z.input<typeof stafTagihanFilterSchema>;

export const stafTagihanRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int(),
  siswa_id: z.number().int(),
  siswa_nama: z.string(),
  nisn: z.string(),
  rombel_nama: z.string().nullable().describe("The student's class group in the fee's year"),
  tagihan_nama: z.string(),
  jatuh_tempo: z.string().nullable(),
  total_tagihan: rupiah().describe('Everything it bills (required and optional lines)'),
  potongan: rupiah(),
  potongan_keterangan: z.string().nullable(),
  total_pembayaran: rupiah(),
  total_belum_dibayar: rupiah(),
  status: z.enum(TAGIHAN_STATUS),
});
export type StafTagihanRow = z.infer<typeof stafTagihanRowSchema>;

// Arrears (Tunggakan)

export const tunggakanBodySchema = z.object({ tahun_ajaran_id: optionalId().describe('A school year id; the active one when absent') });

export const tunggakanRombelSchema = z.object({
  rombel_id: z.number().int(),
  rombel_nama: z.string(),
  tingkatan_kelas: z.string(),
  siswa: z.number().int().describe('Students with something unpaid past due'),
  tagihan: z.number().int().describe('Invoices with something unpaid past due'),
  tunggakan: rupiah().describe('Rupiah unpaid past due'),
});
export const tunggakanSchema = z.object({
  tanggal: z.string().describe("Today in the school's timezone: an invoice due before it is in arrears"),
  tunggakan: rupiah(),
  rombel: z.array(tunggakanRombelSchema),
});
export type Tunggakan = z.infer<typeof tunggakanSchema>;
