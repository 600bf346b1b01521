import { z } from 'zod';
import { ROLE, STAFF_ROLES } from '../access.js';
import { LIMITS } from '../limits.js';
import { MSG } from '../messages.js';
import { idSchema } from '../params.js';
import { email, optionalText, requiredText } from './fields.js';

/** The portal accounts the Akun page makes for a class group: the students' and their guardians'. */
export const PORTAL_PERAN = [ROLE.siswa, ROLE.wali] as const;
export type PortalPeran = (typeof PORTAL_PERAN)[number];

/**
 * An account's state: none yet; in use; made by the school and not yet signed in with a
 * password of the owner's (its first password, or one the operator reset); suspended (a
 * student's through the student record, so the portal shows its suspended view; any other
 * account is switched off).
 */
export const AKUN_STATUS = ['belum_ada', 'aktif', 'wajib_ganti_password', 'ditangguhkan'] as const;
export type AkunStatus = (typeof AKUN_STATUS)[number];
const accountStatus = z.enum(['aktif', 'wajib_ganti_password', 'ditangguhkan']);

/** Most cards one PDF holds: two class groups' students and guardians. */
export const KARTU_MAX = 200;

/** One existing account as a row shows it. */
export const akunRingkasSchema = z.object({
  id: z.number().int().describe('User id: the per-account actions name it'),
  nama: z.string(),
  email: z.string(),
  status: accountStatus,
  alasan: z.string().nullable().describe('Why it is suspended'),
  sesi_aktif: z.number().int().describe('Sessions still signed in'),
});
export type AkunRingkas = z.infer<typeof akunRingkasSchema>;

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: MSG.optionInvalid }).optional();

/** The students of the active year and their accounts: one class group's, by account role and state. */
export const stafAkunFilterSchema = z
  .object({
    rombel_id: idSchema.optional().describe('One class group of the active year'),
    peran: optionalChoice(PORTAL_PERAN).describe('Whose account `status` asks about; both when left out'),
    status: optionalChoice(AKUN_STATUS),
  })
  .optional()
  .default({});

export const stafAkunRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int().describe('The student'),
  nama: z.string(),
  nisn: z.string(),
  rombel_id: z.number().int(),
  rombel_nama: z.string(),
  akun: akunRingkasSchema.nullable().describe("The student's own account"),
  wali: z.array(akunRingkasSchema).describe("The guardians' accounts"),
  wali_nama: z.string().nullable().describe('Who a new guardian account would be for (Wali, else Ayah, else Ibu)'),
});
export type StafAkunRow = z.infer<typeof stafAkunRowSchema>;

/** What an account card prints; a creating answer gives it with the password, shown that once. */
export const kartuAkunSchema = z.object({
  nama: requiredText(MSG.required, LIMITS.nameMax),
  peran: requiredText(MSG.required, 50).describe("The role as people write it: 'Siswa', 'Wali Siswa', 'Operator'"),
  keterangan: optionalText(LIMITS.nameMax).describe("e.g. the class group, or 'Wali dari …'"),
  nisn: optionalText(20),
  email: requiredText(MSG.emailRequired, LIMITS.emailMax),
  password: requiredText(MSG.passwordRequired, LIMITS.passwordMax),
});
export type KartuAkun = z.output<typeof kartuAkunSchema>;

/** A new account or a new password, as the one answer that shows its password. */
export const akunBaruSchema = z.object({
  id: z.number().int().describe('User id'),
  siswa_id: z.number().int().nullable(),
  nama: z.string(),
  peran: z.string(),
  keterangan: z.string().nullable(),
  nisn: z.string().nullable(),
  email: z.string(),
  password: z.string().describe('The first password, in clear this once: never stored, never answered again'),
});
export type AkunBaru = z.infer<typeof akunBaruSchema>;

