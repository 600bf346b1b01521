import { z } from 'zod';
import { MSG } from '../messages.js';
import { digitsExactly, option, optionalEmail, optionalText, phone, requiredLetters } from './fields.js';

/** The staff list (GTK: guru dan tenaga kependidikan) of /staf/pengaturan/gtk. */

/** What the form offers for the kind of staff (Dapodik's names); another may be typed. */
export const JENIS_PTK_SARAN = ['Guru Mapel', 'Guru Kelas', 'Guru BK', 'Kepala Madrasah', 'Tenaga Administrasi', 'Tenaga Perpustakaan', 'Laboran'] as const;

export const gtkBodySchema = z.object({
  nama_lengkap: requiredLetters(MSG.mustFill).describe('The name without titles'),
  gelar_depan: optionalText(50).describe("e.g. 'Drs.'"),
  gelar_belakang: optionalText(50).describe("e.g. 'S.Pd., M.Pd.'"),
  jenis_kelamin: option('jenis_kelamin'),
  nip: digitsExactly(18).describe('18 digits; unique when given'),
  nuptk: digitsExactly(16).describe('16 digits; unique when given'),
  email: optionalEmail(),
  no_telp: phone(),
  jenis_ptk: optionalText(100).describe("e.g. 'Guru Mapel', 'Guru BK', 'Tenaga Administrasi'"),
  is_active: z.boolean().optional().default(true).describe('An inactive GTK is kept for the records but no longer chosen'),
});
export type GtkBody = z.input<typeof gtkBodySchema>;

/** The list's status filter: the values the web's table filter sends. */
export const GTK_STATUS = ['Aktif', 'Nonaktif'] as const;

export const gtkFilterSchema = z
  .object({
    status: z.enum(GTK_STATUS, { error: MSG.optionInvalid }).optional().describe('Aktif or Nonaktif; both when left out'),
    jenis_ptk: z.string().max(100).optional(),
  })
  .optional()
  .default({});

export const gtkRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int(),
  nama_lengkap: z.string(),
  gelar_depan: z.string().nullable(),
  gelar_belakang: z.string().nullable(),
  /** The name with its titles, as letters print it. */
  nama: z.string(),
  jenis_kelamin: z.string().nullable(),
  nip: z.string().nullable(),
  nuptk: z.string().nullable(),
  email: z.string().nullable(),
  no_telp: z.string().nullable(),
  jenis_ptk: z.string().nullable(),
  is_active: z.boolean(),
  /** Whether class groups, timetables, teaching pairs, activities or an account name them: then a delete deactivates. */
  dipakai: z.boolean(),
});
export type GtkRow = z.infer<typeof gtkRowSchema>;

/** What a delete did: removed the GTK, or (named somewhere) deactivated it. */
export const gtkDeleteResultSchema = z.object({ dihapus: z.boolean() });
