CREATE TABLE "bk_dokumen" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"file" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hasil_tes_siswa" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"rombel_id" integer,
	"tahun_ajaran_id" integer NOT NULL,
	"tgl" date NOT NULL,
	"keterangan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kategori_tes" text NOT NULL,
	"hasil" text,
	"dokumen" text,
	"penguji_gtk_id" integer
);
--> statement-breakpoint
CREATE TABLE "konsultasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"rombel_id" integer,
	"tahun_ajaran_id" integer NOT NULL,
	"tipe" text DEFAULT 'Siswa' NOT NULL,
	"tgl" date NOT NULL,
	"topik_id" integer NOT NULL,
	"uraian" text,
	"status" text DEFAULT 'Draft' NOT NULL,
	"guru_bk_gtk_id" integer,
	"terkirim_at" timestamp with time zone,
	"tgl_tanggapan" date,
	"tanggapan" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "konsultasi_tipe_ck" CHECK ("konsultasi"."tipe" IN ('Siswa', 'Orang Tua')),
	CONSTRAINT "konsultasi_status_ck" CHECK ("konsultasi"."status" IN ('Draft', 'Terkirim', 'Diproses', 'Selesai'))
);
--> statement-breakpoint
CREATE TABLE "konsultasi_topik" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"bidang" text NOT NULL,
	CONSTRAINT "konsultasi_topik_bidang_ck" CHECK ("konsultasi_topik"."bidang" IN ('Pribadi', 'Sosial', 'Belajar', 'Karier'))
);
--> statement-breakpoint
CREATE TABLE "media_informasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"tipe" text NOT NULL,
	"file" text,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_informasi_tipe_ck" CHECK ("media_informasi"."tipe" IN ('Leater', 'PTN', 'Kedinasan'))
);
--> statement-breakpoint
CREATE TABLE "export_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nama" text NOT NULL,
	"file_nama" text NOT NULL,
	"file" text NOT NULL,
	"jumlah_baris" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rombel" ADD COLUMN "guru_bk_gtk_id" integer;--> statement-breakpoint
ALTER TABLE "hasil_tes_siswa" ADD CONSTRAINT "hasil_tes_siswa_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hasil_tes_siswa" ADD CONSTRAINT "hasil_tes_siswa_rombel_id_rombel_id_fk" FOREIGN KEY ("rombel_id") REFERENCES "public"."rombel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hasil_tes_siswa" ADD CONSTRAINT "hasil_tes_siswa_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hasil_tes_siswa" ADD CONSTRAINT "hasil_tes_siswa_penguji_gtk_id_gtk_id_fk" FOREIGN KEY ("penguji_gtk_id") REFERENCES "public"."gtk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konsultasi" ADD CONSTRAINT "konsultasi_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konsultasi" ADD CONSTRAINT "konsultasi_rombel_id_rombel_id_fk" FOREIGN KEY ("rombel_id") REFERENCES "public"."rombel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konsultasi" ADD CONSTRAINT "konsultasi_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konsultasi" ADD CONSTRAINT "konsultasi_topik_id_konsultasi_topik_id_fk" FOREIGN KEY ("topik_id") REFERENCES "public"."konsultasi_topik"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konsultasi" ADD CONSTRAINT "konsultasi_guru_bk_gtk_id_gtk_id_fk" FOREIGN KEY ("guru_bk_gtk_id") REFERENCES "public"."gtk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konsultasi" ADD CONSTRAINT "konsultasi_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_log" ADD CONSTRAINT "export_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hasil_tes_siswa_siswa_idx" ON "hasil_tes_siswa" USING btree ("siswa_id","tgl","id");--> statement-breakpoint
CREATE INDEX "konsultasi_siswa_tipe_tgl_idx" ON "konsultasi" USING btree ("siswa_id","tipe","tgl");--> statement-breakpoint
CREATE INDEX "konsultasi_siswa_tipe_id_idx" ON "konsultasi" USING btree ("siswa_id","tipe","id");--> statement-breakpoint
CREATE INDEX "media_informasi_tipe_idx" ON "media_informasi" USING btree ("tipe","id");--> statement-breakpoint
CREATE INDEX "export_log_user_idx" ON "export_log" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "rombel" ADD CONSTRAINT "rombel_guru_bk_gtk_id_gtk_id_fk" FOREIGN KEY ("guru_bk_gtk_id") REFERENCES "public"."gtk"("id") ON DELETE no action ON UPDATE no action;