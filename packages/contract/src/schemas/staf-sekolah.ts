import { z } from 'zod';
import { JADWAL_HARI } from '../jadwal.js';
import { MSG } from '../messages.js';
import { ZONA_WAKTU } from '../zona-waktu.js';
import { digitsExactly, optionalText, requiredText, upload } from './fields.js';

const ZONES = ZONA_WAKTU.map((z) => z.value) as [string, ...string[]];

/** The clock-in circle's radius in metres: wider than a phone's usual GPS error, narrower than a town. */
export const GEOFENCE = { radiusMin: 10, radiusMax: 5000 } as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = z.string({ error: MSG.required }).regex(HH_MM, MSG.timeInvalid);

const coordinate = (min: number, max: number, message: string) => z.number({ error: message }).min(min, message).max(max, message);

const hariPresensi = z
  .array(z.enum(JADWAL_HARI, { error: MSG.optionInvalid }), { error: MSG.hariPresensiRequired })
  .min(1, MSG.hariPresensiRequired)
  .max(JADWAL_HARI.length)
  .refine((days) => new Set(days).size === days.length, MSG.optionInvalid)
  // Kept and answered in the week's order, whatever order the form sent.
  .transform((days) => JADWAL_HARI.filter((d) => days.includes(d)));

/** PUT staf/pengaturan/sekolah: the school's identity and its clock-in rules, as the operator saves them. */
export const pengaturanSekolahBodySchema = z
  .object({
    nama: requiredText(MSG.namaSekolahRequired, 200),
    npsn: digitsExactly(8),
    alamat: optionalText(500),
    logo: upload(MSG.imageTooLarge, 'A new logo as base64 (JPG or PNG); absent, null or the signed link keeps the current one'),
    timezone: z.enum(ZONES, { error: MSG.optionInvalid }).describe('IANA zone of the school'),
    jam_masuk: clockTime.describe('HH:MM, school time'),
    jam_pulang: clockTime.describe('HH:MM, school time; after jam_masuk'),
    hari_presensi: hariPresensi.describe('Clock-in days, Senin … Minggu'),
    lat: coordinate(-90, 90, MSG.latitudeInvalid).describe('Latitude of the geofence centre'),
    long: coordinate(-180, 180, MSG.longitudeInvalid).describe('Longitude of the geofence centre'),
    radius: z
      .number({ error: MSG.radiusRange(GEOFENCE.radiusMin, GEOFENCE.radiusMax) })
      .int(MSG.radiusRange(GEOFENCE.radiusMin, GEOFENCE.radiusMax))
      .min(GEOFENCE.radiusMin, MSG.radiusRange(GEOFENCE.radiusMin, GEOFENCE.radiusMax))
      .max(GEOFENCE.radiusMax, MSG.radiusRange(GEOFENCE.radiusMin, GEOFENCE.radiusMax))
      .describe('Metres from the centre inside which a clock-in is accepted'),
    radius_active: z.boolean({ error: MSG.mustBeYesNo }).describe('false: a clock-in is accepted anywhere'),
  })
  .superRefine((v, ctx) => {
    if (HH_MM.test(v.jam_masuk) && HH_MM.test(v.jam_pulang) && v.jam_pulang <= v.jam_masuk)
      ctx.addIssue({ code: 'custom', path: ['jam_pulang'], message: MSG.jamPulangAfterMasuk });
  });
export type PengaturanSekolahBody = z.input<typeof pengaturanSekolahBodySchema>;

/** GET staf/pengaturan/sekolah: what the form shows; sent back unchanged, PUT accepts it. */
export const pengaturanSekolahSchema = z.object({
  nama: z.string(),
  npsn: z.string().nullable(),
  alamat: z.string().nullable(),
  logo: z.string().nullable().describe('Signed path of the logo after main_path, or null'),
  main_path: z.string(),
  timezone: z.string(),
  jam_masuk: z.string().describe('HH:MM'),
  jam_pulang: z.string().describe('HH:MM'),
  hari_presensi: z.array(z.enum(JADWAL_HARI)),
  lat: z.number(),
  long: z.number(),
  radius: z.number().int(),
  radius_active: z.boolean(),
});
export type PengaturanSekolah = z.infer<typeof pengaturanSekolahSchema>;
