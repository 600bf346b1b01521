import { z } from 'zod';
import { MSG } from '../messages.js';
import { isCalendarDate } from './fields.js';

export const AKTIVITAS = { kelas: 'PEMBELAJARAN KELAS', pramuka: 'PRAMUKA' } as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * A clock-in or clock-out as the web sends it. The server trusts only the student id (checked
 * against the session), the coordinates and the photo: it takes the date and time from its own
 * clock, the class group and period from the database, and recomputes the distance.
 */
export const presensiBodySchema = z.object({
  tahun_ajaran_id: id.optional(),
  semester_id: id.optional(),
  siswa_id: id.describe('Must be the signed-in student'),
  rombel_id: id.optional(),
  tgl: z.string().max(10).optional().describe('Ignored: the server uses its own date'),
  waktu: z.string().max(8).optional().describe('Ignored: the server uses its own time'),
  lat: z.number({ error: MSG.locationRequired }).min(-90).max(90),
  long: z.number({ error: MSG.locationRequired }).min(-180).max(180),
  radius: z.number().optional().describe('Ignored: the server recomputes the distance'),
  foto: z
    .string({ error: MSG.selfieRequired })
    .min(1, MSG.selfieRequired)
    .max(3_000_000, MSG.imageTooLarge)
    .describe('Selfie as base64 (JPEG, PNG or WebP), at most 2 MB decoded'),
});
export type PresensiBody = z.infer<typeof presensiBodySchema>;

const moment = z.object({ waktu: z.string().describe('HH:MM:SS'), foto: z.string().nullable().describe('Signed path after main_path') });

export const presensiHariIniSchema = z.object({
  id: z.number().int(),
  in: moment,
  out: moment.nullable(),
  main_path: z.string().describe('Prefix of the photo links'),
});
export type PresensiHariIni = z.infer<typeof presensiHariIniSchema>;

export const presensiParamsSchema = z.object({
  siswa_id: id,
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Format tanggal YYYY-MM-DD', abort: true })
    .refine(isCalendarDate, MSG.dateInvalid),
});
