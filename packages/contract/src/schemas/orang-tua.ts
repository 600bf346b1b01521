import { z } from 'zod';
import { MSG } from '../messages.js';
import { OPTIONS } from '../options.js';
import { regionAnswerFields, regionFields } from './data-diri.js';
import { digitsExactly, email, isoDate, option, optionalText, personName, phone, postalCode } from './fields.js';

export const TIPE_ORANG_TUA = { ayah: 'Ayah', ibu: 'Ibu', wali: 'Wali' } as const;

/** The fields every parent record shares; the form names them with an ayah_, ibu_ or wali_ prefix. */
const shared = {
  status_hidup: option('status_hidup', MSG.chooseOne),
  nama: personName(MSG.required),
  nik: digitsExactly(16, { required: MSG.required, digitsMessage: MSG.nikDigits }),
  kewarganegaraan: option('kewarganegaraan'),
  tempat_lahir: optionalText(100),
  tgl_lahir: isoDate(),
  pendidikan: option('pendidikan'),
  pekerjaan: option('pekerjaan'),
  penghasilan: option('penghasilan'),
  no_telp: phone(),
  domisili: option('domisili'),
  status_tempat_tinggal: option('status_tempat_tinggal'),
  alamat: optionalText(500),
  kode_pos: postalCode(),
  ...regionFields,
};

/** Father and mother: nama, status_hidup and a 16-digit nik are required; no e-mail. */
export const ayahIbuSchema = z.object({ ...shared, email: z.null().optional() });
/** Guardian: also e-mail and date of birth. */
export const waliSchema = z.object({ ...shared, email: email(MSG.required), tgl_lahir: isoDate(MSG.required) });

/** POST siswa/data-orang-tua/{siswa_id} and PUT siswa/data-orang-tua/{id}: one person. */
export const orangTuaBodySchema = z.discriminatedUnion('tipe', [
  ayahIbuSchema.extend({ tipe: z.literal(TIPE_ORANG_TUA.ayah) }),
  ayahIbuSchema.extend({ tipe: z.literal(TIPE_ORANG_TUA.ibu) }),
  waliSchema.extend({ tipe: z.literal(TIPE_ORANG_TUA.wali) }),
]);
export type OrangTuaBody = z.input<typeof orangTuaBodySchema>;

const text = z.string().nullable();
export const orangTuaSchema = z.object({
  id: z.number().int(),
  tipe: z.enum(OPTIONS.tipe_orang_tua),
  status_hidup: text,
  nama: z.string(),
  nik: text,
  kewarganegaraan: text,
  tempat_lahir: text,
  tgl_lahir: text,
  pendidikan: text,
  pekerjaan: text,
  penghasilan: text,
  no_telp: text,
  email: text,
  domisili: text,
  status_tempat_tinggal: text,
  alamat: text,
  kode_pos: text,
  ...regionAnswerFields,
});
export type OrangTua = z.infer<typeof orangTuaSchema>;
