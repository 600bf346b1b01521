import { z } from 'zod';
import { JADWAL_HARI } from '../jadwal.js';
import { MSG } from '../messages.js';
import { optionalId, requiredId } from './period-filter.js';

/** The staff's timetable grid of one class group (/staf/pengaturan/jadwal). */

/** Lesson periods a day may have. */
export const JAM_KE_MAX = 15;
/** Every period of every day: the most a timetable holds. */
export const SLOT_MAX = JADWAL_HARI.length * JAM_KE_MAX;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = () => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().regex(TIME, MSG.jamInvalid).nullable().optional());

/** One lesson: a day's period, its times, the subject and its teacher. */
export const jadwalSlotSchema = z
  .object({
    hari: z.enum(JADWAL_HARI, { error: MSG.optionInvalid }),
    jam_ke: z.number().int().min(1).max(JAM_KE_MAX),
    jam_mulai: time().describe('HH:MM'),
    jam_selesai: time().describe('HH:MM, after jam_mulai'),
    mapel_id: requiredId(MSG.mustChoose),
    gtk_id: optionalId().nullable().describe('The teacher, a GTK id'),
  })
  .superRefine((s, ctx) => {
    const both = typeof s.jam_mulai === 'string' && typeof s.jam_selesai === 'string' && TIME.test(s.jam_mulai) && TIME.test(s.jam_selesai);
    if (both && s.jam_selesai! <= s.jam_mulai!) ctx.addIssue({ code: 'custom', path: ['jam_selesai'], message: MSG.jamOrder });
  });
export type JadwalSlot = z.input<typeof jadwalSlotSchema>;

/** PUT: the class group's whole timetable, replacing what it had; one lesson per day and period. */
export const jadwalBodySchema = z.object({
  slots: z
    .array(jadwalSlotSchema)
    .max(SLOT_MAX)
    .superRefine((slots, ctx) => {
      const seen = new Set<string>();
      slots.forEach((s, i) => {
        const key = `${s.hari} ${s.jam_ke}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'jam_ke'], message: MSG.jamTaken(s.hari, s.jam_ke) });
        seen.add(key);
      });
    }),
});
export type JadwalBody = z.input<typeof jadwalBodySchema>;

export const jadwalSlotRowSchema = z.object({
  hari: z.string(),
  jam_ke: z.number().int(),
  jam_mulai: z.string().nullable(),
  jam_selesai: z.string().nullable(),
  mapel_id: z.number().int(),
  mapel_nama: z.string(),
  mapel_singkatan: z.string(),
  gtk_id: z.number().int().nullable(),
  gtk_nama: z.string().nullable(),
});
export type JadwalSlotRow = z.infer<typeof jadwalSlotRowSchema>;

/** GET: the class group's timetable, by day (Senin first) and period. */
export const jadwalRombelSchema = z.object({
  rombel_id: z.number().int(),
  /** Whether it may still change (the active or a later year). */
  dapat_diubah: z.boolean(),
  slots: z.array(jadwalSlotRowSchema),
});
export type JadwalRombel = z.infer<typeof jadwalRombelSchema>;

/** POST …/salin: copy another class group's timetable (last year's, as a rule) over this one's. */
export const jadwalSalinBodySchema = z.object({ dari_rombel_id: requiredId(MSG.mustChoose).describe('The class group copied from') });

export const jadwalPilihanQuerySchema = z.object({
  tahun_ajaran_id: optionalId().describe('The year whose class groups are offered; the active one when left out'),
});

/** What the grid chooses from: the years, a year's class groups, the subjects and the active GTK. */
export const jadwalPilihanSchema = z.object({
  tahun_ajaran: z.array(z.object({ id: z.number().int(), nama: z.string(), is_active: z.boolean() })),
  rombel: z.array(z.object({ id: z.number().int(), nama: z.string(), tahun_ajaran_id: z.number().int(), jumlah_jadwal: z.number().int() })),
  mapel: z.array(z.object({ id: z.number().int(), nama: z.string(), singkatan: z.string() })),
  gtk: z.array(z.object({ id: z.number().int(), nama: z.string() })),
});
export type JadwalPilihan = z.infer<typeof jadwalPilihanSchema>;
