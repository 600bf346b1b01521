import { z } from 'zod';
import { MSG } from '../messages.js';
import { fourDigitYear, option, requiredText, optionalText, upload } from './fields.js';

/**
 * The four record tabs of a student (beasiswa, prestasi, pendidikan, berkas): the spec names
 * their fields and marks them required with 'harus diisi'; scholarship duration and amount
 * are numbers. A tab's file comes as base64 (JPG, PNG or PDF, under 2 MB).
 */
const year = fourDigitYear(MSG.mustFill);
const whole = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.replaceAll('.', ''))) : v),
    z.number({ error: MSG.mustFill }).int(MSG.numberInvalid).min(0, MSG.numberInvalid).max(max, MSG.numberInvalid),
  );
const filled = (max = 200) => requiredText(MSG.mustFill, max);
const chosen = (list: Parameters<typeof option>[0]) => option(list, MSG.mustFill);
const file = upload(MSG.fileTooLarge, 'Base64 (JPG, PNG or PDF); on update, absent, null or the signed link keeps the stored file');

export const beasiswaBodySchema = z.object({
  tahun: year,
  nama: filled(),
  kategori: chosen('kategori_beasiswa'),
  nama_instansi: filled(),
  jenis_instansi: chosen('jenis_instansi'),
  // A century of months; the column is a 4-byte integer.
  jangka_waktu: whole(1_200).describe('Months'),
  nominal: whole(10_000_000_000).describe('Rupiah'),
});

export const prestasiBodySchema = z.object({
  tahun: year,
  nama: filled(),
  bidang_lomba: chosen('bidang_lomba'),
  nama_penyelenggara: filled(),
  lomba_tingkat: chosen('lomba_tingkat'),
  peringkat: chosen('peringkat'),
  file,
});

export const pendidikanBodySchema = z.object({
  tahun_belajar: year.describe('Mulai Belajar'),
  nama_lembaga: filled(),
  jenis_lembaga: chosen('jenis_lembaga'),
  frekuensi_belajar: chosen('frekuensi_belajar'),
  lokasi_lembaga: filled(),
});

export const berkasBodySchema = z.object({
  tipe: chosen('tipe_berkas'),
  nama: filled(),
  keterangan: optionalText(500),
  file,
});

/** Who last changed a row, and when: the spec's LogActivity column. */
export const logActivitySchema = z.object({ aksi: z.string(), oleh: z.string().nullable(), pada: z.string() }).nullable();

const rowBase = { id: z.number().int(), log_activity: logActivitySchema };
const fileFields = { file: z.string().nullable().describe('Signed path after main_path'), main_path: z.string() };
const text = z.string().nullable();

export const beasiswaRowSchema = z.object({
  ...rowBase,
  tahun: z.string(),
  nama: z.string(),
  kategori: text,
  nama_instansi: text,
  jenis_instansi: text,
  jangka_waktu: z.number().nullable(),
  nominal: z.number().nullable(),
});
export const prestasiRowSchema = z.object({
  ...rowBase,
  ...fileFields,
  tahun: z.string(),
  nama: z.string(),
  bidang_lomba: text,
  nama_penyelenggara: text,
  lomba_tingkat: text,
  peringkat: text,
});
export const pendidikanRowSchema = z.object({
  ...rowBase,
  tahun_belajar: z.string(),
  nama_lembaga: z.string(),
  jenis_lembaga: text,
  frekuensi_belajar: text,
  lokasi_lembaga: text,
});
export const berkasRowSchema = z.object({ ...rowBase, ...fileFields, tipe: z.string(), nama: z.string(), keterangan: text });

/** Every tab's table takes the common table body and has no filters of its own. */
export const siswaTabFilterSchema = z.object({}).optional();
