import { z } from 'zod';
import { MSG } from '../messages.js';
import { OPTIONS } from '../options.js';
import { optionalId, requiredId } from './period-filter.js';

/**
 * Student payments and invoices (spec 02 sections 2, 3 and 7). Money is whole rupiah. An
 * invoice's totals are summed from its lines and payments, never stored. `tahun_ajaran` is
 * always a school year's id; the answers name the year as '2026/2027'.
 */

/** How a payment was made. */
export const JENIS_PEMBAYARAN = OPTIONS.jenis_pembayaran;

/** The student a list is about: absent means the caller's own (a guardian's ward); any other is refused. */
const siswaId = () => optionalId().describe("The student; only the caller's own (or ward's) is allowed");
const tahunAjaran = () => optionalId().describe('A school year id');

/** POST keuangan/pemasukan/pembayaran/table: without a school year, every year's payments. */
export const pembayaranFilterSchema = z.object({
  siswa_id: siswaId(),
  tahun_ajaran: tahunAjaran(),
  detail_pemasukan_id: optionalId().describe('A fee of a school year (the fee picker’s pemasukan_detail_id)'),
});
export type PembayaranFilter = z.input<typeof pembayaranFilterSchema>;

const rupiah = () => z.number().int().describe('Whole rupiah');

export const pembayaranRowSchema = z.object({
  id: z.number().int(),
  siswa_nama: z.string(),
  tgl_transaksi: z.string().describe('YYYY-MM-DD'),
  tahun_ajaran: z.string().describe("The invoice's school year, e.g. 2026/2027"),
  pos_pemasukan_nama: z.string().describe('The fee, e.g. SPP'),
  nominal_tagihan: rupiah().describe('What the paid invoice bills: all its lines, optional ones included'),
  nominal_pembayaran: rupiah(),
  jenis_pembayaran: z.string(),
  bukti_pembayaran: z.string().nullable().describe('Signed path of the proof after main_path, or null'),
  main_path: z.string(),
  keterangan: z.string().nullable(),
});
export type PembayaranRow = z.infer<typeof pembayaranRowSchema>;

/** POST keuangan/pemasukan/pembayaran/tagihan/table: without a school year, the active one. */
export const tagihanFilterSchema = z.object({ siswa_id: siswaId(), tahun_ajaran: tahunAjaran() });
export type TagihanFilter = z.input<typeof tagihanFilterSchema>;

export const tagihanRowSchema = z.object({
  id: z.number().int(),
  tahun_ajaran: z.string().describe('e.g. 2026/2027'),
  tagihan_nama: z.string().describe("The invoice's name, or else its fee's"),
  siswa_nama: z.string(),
  total_tagihan: rupiah().describe('Sum of the required lines'),
  total_biaya_opsional: rupiah().describe('Sum of the optional lines the student took up'),
  potongan: rupiah().describe("The student's discount on this invoice"),
  jatuh_tempo: z.string().nullable().describe('Due date, YYYY-MM-DD; null for invoices billed without one'),
  total_pembayaran: rupiah().describe('Sum of the payments; more than billed after an over-payment'),
  total_belum_dibayar: rupiah().describe('What is left to pay: billed less the discount less the payments, never below 0'),
});
export type TagihanRow = z.infer<typeof tagihanRowSchema>;

/** POST keuangan/pemasukan/pembayaran/tagihan/ekspor: one school year's invoices (optionally of one fee) as an XLSX. */
export const tagihanEksporSchema = z.object({
  siswa_id: siswaId(),
  tahun_ajaran: requiredId(MSG.mustChoose).describe('A school year id'),
  detail_pemasukan_id: optionalId().describe('Only the invoice of this fee'),
});
export type TagihanEksporBody = z.input<typeof tagihanEksporSchema>;

/** The export is not kept in the export log: the answer is the file's signed link, for downloading at once. */
export const tagihanEksporResultSchema = z.object({
  link: z.string().describe('Signed download path of the XLSX (starts with /api/files/)'),
});
export type TagihanEksporResult = z.infer<typeof tagihanEksporResultSchema>;

/** POST keuangan/pemasukan/detail/dropdown: the fees of a school year (the active one when absent). */
export const pemasukanDetailDropdownSchema = z.object({ tahun_ajaran: tahunAjaran() });
export type PemasukanDetailDropdownBody = z.input<typeof pemasukanDetailDropdownSchema>;

export const pemasukanDetailOptionSchema = z.object({
  pemasukan_detail_id: z.number().int(),
  pos_pemasukan_nama: z.string(),
  nominal: rupiah().describe("The fee's standard amount that year (SPP: a month's)"),
});
export type PemasukanDetailOption = z.infer<typeof pemasukanDetailOptionSchema>;
