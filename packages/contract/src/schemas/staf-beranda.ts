import { z } from 'zod';
import { JADWAL_HARI } from '../jadwal.js';

const n = (description: string) => z.number().int().describe(description);

/** A day's attendance of a set of students: each student counts once, in the first state that holds. */
const kehadiranShape = {
  jumlah_siswa: n('Active students of the class group this school year'),
  hadir: n('Clocked in today'),
  izin: n('No clock-in, an approved permit of another kind than Sakit covers today'),
  sakit: n('No clock-in, an approved Sakit permit covers today'),
  alpa: n('Neither, once the school day is over (after jam_pulang)'),
  belum_presensi: n('Neither, while the school day lasts'),
};
export const berandaKehadiranSchema = z.object(kehadiranShape);
export type BerandaKehadiran = z.infer<typeof berandaKehadiranSchema>;

export const berandaRombelSchema = z.object({
  rombel_id: z.number().int(),
  rombel_nama: z.string(),
  tingkatan_kelas: z.string(),
  wali_kelas: z.string().nullable().describe('The homeroom teacher with titles'),
  ...kehadiranShape,
  tunggakan: n('Rupiah left unpaid on the invoices of its students'),
});
export type BerandaRombel = z.infer<typeof berandaRombelSchema>;

/** GET staf/beranda: today at a glance, cut to the caller's class groups (a wali kelas's, a guru's) or the school's. */
export const berandaSchema = z.object({
  tanggal: z.string().describe("Today in the school's timezone, YYYY-MM-DD"),
  hari: z.enum(JADWAL_HARI),
  hari_presensi: z.boolean().describe('Today is a clock-in day; on other days nobody counts as alpa or belum presensi'),
  jam_pulang: z.string().describe('HH:MM; after it, a student without clock-in or permit counts as alpa'),
  tahun_ajaran: z.string().nullable().describe("The active school year ('2026/2027'); null when none is active"),
  kehadiran: berandaKehadiranSchema.describe('The sum over the class groups listed'),
  perizinan_menunggu: n('Permits of the active year waiting for a decision (DIAJUKAN)'),
  konsultasi_belum_dijawab: n('Consultations of the active year sent to the counsellor and not finished (Terkirim, Diproses)'),
  tunggakan: n('Rupiah left unpaid, the sum over the class groups listed'),
  rombel: z.array(berandaRombelSchema).describe('The class groups of the active year within reach, by grade and name'),
});
export type Beranda = z.infer<typeof berandaSchema>;
