import { z } from 'zod';
import { MSG } from '../messages.js';
import { optionalText, requiredText } from './fields.js';
import { blankToUndefined, optionalId } from './period-filter.js';
import { logActivitySchema } from './siswa-tab.js';

/** Stars an award criterion may carry. */
export const BINTANG = [1, 2, 3, 4, 5] as const;

const chosenNumber = (min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: MSG.mustChoose }).int(MSG.optionInvalid).min(min, MSG.optionInvalid).max(max, MSG.optionInvalid));

/** GET tatibsi/dokumen/file: the active rules PDF, or nulls when the school has none. */
export const tatibsiDokumenSchema = z.object({
  nama: z.string().nullable(),
  file: z.string().nullable().describe('Signed path after main_path, or null'),
  main_path: z.string(),
});
export type TatibsiDokumen = z.infer<typeof tatibsiDokumenSchema>;

/** Violations and award criteria are filtered by school year (the award list's filter). */
export const tatibsiFilterSchema = z.object({ tahun_ajaran: optionalId() }).optional();

export const pelanggaranRowSchema = z.object({
  id: z.number().int(),
  kode: z.string(),
  aspek: z.string(),
  pelanggaran: z.string(),
  poin: z.number().int(),
  sanksi: z.string().nullable(),
});
export type PelanggaranRow = z.infer<typeof pelanggaranRowSchema>;

/** POST tatibsi/penghargaan and PUT tatibsi/penghargaan/{id} (spec 02 section 5, award form). */
export const penghargaanBodySchema = z.object({
  kode: requiredText(MSG.mustFill, 20),
  bintang: chosenNumber(1, 5),
  kriteria: requiredText(MSG.mustFill, 500),
  penghargaan: optionalText(500),
  tahun_ajaran_id: chosenNumber(1, 2_147_483_647).describe('The school year the criterion belongs to'),
});
export type PenghargaanBody = z.input<typeof penghargaanBodySchema>;

export const penghargaanRowSchema = z.object({
  id: z.number().int(),
  kode: z.string(),
  bintang: z.number().int(),
  kriteria: z.string(),
  penghargaan: z.string().nullable(),
  tahun_ajaran_id: z.number().int(),
  log_activity: logActivitySchema,
});
export type PenghargaanRow = z.infer<typeof penghargaanRowSchema>;
