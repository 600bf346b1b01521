import { z } from 'zod';
import { MSG } from '../messages.js';
import { optionalDmyAsIso } from './fields.js';
import { blankToUndefined, periodInOrder, requiredId } from './period-filter.js';
import { tatibsiDokumenSchema } from './tatibsi.js';

/**
 * Guidance and counselling (BK, spec 02 sections 2 to 5): the unit's profile PDF, a student's
 * test results, the counselling reports and the media galleries. Consultations are in
 * konsultasi.ts.
 */

/** GET bk/dokumen: the active BK profile PDF, the same shape as the school rules document. */
export const bkDokumenSchema = tatibsiDokumenSchema;
export type BkDokumen = z.infer<typeof bkDokumenSchema>;

/** POST bk/hasil-tes-siswa/table-riwayat/{siswa}. */
export const hasilTesRowSchema = z.object({
  id: z.number().int(),
  rownum: z.number().int().describe('The row number in the whole list'),
  rombel_id: z.number().int().nullable().describe('The class group the student was in when tested (for the detail route)'),
  tgl: z.string().describe('YYYY-MM-DD'),
  kategori_tes: z.string(),
  keterangan: z.string().nullable(),
  dokumen: z.string().nullable().describe('Signed path of the documentation after main_path, or null'),
  main_path: z.string(),
});
export type HasilTesRow = z.infer<typeof hasilTesRowSchema>;

/**
 * GET bk/hasil-tes-siswa/{id}: the detail route's content, which the spec does not show. The
 * whole record: the row's fields, where and when the test was taken, who assessed it and its result.
 */
export const hasilTesDetailSchema = hasilTesRowSchema.omit({ rownum: true }).extend({
  siswa_nama: z.string(),
  nisn: z.string(),
  rombel_nama: z.string().nullable(),
  tahun_ajaran: z.string().describe('School year, e.g. 2026/2027'),
  penguji: z.string().nullable().describe("The assessing counsellor's name with titles"),
  hasil: z.string().nullable().describe('The result in words (score, type or recommendation)'),
  created_at: z.string().describe('ISO 8601'),
});
export type HasilTesDetail = z.infer<typeof hasilTesDetailSchema>;

/**
 * Who a counselled person is: a report counts the consultations of one type. Default Siswa.
 * 'Siswa': the student's own consultations; 'Orang Tua': the counsellor's meetings with the
 * student's parents or guardian.
 */
export const LAPORAN_TIPE = ['Siswa', 'Orang Tua'] as const;
export type LaporanTipe = (typeof LAPORAN_TIPE)[number];

/** The four fields of counselling a topic belongs to; each report column counts one. */
export const BIDANG_KONSELING = ['Pribadi', 'Sosial', 'Belajar', 'Karier'] as const;
export type BidangKonseling = (typeof BIDANG_KONSELING)[number];

const laporanFilterShape = {
  tipe: z.preprocess(blankToUndefined, z.enum(LAPORAN_TIPE, { error: MSG.optionInvalid }).optional().default('Siswa')),
  // The spec sends the counselling report's dates as DD-MM-YYYY; the server reads them as YYYY-MM-DD.
  tgl_awal: optionalDmyAsIso().describe('Period start, DD-MM-YYYY'),
  tgl_akhir: optionalDmyAsIso().describe('Period end, DD-MM-YYYY'),
};
/** The counselling report's filter (POST konsultasi/table-laporan), and its export's body: the report as filtered on screen. */
export const laporanFilterSchema = z.object(laporanFilterShape).superRefine(periodInOrder);
export type LaporanFilter = z.input<typeof laporanFilterSchema>;
/** One class group's report (POST konsultasi/table-laporan-by-rombel), and its export's body. */
export const laporanRombelFilterSchema = z
  .object({ ...laporanFilterShape, rombel_id: requiredId(MSG.mustChoose).describe('The class group reported on') })
  .superRefine(periodInOrder);

const counts = {
  pribadi: z.number().int(),
  sosial: z.number().int(),
  belajar: z.number().int(),
  karier: z.number().int(),
};
export const laporanRombelRowSchema = z.object({ rombel_id: z.number().int(), rombel_nama: z.string(), ...counts });
export type LaporanRombelRow = z.infer<typeof laporanRombelRowSchema>;
export const laporanSiswaRowSchema = z.object({ siswa_id: z.number().int(), siswa_nama: z.string(), ...counts });
export type LaporanSiswaRow = z.infer<typeof laporanSiswaRowSchema>;

/** The media galleries, one per tab. */
export const MEDIA_TIPE = ['Leater', 'PTN', 'Kedinasan'] as const;
export type MediaTipe = (typeof MEDIA_TIPE)[number];
/** The gallery names the portal's tabs use for each stored type (spec 02 section 5). */
export const MEDIA_TIPE_LABEL: Record<MediaTipe, string> = { Leater: 'Leater', PTN: 'Jalur Masuk PTN', Kedinasan: 'Jalur Masuk Kedinasan' };

/** POST bk/media-informasi/table: the gallery of one tab (page size 1000), search on nama. */
export const mediaFilterSchema = z.object({ tipe: z.enum(MEDIA_TIPE, { error: MSG.optionInvalid }) });
export const mediaRowSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  file: z.string().nullable().describe('Signed path of the image after main_path, or null'),
  main_path: z.string(),
  link: z.string().nullable().describe('The page the item opens (PTN and Kedinasan)'),
  tipe: z.enum(MEDIA_TIPE),
});
export type MediaRow = z.infer<typeof mediaRowSchema>;

/** A link the gallery may open: anything but empty, '/' or '#' (spec 02 section 5). */
export const isOpenableLink = (link: string | null | undefined): link is string => {
  const l = link?.trim() ?? '';
  return l !== '' && l !== '/' && l !== '#';
};
