import { z } from 'zod';
import { MSG } from '../messages.js';
import { JENIS_AGENDA, STATUS_ABSENSI } from '../options.js';
import { isoDate, optionalText, requiredText } from './fields.js';
import { blankToUndefined } from './period-filter.js';

/**
 * The school calendar's items as kesiswaan keeps them (/staf/kegiatan/kalender): the active
 * year's items, shown in the portal's /kalender-kegiatan/kalender at once.
 */

/** What the form offers for whom an item concerns; another may be typed. */
export const CIVITAS_SARAN = ['Siswa', 'Guru dan Tenaga Kependidikan', 'Siswa, Guru dan Tenaga Kependidikan', 'Orang Tua/Wali'] as const;

export const kalenderFilterSchema = z
  .object({
    status_absensi: z.preprocess(blankToUndefined, z.enum(STATUS_ABSENSI, { error: MSG.optionInvalid }).optional()),
    jenis_agenda: z.preprocess(blankToUndefined, z.enum(JENIS_AGENDA, { error: MSG.optionInvalid }).optional()),
  })
  .optional()
  .default({});

/**
 * POST /staf/kalender and PUT /staf/kalender/{id}. Both dates inclusive, the end not before the
 * start (on tgl_akhir); the server holds them inside the active school year.
 */
export const kalenderBodySchema = z
  .object({
    judul: requiredText(MSG.mustFill, 200),
    jenis_agenda: z.enum(JENIS_AGENDA, { error: MSG.optionInvalid }),
    uraian: optionalText(2000),
    civitas_akademika: optionalText(200).describe("Who it concerns, in words ('Siswa, Guru dan Tenaga Kependidikan')"),
    tgl_awal: isoDate(MSG.mustFill).describe('First day, YYYY-MM-DD'),
    tgl_akhir: isoDate(MSG.mustFill).describe('Last day (inclusive), YYYY-MM-DD'),
    status_absensi: z.enum(STATUS_ABSENSI, { error: MSG.optionInvalid }).describe("'Libur': no clock-in is expected on those days"),
  })
  .superRefine((v, ctx) => {
    if (v.tgl_awal && v.tgl_akhir && v.tgl_akhir < v.tgl_awal) ctx.addIssue({ code: 'custom', path: ['tgl_akhir'], message: MSG.permitDateOrder });
  });
export type KalenderBody = z.input<typeof kalenderBodySchema>;

export const kalenderRowSchema = z.object({
  id: z.number().int(),
  rownum: z.number().int(),
  judul: z.string(),
  jenis_agenda: z.string(),
  uraian: z.string().nullable(),
  civitas_akademika: z.string().nullable(),
  tgl_awal: z.string().describe('YYYY-MM-DD'),
  tgl_akhir: z.string().describe('YYYY-MM-DD, inclusive'),
  status_absensi: z.enum(STATUS_ABSENSI),
});
export type KalenderRow = z.infer<typeof kalenderRowSchema>;