export const buatAkunRombelBodySchema = z.object({
  rombel_id: idSchema.describe('A class group of the active year'),
  peran: z
    .array(z.enum(PORTAL_PERAN, { error: MSG.optionInvalid }))
    .min(1, MSG.akunPeranRequired)
    .max(PORTAL_PERAN.length)
    .optional()
    .default([...PORTAL_PERAN])
    .describe('Whose accounts to make; both when left out'),
});
export type BuatAkunRombelBody = z.input<typeof buatAkunRombelBodySchema>;

export const buatAkunRombelResultSchema = z.object({
  rombel_nama: z.string(),
  dibuat: z.array(akunBaruSchema).describe('The accounts made now, each with its first password'),
  sudah_ada: z.number().int().describe('Accounts that existed already and were kept'),
});
export type BuatAkunRombelResult = z.infer<typeof buatAkunRombelResultSchema>;

export const kartuBodySchema = z.object({
  alamat_portal: z
    .string({ error: MSG.akunPortalAddressInvalid })
    .trim()
    .max(200, MSG.maxChars(200))
    .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, MSG.akunPortalAddressInvalid)
    .describe('Where the owners sign in, printed on every card'),
  judul: optionalText(100).describe('Printed above the cards, e.g. the class group'),
  kartu: z.array(kartuAkunSchema).min(1, MSG.minItems(1)).max(KARTU_MAX, MSG.maxItems(KARTU_MAX)),
});
export type KartuBody = z.input<typeof kartuBodySchema>;

export const kartuResultSchema = z.object({
  nama_file: z.string(),
  pdf: z.string().describe('The PDF, base64: made from the request alone, kept nowhere'),
});

export const tangguhkanBodySchema = z.object({ alasan: requiredText(MSG.akunAlasanRequired, 500).describe('Shown to the owner') });
export type TangguhkanBody = z.input<typeof tangguhkanBodySchema>;

export const akhiriSesiResultSchema = z.object({ diakhiri: z.number().int() });

// Staff accounts.

export const STAF_AKUN_STATUS = ['aktif', 'wajib_ganti_password', 'ditangguhkan'] as const;

const peranStafSchema = z
  .array(z.enum(STAFF_ROLES as [string, ...string[]], { error: MSG.optionInvalid }), { error: MSG.akunPeranRequired })
  .min(1, MSG.akunPeranRequired)
  .max(STAFF_ROLES.length)
  .refine((list) => new Set(list).size === list.length, MSG.akunPeranTwice)
  .describe('Staff roles: operator, kepala madrasah, wali kelas, guru, guru bk, kesiswaan, bendahara');

export const stafAccountFilterSchema = z
  .object({
    peran: optionalChoice(STAFF_ROLES as [string, ...string[]]),
    status: optionalChoice(STAF_AKUN_STATUS),
  })
  .optional()
  .default({});

export const stafAccountRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int().describe('User id'),
  nama: z.string(),
  email: z.string(),
  peran: z.array(z.string()),
  gtk_id: z.number().int().nullable(),
  status: accountStatus,
  alasan: z.string().nullable(),
  sesi_aktif: z.number().int(),
});
export type StafAccountRow = z.infer<typeof stafAccountRowSchema>;

export const buatAkunStafBodySchema = z.object({
  gtk_id: idSchema.describe('The staff member (GTK) the account is for'),
  email: email(MSG.emailRequired).describe('Sign-in address'),
  peran: peranStafSchema,
});
export type BuatAkunStafBody = z.input<typeof buatAkunStafBodySchema>;

export const ubahPeranBodySchema = z.object({ peran: peranStafSchema });
export type UbahPeranBody = z.input<typeof ubahPeranBodySchema>;

export const gtkTanpaAkunQuerySchema = z.object({ q: z.string().trim().max(100, MSG.maxChars(100)).optional().describe('Part of the name') });

export const gtkTanpaAkunSchema = z.object({
  id: z.number().int(),
  nama: z.string().describe('With titles'),
  email: z.string().nullable(),
  jenis_ptk: z.string().nullable(),
});
export type GtkTanpaAkun = z.infer<typeof gtkTanpaAkunSchema>;
