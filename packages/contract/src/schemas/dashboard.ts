import { z } from 'zod';
import { JADWAL_HARI, type Hari } from '../jadwal.js';
import { MEDIA_TIPE } from './bk.js';

export const dashboardSchema = z.object({
  tanggal: z.string().describe('Today in the school, DD-MM-YYYY'),
  hari: z.string().describe('Weekday in Indonesian'),
  waktu_server: z.string().describe('Server time (ISO); the web runs its clock from it, not from the phone'),
  timezone: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const violationSummarySchema = z.object({
  total_pelanggaran: z.number().int(),
  total_poin: z.number().int(),
});
export type ViolationSummary = z.infer<typeof violationSummarySchema>;

const lessonSchema = z.object({
  mapel_nama: z.string(),
  mapel_singkatan: z.string(),
  gtk_nama: z.string().nullable().describe('Teacher with titles'),
  jam_mulai: z.string().nullable(),
  jam_selesai: z.string().nullable(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const jadwalRowSchema = z.object({
  jam_ke: z.number().int(),
  ...Object.fromEntries(JADWAL_HARI.map((h) => [h, lessonSchema.nullable()])),
} as { jam_ke: z.ZodNumber } & Record<Hari, z.ZodNullable<typeof lessonSchema>>);
export type JadwalRow = z.infer<typeof jadwalRowSchema>;

export const jadwalHeaderSchema = z.object({
  gelar_depan: z.string().nullable(),
  nama_lengkap: z.string().nullable().describe('Homeroom teacher'),
  gelar_belakang: z.string().nullable(),
  thn_awal: z.number().int(),
  thn_akhir: z.number().int(),
  tipe_semester: z.string(),
  jenis_rombel: z.string(),
  kurikulum_nama: z.string(),
  tingkatan_kelas: z.string(),
  jurusan_nama: z.string().nullable(),
  rombel_nama: z.string(),
  ruangan_nama: z.string().nullable(),
});
export type JadwalHeader = z.infer<typeof jadwalHeaderSchema>;

export const jadwalSchema = z.object({
  header: jadwalHeaderSchema.nullable().describe('Null when the student has no class group this year'),
  table: z.array(jadwalRowSchema),
});
export type Jadwal = z.infer<typeof jadwalSchema>;

/** A guardian's dashboard: the chosen child's day, permits and next invoice. */
export const dashboardWaliSchema = z.object({
  siswa: z.object({ id: z.number().int(), nama: z.string(), rombel_nama: z.string().nullable() }),
  kehadiran: z
    .object({
      nama: z.string().describe("What names the day: 'Hadir', a permit kind, a status set by staff"),
      waktu_masuk: z.string().nullable().describe('HH:MM:SS'),
      waktu_pulang: z.string().nullable().describe('HH:MM:SS'),
    })
    .nullable()
    .describe('Today in the school; null before the child clocks in'),
  perizinan_diajukan: z.number().int().describe('Permits waiting for a decision (DIAJUKAN)'),
  tagihan: z
    .object({
      id: z.number().int(),
      nama: z.string(),
      sisa: z.number().int().describe('Rupiah left to pay'),
      jatuh_tempo: z.string().nullable().describe('YYYY-MM-DD'),
    })
    .nullable()
    .describe('The unpaid invoice due first; null when all are paid'),
});
export type DashboardWali = z.infer<typeof dashboardWaliSchema>;

/** The school's news on a dashboard: what is coming on its calendar and its newest information. */
export const dashboardKabarSchema = z.object({
  agenda: z
    .array(z.object({ id: z.number().int(), judul: z.string(), jenis_agenda: z.string(), tgl_awal: z.string().describe('YYYY-MM-DD'), tgl_akhir: z.string() }))
    .describe('Calendar items not yet over, soonest first (at most 5)'),
  informasi: z
    .array(z.object({ id: z.number().int(), nama: z.string(), tipe: z.enum(MEDIA_TIPE), link: z.string().nullable() }))
    .describe('Published media items, newest first (at most 3)'),
});
export type DashboardKabar = z.infer<typeof dashboardKabarSchema>;
