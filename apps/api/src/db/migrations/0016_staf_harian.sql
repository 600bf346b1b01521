CREATE TABLE "presensi_penutupan" (
	"tgl" date PRIMARY KEY NOT NULL,
	"jumlah_alpa" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presensi_status" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"rombel_id" integer,
	"tahun_ajaran_id" integer NOT NULL,
	"semester_id" integer NOT NULL,
	"tgl" date NOT NULL,
	"status" text NOT NULL,
	"keterangan" text,
	"sumber" text NOT NULL,
	"diubah_oleh" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presensi_status_status_ck" CHECK ("presensi_status"."status" IN ('hadir', 'izin', 'sakit', 'alpa', 'dispensasi')),
	CONSTRAINT "presensi_status_sumber_ck" CHECK ("presensi_status"."sumber" IN ('staf', 'otomatis')),
	CONSTRAINT "presensi_status_keterangan_ck" CHECK (char_length("presensi_status"."keterangan") <= 255)
);
--> statement-breakpoint
CREATE TABLE "presensi_status_riwayat" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"tgl" date NOT NULL,
	"status_lama" text,
	"keterangan_lama" text,
	"sumber_lama" text,
	"status_baru" text NOT NULL,
	"keterangan_baru" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP VIEW "public"."kehadiran_siswa";--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD COLUMN "dicatat_oleh" integer;--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD COLUMN "dibatalkan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD COLUMN "dibatalkan_oleh" integer;--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD COLUMN "alasan_batal" text;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD COLUMN "file" text;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD COLUMN "dicatat_oleh" integer;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD COLUMN "dibatalkan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD COLUMN "dibatalkan_oleh" integer;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD COLUMN "alasan_batal" text;--> statement-breakpoint
ALTER TABLE "presensi_siswa" ADD COLUMN "foto_masuk_kecil" text;--> statement-breakpoint
ALTER TABLE "presensi_siswa" ADD COLUMN "foto_pulang_kecil" text;--> statement-breakpoint
ALTER TABLE "perizinan_siswa" ADD COLUMN "alasan_tolak" text;--> statement-breakpoint
ALTER TABLE "konsultasi" ADD COLUMN "dibaca_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_informasi" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "presensi_status" ADD CONSTRAINT "presensi_status_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presensi_status" ADD CONSTRAINT "presensi_status_rombel_id_rombel_id_fk" FOREIGN KEY ("rombel_id") REFERENCES "public"."rombel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presensi_status" ADD CONSTRAINT "presensi_status_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presensi_status" ADD CONSTRAINT "presensi_status_semester_id_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presensi_status" ADD CONSTRAINT "presensi_status_diubah_oleh_users_id_fk" FOREIGN KEY ("diubah_oleh") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presensi_status_riwayat" ADD CONSTRAINT "presensi_status_riwayat_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presensi_status_riwayat" ADD CONSTRAINT "presensi_status_riwayat_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "presensi_status_hari_uq" ON "presensi_status" USING btree ("siswa_id","tgl");--> statement-breakpoint
CREATE INDEX "presensi_status_rombel_tgl_idx" ON "presensi_status" USING btree ("rombel_id","tgl");--> statement-breakpoint
CREATE INDEX "presensi_status_riwayat_siswa_tgl_idx" ON "presensi_status_riwayat" USING btree ("siswa_id","tgl","id");--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD CONSTRAINT "pelanggaran_siswa_dicatat_oleh_users_id_fk" FOREIGN KEY ("dicatat_oleh") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD CONSTRAINT "pelanggaran_siswa_dibatalkan_oleh_users_id_fk" FOREIGN KEY ("dibatalkan_oleh") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD CONSTRAINT "penghargaan_siswa_dicatat_oleh_users_id_fk" FOREIGN KEY ("dicatat_oleh") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD CONSTRAINT "penghargaan_siswa_dibatalkan_oleh_users_id_fk" FOREIGN KEY ("dibatalkan_oleh") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pelanggaran_siswa_ta_tgl_idx" ON "pelanggaran_siswa" USING btree ("tahun_ajaran_id","tgl");--> statement-breakpoint
CREATE INDEX "penghargaan_siswa_ta_tgl_idx" ON "penghargaan_siswa" USING btree ("tahun_ajaran_id","tgl");--> statement-breakpoint
CREATE INDEX "presensi_siswa_tanpa_kecil_idx" ON "presensi_siswa" USING btree ("id") WHERE ("presensi_siswa"."foto_masuk" IS NOT NULL AND "presensi_siswa"."foto_masuk_kecil" IS NULL) OR ("presensi_siswa"."foto_pulang" IS NOT NULL AND "presensi_siswa"."foto_pulang_kecil" IS NULL);--> statement-breakpoint
CREATE INDEX "perizinan_siswa_status_rombel_idx" ON "perizinan_siswa" USING btree ("status","rombel_id","id");--> statement-breakpoint
CREATE INDEX "konsultasi_tipe_status_idx" ON "konsultasi" USING btree ("tipe","status","terkirim_at");--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD CONSTRAINT "pelanggaran_siswa_batal_ck" CHECK (("pelanggaran_siswa"."dibatalkan_at" IS NULL) = ("pelanggaran_siswa"."alasan_batal" IS NULL));--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD CONSTRAINT "penghargaan_siswa_batal_ck" CHECK (("penghargaan_siswa"."dibatalkan_at" IS NULL) = ("penghargaan_siswa"."alasan_batal" IS NULL));--> statement-breakpoint
CREATE VIEW "public"."kehadiran_siswa" AS (
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
    AND (st.sumber = 'staf' OR NOT EXISTS (SELECT 1 FROM perizinan_hari d WHERE d.siswa_id = st.siswa_id AND d.tgl = st.tgl)));