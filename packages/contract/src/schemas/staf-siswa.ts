import { z } from 'zod';
import { idSchema } from '../params.js';

/** The staff's student list: one class group's (a wali kelas's own), or the school's. */
export const stafSiswaFilterSchema = z
  .object({
    rombel_id: idSchema.optional().describe('One class group of the active year'),
    status_siswa: z.enum(['Aktif', 'Lulus', 'Keluar']).optional(),
  })
  .optional()
  .default({});

export const stafSiswaRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int(),
  nama: z.string(),
  nisn: z.string(),
  nis: z.string().nullable(),
  jenis_kelamin: z.string(),
  rombel_id: z.number().int(),
  rombel_nama: z.string(),
  status_siswa: z.string(),
  akun_ditangguhkan: z.boolean(),
});
export type StafSiswaRow = z.infer<typeof stafSiswaRowSchema>;

/** A class group of the active year the caller reaches: the list's filter. */
export const stafRombelOptionSchema = z.object({ id: z.number().int(), nama: z.string(), tingkatan_kelas: z.string() });
