import { sql } from 'drizzle-orm';
import { date, doublePrecision, integer, pgView, text } from 'drizzle-orm/pg-core';

/**
 * The days of the attendance lists: every clock-in record, and, for the class list, each school
 * day (one of the school's clock-in weekdays) of an approved permit (DISETUJUI or AUTO APPROVAL)
 * on which the student has no class clock-in, with every clock-in field empty, and each day of
 * a status in presensi_status that nothing above it holds. One row per student and class day,
 * by precedence (docs/decisions/0046): a status set by staff names the day whatever else holds
 * (a clock-in keeps its times, the name and note are the staff's; a permit day gives way), then
 * a clock-in ('Hadir'), then an approved permit day (the kind's name), then the closing's
 * automatic alpa. A status-only day's `id` is minus its status row's. A permit day's
 * `id` is minus its permit's, so (tgl, id) is unique; `perizinan_hari` is the day's number in
 * the permit. Permit days come from the perizinan_hari table, written when a permit is
 * approved, so a read costs one index range per student, whatever the permits' dates.
 *
 * The clock-in branch reads its table alone (names are joined by the caller, after the union),
 * so a student's page is read in the index's order and stops after its last row; both
 * branches' columns have the same types, so the planner can merge them as one relation. The
 * permit kind and the school's days are scalar subqueries rather than joins: fewer relations to
 * plan, which is most of this query's cost on PGlite.
 */
export const kehadiranSiswa = pgView('kehadiran_siswa', {
  id: integer('id').notNull(),
  siswa_id: integer('siswa_id').notNull(),
  aktivitas: text('aktivitas').notNull(),
  tahun_ajaran_id: integer('tahun_ajaran_id').notNull(),
  semester_id: integer('semester_id').notNull(),
  rombel_id: integer('rombel_id'),
  tgl: date('tgl', { mode: 'string' }).notNull(),
  /** 'Hadir' for a clock-in, the permit kind's name for a permit day. */
  nama: text('nama').notNull(),
  tgl_masuk: date('tgl_masuk', { mode: 'string' }),
  waktu_masuk: text('waktu_masuk'),
  waktu_pulang: text('waktu_pulang'),
  radius_masuk: doublePrecision('radius_masuk'),
  radius_pulang: doublePrecision('radius_pulang'),
  durasi_telat: integer('durasi_telat'),
  durasi_pulang_cepat: integer('durasi_pulang_cepat'),
  ip_masuk: text('ip_masuk'),
  ip_pulang: text('ip_pulang'),
  lat_masuk: doublePrecision('lat_masuk'),
  long_masuk: doublePrecision('long_masuk'),
  lat_pulang: doublePrecision('lat_pulang'),
  long_pulang: doublePrecision('long_pulang'),
  foto_masuk: text('foto_masuk'),
  foto_pulang: text('foto_pulang'),
  perizinan_id: integer('perizinan_id'),
  perizinan_hari: integer('perizinan_hari'),
  /** The stored status (hadir, izin, sakit, alpa, dispensasi) naming the day; null for a plain clock-in or permit day. */
  status: text('status'),
  /** The staff's note with that status. */
  keterangan: text('keterangan'),
  status_id: integer('status_id'),
}).as(sql`
  SELECT p.id, p.siswa_id, p.aktivitas, p.tahun_ajaran_id, p.semester_id, p.rombel_id, p.tgl, COALESCE(initcap(st.status), 'Hadir'::text) AS nama,
    p.tgl AS tgl_masuk, p.waktu_masuk, p.waktu_pulang, p.radius_masuk, p.radius_pulang, p.durasi_telat, p.durasi_pulang_cepat,
    p.ip_masuk, p.ip_pulang, p.lat_masuk, p.long_masuk, p.lat_pulang, p.long_pulang, p.foto_masuk, p.foto_pulang,
    NULL::integer AS perizinan_id, NULL::integer AS perizinan_hari, st.status, st.keterangan, st.id AS status_id
  FROM presensi_siswa p
  LEFT JOIN presensi_status st ON p.aktivitas = 'PEMBELAJARAN KELAS' AND st.siswa_id = p.siswa_id AND st.tgl = p.tgl AND st.sumber = 'staf'
  UNION ALL
  SELECT -z.id, d.siswa_id, 'PEMBELAJARAN KELAS'::text, z.tahun_ajaran_id, z.semester_id, z.rombel_id, d.tgl,
    (SELECT j.nama FROM perizinan_jenis j WHERE j.id = z.perizinan_jenis_id),
    NULL::date, NULL::text, NULL::text, NULL::double precision, NULL::double precision, NULL::integer, NULL::integer,
    NULL::text, NULL::text, NULL::double precision, NULL::double precision, NULL::double precision, NULL::double precision, NULL::text, NULL::text,
    z.id, d.hari, NULL::text, NULL::text, NULL::integer
  FROM perizinan_hari d
  JOIN perizinan_siswa z ON z.id = d.perizinan_id
  WHERE (ARRAY['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'])[extract(isodow FROM d.tgl)::integer]
      = ANY ((SELECT s.hari_presensi FROM sekolah s LIMIT 1)::text[])
    AND NOT EXISTS (
      SELECT 1 FROM presensi_siswa h WHERE h.siswa_id = d.siswa_id AND h.tgl = d.tgl AND h.aktivitas = 'PEMBELAJARAN KELAS')
    AND NOT EXISTS (SELECT 1 FROM presensi_status st WHERE st.siswa_id = d.siswa_id AND st.tgl = d.tgl AND st.sumber = 'staf')
  UNION ALL
  SELECT -st.id, st.siswa_id, 'PEMBELAJARAN KELAS'::text, st.tahun_ajaran_id, st.semester_id, st.rombel_id, st.tgl, initcap(st.status),
    NULL::date, NULL::text, NULL::text, NULL::double precision, NULL::double precision, NULL::integer, NULL::integer,
    NULL::text, NULL::text, NULL::double precision, NULL::double precision, NULL::double precision, NULL::double precision, NULL::text, NULL::text,
    NULL::integer, NULL::integer, st.status, st.keterangan, st.id
  FROM presensi_status st
  WHERE NOT EXISTS (
      SELECT 1 FROM presensi_siswa h WHERE h.siswa_id = st.siswa_id AND h.tgl = st.tgl AND h.aktivitas = 'PEMBELAJARAN KELAS')
    AND (st.sumber = 'staf' OR NOT EXISTS (SELECT 1 FROM perizinan_hari d WHERE d.siswa_id = st.siswa_id AND d.tgl = st.tgl))`);
