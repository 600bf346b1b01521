import { z } from 'zod';
import { MSG } from '../messages.js';
import { isoDate, optionalText } from './fields.js';
import { requiredId } from './period-filter.js';

/**
 * The staff's daily attendance (/staf/presensi, spec/03-staff.md screen 6). One vocabulary for a
 * day's status, in the API and the database as the codes below and shown to people as their
 * names; the portal's attendance list shows the same names ('Hadir' is the clock-in's name there).
 */
export const STATUS_KEHADIRAN = ['hadir', 'izin', 'sakit', 'alpa', 'dispensasi'] as const;
export type StatusKehadiran = (typeof STATUS_KEHADIRAN)[number];

/** The status's name as people read it: the portal's list, the staff page, the recap's legend. */
export const STATUS_KEHADIRAN_NAMA: Record<StatusKehadiran, string> = {
  hadir: 'Hadir',
  izin: 'Izin',
  sakit: 'Sakit',
  alpa: 'Alpa',
  dispensasi: 'Dispensasi',
};

/** The recap's one-letter code of each status. */
export const STATUS_KEHADIRAN_KODE: Record<StatusKehadiran, string> = { hadir: 'H', izin: 'I', sakit: 'S', alpa: 'A', dispensasi: 'D' };

/**
 * Where a day's status comes from, in order of precedence: a status set by staff, then a
 * clock-in, then an approved permit day, then the automatic alpa of the day's closing.
 */
export const SUMBER_STATUS = ['staf', 'presensi', 'perizinan', 'otomatis'] as const;
export type SumberStatus = (typeof SUMBER_STATUS)[number];

/** Longest note a status carries. */
export const KETERANGAN_STATUS_MAX = 255;

export const presensiStatusParamsSchema = z.object({
  siswa_id: z.coerce.number().int().positive().max(2_147_483_647),
  tanggal: isoDate(MSG.required).describe('The school-local day, YYYY-MM-DD'),
});

/** PUT staf/presensi/:siswa_id/:tanggal: the day's status with a note. */
export const presensiStatusBodySchema = z.object({
  status: z.enum(STATUS_KEHADIRAN, { error: MSG.chooseOne }).describe('hadir, izin, sakit, alpa or dispensasi'),
  keterangan: optionalText(KETERANGAN_STATUS_MAX).describe('A note the student and guardian read in the attendance list'),
});
export type PresensiStatusBody = z.input<typeof presensiStatusBodySchema>;

/** The day list's filter: a class group (required) and a day (today when left out, never the future). */
export const presensiHarianFilterSchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    rombel_id: requiredId(MSG.chooseOne).describe('The class group'),
    tanggal: isoDate().optional().describe('YYYY-MM-DD; today (school time) when left out'),
  }),
);

const nullableText = (description: string) => z.string().nullable().describe(description);

/** One student's day as the staff see it. */
export const presensiHarianRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int().describe("The student's id: a day list has one row per student"),
  siswa_id: z.number().int(),
  nama: z.string(),
  nisn: z.string().nullable(),
  rombel_id: z.number().int().nullable(),
  tanggal: z.string().describe('YYYY-MM-DD'),
  presensi_id: z.number().int().nullable().describe('The clock-in record; null when none'),
  waktu_masuk: nullableText('HH:MM:SS'),
  waktu_pulang: nullableText('HH:MM:SS'),
  foto_masuk: nullableText('Signed path (after main_path) of the entry selfie, full size'),
  foto_masuk_kecil: nullableText('Signed path of the entry selfie thumbnail (the full photo when it has none)'),
  foto_pulang: nullableText('Signed path of the exit selfie, full size'),
  foto_pulang_kecil: nullableText('Signed path of the exit selfie thumbnail'),
  radius_masuk: z.number().nullable().describe('Metres from the school at entry'),
  radius_pulang: z.number().nullable().describe('Metres from the school at exit'),
  di_dalam_radius: z.boolean().nullable().describe("Whether the entry lay inside the school's radius; null without a clock-in"),
  durasi_telat: z.number().int().nullable(),
  status: z.enum(STATUS_KEHADIRAN).nullable().describe("The day's status after precedence; null when nothing holds yet"),
  status_nama: nullableText("The status's name ('Hadir', a permit kind's name, 'Alpa'...)"),
  sumber: z.enum(SUMBER_STATUS).nullable().describe('Where the status comes from'),
  keterangan: nullableText("The staff's note, or the permit's"),
  perizinan_id: z.number().int().nullable(),
  diubah_oleh: nullableText('Who set the status by hand'),
  diubah_pada: nullableText('When, ISO 8601'),
  main_path: z.string(),
});
export type PresensiHarianRow = z.infer<typeof presensiHarianRowSchema>;

/** POST staf/presensi/rekap: a class group's month as XLSX. */
export const presensiRekapBodySchema = z.object({
  rombel_id: requiredId(MSG.chooseOne),
  bulan: z
    .string({ error: MSG.required })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MSG.presensiRekapBulan)
    .describe('YYYY-MM'),
});
