import { z } from 'zod';
import { idSchema } from '../params.js';

/**
 * The kinds of notification, each with the label of its switch in the profile: the user may opt
 * out of each one (no inbox row and no push message for it).
 */
export const NOTIFIKASI_JENIS = {
  presensi: 'Presensi masuk dan pulang',
  belum_hadir: 'Belum presensi masuk',
  perizinan: 'Keputusan izin',
  konsultasi: 'Tanggapan konsultasi',
  tagihan: 'Tagihan baru',
  pembayaran: 'Pembayaran diterima',
} as const;
export type NotifikasiJenis = keyof typeof NOTIFIKASI_JENIS;
export const notifikasiJenisSchema = z.enum(Object.keys(NOTIFIKASI_JENIS) as [NotifikasiJenis, ...NotifikasiJenis[]]);

/** Notifications per inbox page; older ones come with `sebelum`. */
export const NOTIFIKASI_PAGE_SIZE = 20;
/** A browser's push endpoint is a URL of its push service: a few hundred characters at most. */
export const PUSH_ENDPOINT_MAX = 1000;
/**
 * The push services of the browsers that install the portal (Chrome/Edge/Android, Firefox,
 * Safari, Windows): an endpoint elsewhere is refused, so the server never posts to an address a
 * user chose (an internal host, say).
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'] as const;

export const notifikasiRowSchema = z.object({
  id: z.number().int(),
  jenis: notifikasiJenisSchema,
  judul: z.string(),
  isi: z.string(),
  tautan: z.string().describe('The portal page it opens'),
  dibaca: z.boolean(),
  created_at: z.string().describe('ISO 8601'),
});
export type NotifikasiRow = z.infer<typeof notifikasiRowSchema>;

export const notifikasiQuerySchema = z.object({
  sebelum: idSchema.optional().describe('Only notifications older than this id (the next page)'),
});

export const notifikasiPageSchema = z.object({
  list: z.array(notifikasiRowSchema),
  sebelum: z.number().int().nullable().describe('Pass as `sebelum` for the next page; null: no more'),
});

export const belumDibacaSchema = z.object({ jumlah: z.number().int().describe('Unread notifications') });

/** Each kind switched on (true) or opted out of (false); the GET's answer is accepted by the PUT as it is. */
export const notifikasiPreferensiSchema = z.strictObject(
  Object.fromEntries(Object.keys(NOTIFIKASI_JENIS).map((k) => [k, z.boolean()])) as Record<NotifikasiJenis, z.ZodBoolean>,
);
export type NotifikasiPreferensi = z.infer<typeof notifikasiPreferensiSchema>;

// The pattern bounds the length as well: a value drawn from the documented pattern then mostly fits.
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(new RegExp(`^[A-Za-z0-9_-]{${min - 2},${max}}={0,2}$`), 'Kunci langganan tidak valid');

const pushEndpointSchema = z
  .string()
  .max(PUSH_ENDPOINT_MAX)
  .refine((value) => {
    try {
      const url = new URL(value);
      const host = url.hostname;
      return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h));
    } catch {
      return false;
    }
  }, 'Layanan notifikasi peramban tidak dikenal');

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushLanggananSchema = z.object({
  endpoint: pushEndpointSchema,
  // The P-256 public key is 65 bytes (87 characters), the auth secret 16 (22); padding tolerated.
  keys: z.object({ p256dh: base64url(86, 90), auth: base64url(22, 24) }),
});
export type PushLangganan = z.infer<typeof pushLanggananSchema>;

export const pushBerhentiSchema = z.object({ endpoint: z.string().max(PUSH_ENDPOINT_MAX) });

export const vapidSchema = z.object({ public_key: z.string().describe('The server’s VAPID public key (base64url), the applicationServerKey') });

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The school's not-yet-clocked-in alert: the school time it goes out at, or null when it is off (the default). */
export const belumHadirSettingSchema = z.object({
  jam: z.string().regex(HH_MM, 'Jam harus berformat JJ:MM, misalnya 07:00').nullable().describe('HH:MM, school time, before jam_pulang; null: off'),
});
export type BelumHadirSetting = z.infer<typeof belumHadirSettingSchema>;
