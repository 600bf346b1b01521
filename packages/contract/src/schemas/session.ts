import { z } from 'zod';
import { accessMapSchema } from '../access-schemas.js';
import { MSG } from '../messages.js';
import { LIMITS } from '../limits.js';

export const loginBodySchema = z.object({
  email: z
    .string({ error: MSG.emailRequired })
    .trim()
    .min(1, MSG.emailRequired)
    .max(LIMITS.emailMax, MSG.maxChars(LIMITS.emailMax))
    .describe('Account e-mail address'),
  password: z
    .string({ error: MSG.passwordRequired })
    .min(1, MSG.passwordRequired)
    .max(LIMITS.passwordMax, MSG.maxChars(LIMITS.passwordMax))
    .describe('Account password'),
  remember: z.boolean().optional().default(false).describe('Long-lived session when true'),
  device_token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, MSG.invalidRequest)
    .optional()
    .describe('The device_token of an earlier successful sign-in on this device: the account limits let it through'),
});
export type LoginBody = z.input<typeof loginBodySchema>;
export type LoginRequest = z.output<typeof loginBodySchema>;

export const loginResultSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string().describe('Opaque bearer token'),
  expires_at: z.string().describe('ISO timestamp after which the token is refused'),
  device_token: z.string().describe('Kept by the client and sent with its next sign-ins (see device_token in the body)'),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

const passwordField = z.string({ error: MSG.required }).min(1, MSG.required).max(LIMITS.passwordMax, MSG.maxChars(LIMITS.passwordMax));

export const changePasswordBodySchema = z
  .object({
    password_old: passwordField.describe('Current password'),
    password_new: passwordField
      .refine((v) => v.length === 0 || v.length >= LIMITS.passwordMin, {
        message: MSG.newPasswordTooShort(LIMITS.passwordMin),
      })
      .describe('New password'),
    password_confirm: passwordField.describe('New password again'),
  })
  // Cross-field rules speak only once each field is valid on its own.
  .refine((v) => v.password_confirm === v.password_new, {
    path: ['password_confirm'],
    message: MSG.mustMatchNewPassword,
    when: (payload) => payload.issues.length === 0,
  })
  .refine((v) => v.password_new !== v.password_old, {
    path: ['password_new'],
    message: MSG.newPasswordSameAsOld,
    when: (payload) => payload.issues.length === 0,
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const profileSchema = z.object({
  id: z.number().int().describe('User id; used by PUT user/ubah-password/{id}'),
  name: z.string(),
  email: z.string(),
  roles: z.string().describe('Role name: siswa, wali siswa or alumni'),
  tipe: z.string().describe('User type: eksternal or internal'),
  wajib_ganti_password: z
    .boolean()
    .describe('A password the school chose (a new account, a reset): every call but the session’s own is refused until it is changed'),
});

/** One child of a guardian account. */
export const anakSchema = z.object({
  siswa_id: z.number().int(),
  nama: z.string(),
  rombel_nama: z.string().nullable().describe('The class group of the active school year'),
  foto: z.string().nullable().describe('Signed URL of the photo'),
});
export type Anak = z.infer<typeof anakSchema>;

export const profileExSchema = z.object({
  siswa_id: z.number().int().nullable().describe('The student (own, or the ward of a guardian)'),
  nama: z.string().nullable(),
  rombel_id: z.number().int().nullable(),
  rombel_nama: z.string().nullable(),
  alumni_id: z.number().int().nullable().describe('The alumni record of an alumni account'),
  siswa_akun_ditangguhkan: z.union([z.literal(0), z.literal(1)]),
  siswa_alasan_akun_ditangguhkan: z.string().nullable(),
  anak: z
    .array(anakSchema)
    .describe('A guardian’s children in their stable order (the first is the default; send the chosen one’s id as X-Siswa-Id); empty for other accounts'),
});

export const presensiSettingSchema = z.object({
  jam_masuk: z.string().describe('HH:MM'),
  jam_pulang: z.string().describe('HH:MM'),
  lat: z.number(),
  long: z.number(),
  radius_active: z.enum(['0', '1']).describe("'1' means the geofence is on"),
  radius: z.number().describe('Metres'),
});

export const privilegeSchema = z.object({
  profile: profileSchema,
  profile_ex: profileExSchema,
  tahun_ajaran: z.object({ id: z.number().int(), thn_awal: z.number().int(), thn_akhir: z.number().int() }),
  semester: z.object({ id: z.number().int(), tipe_semester: z.string() }),
  presensi: z.object({ is_allow: z.boolean(), setting: presensiSettingSchema }),
  sekolah: z.object({ nama: z.string(), timezone: z.string() }),
  access: accessMapSchema,
});
export type Privilege = z.infer<typeof privilegeSchema>;

export type MenuItem = { name: string; path: string; icon: string; children?: MenuItem[] };
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string(),
    icon: z.string().describe('Icon key known to the web'),
    children: z.array(menuItemSchema).optional(),
  }),
);

export const publicConfigSchema = z.object({
  sekolah_nama: z.string(),
  external_signin_url: z.string().describe('Where a signed-out user is sent'),
  map_tile_url: z.string(),
  map_tile_attribution: z.string().describe('Credit shown on maps (HTML)'),
  map_default_center: z.tuple([z.number(), z.number()]),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({ database: z.literal('ok'), uptime_s: z.number() });

/** The staff side's privilege (GET /api/staf/privilege): the profile with every role, the menu and the map. */
export const stafPrivilegeSchema = z.object({
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    roles: z.array(z.string()).describe('Staff roles: operator, kepala madrasah, wali kelas, guru, guru bk, kesiswaan, bendahara'),
    tipe: z.string(),
    gtk_id: z.number().int().nullable().describe('The staff member (GTK) of the account'),
    wajib_ganti_password: z.boolean().describe('A password someone else chose: change it before anything else'),
  }),
  tahun_ajaran: z.object({ id: z.number().int(), thn_awal: z.number().int(), thn_akhir: z.number().int() }).nullable(),
  semester: z.object({ id: z.number().int(), tipe_semester: z.string() }).nullable(),
  sekolah: z.object({ nama: z.string(), timezone: z.string() }),
  menu: z.array(menuItemSchema),
  access: accessMapSchema,
});
export type StafPrivilege = z.infer<typeof stafPrivilegeSchema>;

/**
 * A sign-in's answer at each door carries the new session's privilege, the answer its GET
 * (privilege/access, staf/privilege) gives, so that a sign-in needs one round trip instead of
 * two (on a phone's network each costs about half a second).
 */
export const portalLoginResultSchema = loginResultSchema.extend({
  privilege: privilegeSchema.describe("The new session's access check, as GET privilege/access answers it"),
});
export const stafLoginResultSchema = loginResultSchema.extend({
  privilege: stafPrivilegeSchema.describe("The new session's privilege, as GET staf/privilege answers it"),
});
