import { z } from 'zod';
import { MSG } from '../messages.js';
import { isoDate, optionalText, requiredText, upload } from './fields.js';
import { optionalId, periodInOrder, requiredId } from './period-filter.js';
import { idSchema } from '../params.js';

/**
 * The staff desk's violations and awards (spec/03-staff.md screen 8): recorded for one or many
 * students of the active year at once, cancelled with a reason, never deleted.
 */

/** Most students one record names at once: a whole class group and some to spare. */
export const CATAT_SISWA_MAX = 60;

/** A record counts (Aktif) until it is cancelled (Dibatalkan). */
export const CATAT_STATUS = ['Aktif', 'Dibatalkan'] as const;
export type CatatStatus = (typeof CATAT_STATUS)[number];

/** The lists' filters: a class group, a date period and the status. */
export const stafCatatFilterSchema = z
  .object({
    rombel_id: optionalId().describe('One class group of the active year'),
    tgl_awal: isoDate().optional().describe('First day, YYYY-MM-DD'),
    tgl_akhir: isoDate().optional().describe('Last day, YYYY-MM-DD'),
    status: z.enum(CATAT_STATUS, { error: MSG.optionInvalid }).optional(),
  })
  .superRefine(periodInOrder)
  .optional()
  .default({});
export type StafCatatFilter = z.infer<typeof stafCatatFilterSchema>;

/** The students a record names: at least one, at most CATAT_SISWA_MAX, each once. */
const siswaIds = z
  .array(idSchema, { error: MSG.catatSiswaRequired })
  .min(1, MSG.catatSiswaRequired)
  .max(CATAT_SISWA_MAX, MSG.catatSiswaTooMany(CATAT_SISWA_MAX))
  .transform((ids) => [...new Set(ids)])
  .describe('Students of the active year; duplicates count once');

const common = {
  siswa_ids: siswaIds,
  tanggal: isoDate(MSG.required).describe('YYYY-MM-DD: not in the future, inside the active school year'),
  keterangan: optionalText(500),
  foto: upload(MSG.imageTooLarge, 'A proof photo as base64 (JPG or PNG), optional; one photo for every record made'),
};

/** POST staf/pelanggaran. */
export const catatPelanggaranBodySchema = z.object({
  ...common,
  tata_tertib_id: requiredId(MSG.mustChoose).describe('An item of the rules (POST tatibsi/pelanggaran/table)'),
});
export type CatatPelanggaranBody = z.input<typeof catatPelanggaranBodySchema>;
export type CatatPelanggaranValues = z.output<typeof catatPelanggaranBodySchema>;

/** POST staf/penghargaan. */
export const catatPenghargaanBodySchema = z.object({
  ...common,
  penghargaan_id: requiredId(MSG.mustChoose).describe('An award criterion of the active year'),
});
export type CatatPenghargaanBody = z.input<typeof catatPenghargaanBodySchema>;
export type CatatPenghargaanValues = z.output<typeof catatPenghargaanBodySchema>;

/** POST staf/pelanggaran/:id/batal and staf/penghargaan/:id/batal. */
export const batalCatatBodySchema = z.object({ alasan: requiredText(MSG.catatAlasanRequired, 500).describe('Why the record is cancelled') });
export type BatalCatatBody = z.input<typeof batalCatatBodySchema>;

const recorded = {
  id: z.number().int(),
  siswa_id: z.number().int(),
  nama: z.string(),
  nisn: z.string(),
  rombel_nama: z.string().nullable(),
  tgl: z.string().describe('YYYY-MM-DD'),
  kode: z.string(),
  keterangan: z.string().nullable(),
  file: z.string().nullable().describe('Signed path of the proof photo after main_path, or null'),
  main_path: z.string(),
  dicatat_oleh: z.string().nullable().describe('Who recorded it (null for records made before the staff desk)'),
  status: z.enum(CATAT_STATUS),
  dibatalkan_at: z.string().nullable(),
  dibatalkan_oleh: z.string().nullable(),
  alasan_batal: z.string().nullable(),
};

export const pelanggaranCatatSchema = z.object({ ...recorded, tata_tertib_id: z.number().int(), pelanggaran: z.string(), poin: z.number().int() });
export type PelanggaranCatat = z.infer<typeof pelanggaranCatatSchema>;
export const pelanggaranCatatRowSchema = pelanggaranCatatSchema.extend({ rownum: z.number().int() });
export type PelanggaranCatatRow = z.infer<typeof pelanggaranCatatRowSchema>;

export const penghargaanCatatSchema = z.object({
  ...recorded,
  penghargaan_id: z.number().int(),
  kriteria: z.string(),
  bintang: z.number().int(),
});
export type PenghargaanCatat = z.infer<typeof penghargaanCatatSchema>;
export const penghargaanCatatRowSchema = penghargaanCatatSchema.extend({ rownum: z.number().int() });
export type PenghargaanCatatRow = z.infer<typeof penghargaanCatatRowSchema>;

/** The rules' items the form offers, with their points. */
export const butirPelanggaranSchema = z.array(
  z.object({ id: z.number().int(), kode: z.string(), aspek: z.string(), pelanggaran: z.string(), poin: z.number().int() }),
);
export type ButirPelanggaran = z.infer<typeof butirPelanggaranSchema>[number];

/** The active year's award criteria the form offers, with their stars. */
export const kriteriaPenghargaanSchema = z.array(
  z.object({ id: z.number().int(), kode: z.string(), kriteria: z.string(), bintang: z.number().int(), penghargaan: z.string().nullable() }),
);
export type KriteriaPenghargaan = z.infer<typeof kriteriaPenghargaanSchema>[number];
