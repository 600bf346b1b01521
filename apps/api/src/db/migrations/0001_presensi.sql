CREATE TABLE "gtk" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_lengkap" text NOT NULL,
	"gelar_depan" text,
	"gelar_belakang" text,
	"jenis_kelamin" text,
	"no_telp" text
);
--> statement-breakpoint
CREATE TABLE "jadwal_pelajaran" (
	"id" serial PRIMARY KEY NOT NULL,
	"rombel_id" integer NOT NULL,
	"hari" text NOT NULL,
	"jam_ke" integer NOT NULL,
	"jam_mulai" text,
	"jam_selesai" text,
	"mapel_id" integer NOT NULL,
	"gtk_id" integer
);
--> statement-breakpoint
CREATE TABLE "mapel" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"singkatan" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pelanggaran" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode" text NOT NULL,
	"aspek" text NOT NULL,
	"pelanggaran" text NOT NULL,
	"poin" integer NOT NULL,
	"sanksi" text
);
--> statement-breakpoint
CREATE TABLE "pelanggaran_siswa" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"rombel_id" integer,
	"tahun_ajaran_id" integer NOT NULL,
	"pelanggaran_id" integer NOT NULL,
	"tgl" date NOT NULL,
	"keterangan" text,
	"file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presensi_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"siswa_id" integer,
	"jenis" text NOT NULL,
	"diterima" boolean NOT NULL,
	"alasan" text,
	"jarak" double precision,
	"lat" double precision,
	"long" double precision,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presensi_siswa" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"rombel_id" integer,
	"tahun_ajaran_id" integer NOT NULL,
	"semester_id" integer NOT NULL,
	"aktivitas" text DEFAULT 'PEMBELAJARAN KELAS' NOT NULL,
	"tgl" date NOT NULL,
	"waktu_masuk" text NOT NULL,
	"waktu_pulang" text,
	"foto_masuk" text,
	"foto_pulang" text,
	"radius_masuk" double precision,
	"radius_pulang" double precision,
	"lat_masuk" double precision,
	"long_masuk" double precision,
	"lat_pulang" double precision,
	"long_pulang" double precision,
	"ip_masuk" text,
	"ip_pulang" text,
	"durasi_telat" integer DEFAULT 0 NOT NULL,
	"durasi_pulang_cepat" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sekolah" ADD COLUMN "hari_presensi" text[] DEFAULT '{"Senin","Selasa","Rabu","Kamis","Jumat","Sabtu"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "rombel" ADD COLUMN "wali_gtk_id" integer;--> statement-breakpoint
ALTER TABLE "jadwal_pelajaran" ADD CONSTRAINT "jadwal_pelajaran_rombel_id_rombel_id_fk" FOREIGN KEY ("rombel_id") REFERENCES "public"."rombel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_pelajaran" ADD CONSTRAINT "jadwal_pelajaran_mapel_id_mapel_id_fk" FOREIGN KEY ("mapel_id") REFERENCES "public"."mapel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_pelajaran" ADD CONSTRAINT "jadwal_pelajaran_gtk_id_gtk_id_fk" FOREIGN KEY ("gtk_id") REFERENCES "public"."gtk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD CONSTRAINT "pelanggaran_siswa_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD CONSTRAINT "pelanggaran_siswa_rombel_id_rombel_id_fk" FOREIGN KEY ("rombel_id") REFERENCES "public"."rombel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD CONSTRAINT "pelanggaran_siswa_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD CONSTRAINT "pelanggaran_siswa_pelanggaran_id_pelanggaran_id_fk" FOREIGN KEY ("pelanggaran_id") REFERENCES "public"."pelanggaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presensi_log" ADD CONSTRAINT "presensi_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presensi_log" ADD CONSTRAINT "presensi_log_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presensi_siswa" ADD CONSTRAINT "presensi_siswa_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presensi_siswa" ADD CONSTRAINT "presensi_siswa_rombel_id_rombel_id_fk" FOREIGN KEY ("rombel_id") REFERENCES "public"."rombel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presensi_siswa" ADD CONSTRAINT "presensi_siswa_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presensi_siswa" ADD CONSTRAINT "presensi_siswa_semester_id_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jadwal_rombel_hari_jam_uq" ON "jadwal_pelajaran" USING btree ("rombel_id","hari","jam_ke");--> statement-breakpoint
CREATE INDEX "jadwal_rombel_idx" ON "jadwal_pelajaran" USING btree ("rombel_id");--> statement-breakpoint
CREATE INDEX "pelanggaran_siswa_siswa_idx" ON "pelanggaran_siswa" USING btree ("siswa_id","tahun_ajaran_id");--> statement-breakpoint
CREATE INDEX "presensi_log_siswa_idx" ON "presensi_log" USING btree ("siswa_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "presensi_siswa_hari_uq" ON "presensi_siswa" USING btree ("siswa_id","tgl","aktivitas");--> statement-breakpoint
CREATE INDEX "presensi_siswa_rombel_tgl_idx" ON "presensi_siswa" USING btree ("rombel_id","tgl");--> statement-breakpoint
ALTER TABLE "rombel" ADD CONSTRAINT "rombel_wali_gtk_id_gtk_id_fk" FOREIGN KEY ("wali_gtk_id") REFERENCES "public"."gtk"("id") ON DELETE no action ON UPDATE no action;