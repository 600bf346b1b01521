import { z } from 'zod';
import { MSG } from '../messages.js';
import { isoDate, option, optionalText, requiredText } from './fields.js';

/**
 * PUT siswa/aktivitas-belajar/{id} and POST siswa/aktivitas-belajar/{studentId}: the
 * registration (Pendaftaran Masuk). The spec's other document makes jenis_pendaftaran,
 * tgl_masuk and sekolah_asal required; dates travel as YYYY-MM-DD like the other student forms.
 */
export const aktivitasBelajarBodySchema = z.object({
  jenis_pendaftaran: option('jenis_pendaftaran', MSG.required),
  tgl_masuk: isoDate(MSG.required),
  sekolah_asal: requiredText(MSG.required, 200),
  jenjang_sekolah_asal: option('jenjang_sekolah_asal'),
  no_ijazah: optionalText(100),
  tgl_ijazah: isoDate(),
});
export type AktivitasBelajarBody = z.input<typeof aktivitasBelajarBodySchema>;

const text = z.string().nullable();

/**
 * GET siswa/aktivitas-belajar/{studentId}: the registration (id null until one is saved), how
 * the student left (filled by the school), and the current class group of the active year.
 */
export const aktivitasBelajarSchema = z.object({
  id: z.number().int().nullable().describe('Null until a registration is saved: the web then creates one'),
  jenis_pendaftaran: text,
  tgl_masuk: text,
  sekolah_asal: text,
  jenjang_sekolah_asal: text,
  no_ijazah: text,
  tgl_ijazah: text,
  alasan_keluar: text,
  tgl_keluar: text,
  keterangan: text,
  thn_awal: z.number().int().nullable(),
  thn_akhir: z.number().int().nullable(),
  tingkatan_kelas: text,
  jurusan_nama: text,
  rombel_nama: text,
  status_siswa: z.string(),
});
export type AktivitasBelajar = z.infer<typeof aktivitasBelajarSchema>;
