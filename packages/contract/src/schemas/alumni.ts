import { z } from 'zod';
import { MSG } from '../messages.js';
import { LIMITS } from '../limits.js';
import { regionAnswerFields, regionFields } from './data-diri.js';
import { digitsExactly, dmyDate, email, fourDigitYear, option, optionalText, personName, phone, postalCode, upload } from './fields.js';

/** The alumni type that gets the full student-style layout; every other type gets the short one. */
export const ALUMNI_INTERNAL = 'Alumni Internal';

/**
 * PUT alumni/data-diri/{id} with the spec's rules (spec 02 section 5). no_kta is never sent and
 * email is the sign-in address: both are read-only, so the server keeps what it has.
 */
export const alumniDataDiriBodySchema = z.object({
  nama: personName(MSG.mustFill),
  nik: digitsExactly(16, { required: MSG.mustFill, digitsMessage: MSG.nikDigits }),
  jenis_kelamin: option('jenis_kelamin'),
  tempat_lahir: optionalText(100),
  tgl_lahir: dmyDate(MSG.mustFill).describe('DD-MM-YYYY'),
  ...regionFields,
  alamat: optionalText(500),
  kode_pos: postalCode(),
  no_telp: phone(),
  email: email(MSG.mustFill).optional().describe('Read-only: ignored by the server'),
  tahun_masuk: fourDigitYear(),
  tahun_lulus: fourDigitYear(),
  foto: upload(MSG.imageTooLarge, 'A new photo as base64 (JPG or PNG); absent, null or the signed link keeps the current one'),
});
export type AlumniDataDiriBody = z.input<typeof alumniDataDiriBodySchema>;

const text = z.string().nullable();

/** GET alumni/data-diri/{id}: the alumni record; alumni_tipe decides the layout. */
export const alumniDataDiriSchema = z.object({
  id: z.number().int(),
  alumni_tipe: z.string(),
  siswa_id: z.number().int().nullable().describe('The student record an internal alumnus graduated from'),
  nik: text,
  nama: z.string(),
  no_kta: text,
  jenis_kelamin: text,
  tempat_lahir: text,
  tgl_lahir: text.describe('DD-MM-YYYY'),
  ...regionAnswerFields,
  alamat: text,
  kode_pos: text,
  no_telp: text,
  email: text,
  tahun_masuk: text,
  tahun_lulus: text,
  foto: text.describe('Signed path after main_path, or null'),
  main_path: z.string(),
});
export type AlumniDataDiri = z.infer<typeof alumniDataDiriSchema>;

/** PUT alumni/tracing/{id}: what the alumnus does after graduating (spec 02 section 5). */
export const alumniTracingBodySchema = z.object({
  tahun_masuk: fourDigitYear(MSG.required),
  tahun_lulus: fourDigitYear(MSG.required),
  file_ijazah: upload(MSG.fileTooLarge, 'Base64 (JPG, PNG, WEBP or PDF); absent, null or the signed link keeps the stored file'),
  kategori: option('kategori_alumni', MSG.required),
  pendidikan_terakhir: option('pendidikan', MSG.required),
  pendidikan_instansi: optionalText(LIMITS.nameMax),
  pekerjaan: option('pekerjaan', MSG.required),
  pekerjaan_instansi: optionalText(LIMITS.nameMax),
  alamat_instansi: optionalText(500),
  no_telp: phone({ required: MSG.required }),
  alamat_sekarang: optionalText(500),
});
export type AlumniTracingBody = z.input<typeof alumniTracingBodySchema>;

/** GET alumni/tracing/{id}: empty fields until the alumnus fills the form. */
export const alumniTracingSchema = z.object({
  tahun_masuk: text,
  tahun_lulus: text,
  file_ijazah: text.describe('Signed path after main_path, or null'),
  main_path: z.string(),
  no_telp: text,
  alamat_sekarang: text,
  kategori: text,
  pendidikan_terakhir: text,
  pendidikan_instansi: text,
  pekerjaan: text,
  pekerjaan_instansi: text,
  alamat_instansi: text,
});
export type AlumniTracing = z.infer<typeof alumniTracingSchema>;
