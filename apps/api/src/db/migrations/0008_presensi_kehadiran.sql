CREATE INDEX "presensi_siswa_siswa_aktivitas_tgl_idx" ON "presensi_siswa" USING btree ("siswa_id","aktivitas","tgl","id");--> statement-breakpoint
CREATE VIEW "public"."kehadiran_siswa" AS (
  SELECT p.id, p.siswa_id, p.aktivitas, p.tahun_ajaran_id, p.semester_id, p.rombel_id, p.tgl, 'Hadir'::text AS nama,
    p.tgl AS tgl_masuk, p.waktu_masuk, p.waktu_pulang, p.radius_masuk, p.radius_pulang, p.durasi_telat, p.durasi_pulang_cepat,
    p.ip_masuk, p.ip_pulang, p.lat_masuk, p.long_masuk, p.lat_pulang, p.long_pulang, p.foto_masuk, p.foto_pulang,
    NULL::integer AS perizinan_id, NULL::integer AS perizinan_hari
  FROM presensi_siswa p
  UNION ALL
  SELECT -z.id, z.siswa_id, 'PEMBELAJARAN KELAS'::text, z.tahun_ajaran_id, z.semester_id, z.rombel_id, hari.d::date,
    (SELECT j.nama FROM perizinan_jenis j WHERE j.id = z.perizinan_jenis_id),
    NULL::date, NULL::text, NULL::text, NULL::double precision, NULL::double precision, NULL::integer, NULL::integer,
    NULL::text, NULL::text, NULL::double precision, NULL::double precision, NULL::double precision, NULL::double precision, NULL::text, NULL::text,
    z.id, hari.d::date - z.tgl_awal
  FROM perizinan_siswa z
  CROSS JOIN generate_series(z.tgl_awal, LEAST(z.tgl_akhir, z.tgl_awal + 999), interval '1 day') AS hari(d)
  WHERE z.status IN ('DISETUJUI', 'AUTO APPROVAL')
    AND (ARRAY['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'])[extract(isodow FROM hari.d)::integer]
      = ANY ((SELECT s.hari_presensi FROM sekolah s LIMIT 1)::text[])
    AND NOT EXISTS (
      SELECT 1 FROM presensi_siswa h WHERE h.siswa_id = z.siswa_id AND h.tgl = hari.d::date AND h.aktivitas = 'PEMBELAJARAN KELAS'));