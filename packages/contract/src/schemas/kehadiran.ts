import { z } from 'zod';
import { PAGE, type PagePath } from '../access.js';
import { MSG } from '../messages.js';
import { periodFilterShape, periodInOrder } from './period-filter.js';
import { AKTIVITAS } from './presensi.js';

/** Attendance activity types (spec 02 section 9). */
export const AKTIVITAS_LIST = [AKTIVITAS.kelas, AKTIVITAS.pramuka] as const;
export type Aktivitas = (typeof AKTIVITAS_LIST)[number];

/** The page whose access entry opens each activity's list. */
export const KEHADIRAN_PAGE: Record<Aktivitas, PagePath> = {
  [AKTIVITAS.kelas]: PAGE.presensiSiswa,
  [AKTIVITAS.pramuka]: PAGE.presensiPramuka,
};

/** `nama` of a day with a clock-in; a permit day carries the permit kind's name instead. */
export const KEHADIRAN_HADIR = 'Hadir';

/** Filters of the attendance list: the activity is required, the period filters are the shared ones. */
export const kehadiranFilterSchema = z
  .object({
    aktivitas: z.enum(AKTIVITAS_LIST, { error: MSG.chooseOne }).describe("'PEMBELAJARAN KELAS' or 'PRAMUKA'"),
    ...periodFilterShape,
  })
  .superRefine(periodInOrder);
export type KehadiranFilter = z.input<typeof kehadiranFilterSchema>;

/** The table's `filtering`: a missing one is answered as a missing aktivitas. */
export const kehadiranTableFilterSchema = z.preprocess((v) => v ?? {}, kehadiranFilterSchema);

const nullableText = (description: string) => z.string().nullable().describe(description);
const nullableNumber = (description: string) => z.number().nullable().describe(description);

/**
 * One day of the attendance list (spec 02 section 3): a clock-in record, or, in the class list,
 * a school day covered by an approved permit without a clock-in (every clock-in field null).
 */
export const kehadiranRowSchema = z.object({
  id: z.number().describe('The record id; a permit day has a negative id made of the permit and the day'),
  siswa_nama: z.string(),
  nama: z.string().describe(`'${KEHADIRAN_HADIR}' for a clock-in, the permit kind's name for a permit day`),
  rombel_nama: z.string().nullable(),
  tgl: z.string().describe('YYYY-MM-DD'),
  tgl_masuk: nullableText('Day of the entry, YYYY-MM-DD; null for a permit day'),
  waktu_masuk: nullableText('Entry time, HH:MM:SS'),
  waktu_pulang: nullableText('Exit time, HH:MM:SS; null before clock-out'),
  radius_masuk: nullableNumber('Distance from the school at entry, metres'),
  radius_pulang: nullableNumber('Distance from the school at exit, metres'),
  durasi_telat: nullableNumber('Seconds after the entry time'),
  durasi_pulang_cepat: nullableNumber('Seconds before the exit time'),
  ip_masuk: z.string().nullable(),
  ip_pulang: z.string().nullable(),
  lat_masuk: z.number().nullable(),
  long_masuk: z.number().nullable(),
  lat_pulang: z.number().nullable(),
  long_pulang: z.number().nullable(),
  foto_masuk: nullableText('Signed path of the entry selfie after main_path'),
  foto_pulang: nullableText('Signed path of the exit selfie after main_path'),
  main_path: z.string(),
  perizinan_id: z.number().int().nullable().describe('The approved permit of a permit day; null for a clock-in'),
  status: z
    .string()
    .nullable()
    .describe('The status the school set for the day (hadir, izin, sakit, alpa, dispensasi), which `nama` then names; null for a plain clock-in or permit day'),
  keterangan: z.string().nullable().describe("The school's note with that status"),
});
export type KehadiranRow = z.infer<typeof kehadiranRowSchema>;
