CREATE TABLE "ekstrakurikuler" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"pembina_gtk_id" integer
);
--> statement-breakpoint
CREATE TABLE "ekstrakurikuler_siswa" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"rombel_id" integer,
	"tahun_ajaran_id" integer NOT NULL,
	"ekstrakurikuler_id" integer NOT NULL,
	"nilai_semester_ganjil" numeric(5, 2),
	"nilai_semester_genap" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ekstrakurikuler_siswa_ganjil_ck" CHECK ("ekstrakurikuler_siswa"."nilai_semester_ganjil" BETWEEN 0 AND 100),
	CONSTRAINT "ekstrakurikuler_siswa_genap_ck" CHECK ("ekstrakurikuler_siswa"."nilai_semester_genap" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "kaldik_agenda" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun_ajaran_id" integer NOT NULL,
	"judul" text NOT NULL,
	"jenis_agenda" text NOT NULL,
	"uraian" text,
	"civitas_akademika" text,
	"tgl_awal" date NOT NULL,
	"tgl_akhir" date NOT NULL,
	"status_absensi" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kaldik_agenda_tgl_ck" CHECK ("kaldik_agenda"."tgl_akhir" >= "kaldik_agenda"."tgl_awal"),
	CONSTRAINT "kaldik_agenda_status_ck" CHECK ("kaldik_agenda"."status_absensi" IN ('Masuk', 'Libur'))
);
--> statement-breakpoint
CREATE TABLE "pramuka_kecakapan" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"rombel_id" integer,
	"tahun_ajaran_id" integer NOT NULL,
	"uraian_kecakapan" text NOT NULL,
	"jenis_penegak" text NOT NULL,
	"tgl_lulus" date NOT NULL,
	"pembina_gtk_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pramuka_kecakapan_jenis_ck" CHECK ("pramuka_kecakapan"."jenis_penegak" IN ('Bantara', 'Laksana'))
);
--> statement-breakpoint
CREATE TABLE "pemasukan_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun_ajaran_id" integer NOT NULL,
	"pos_pemasukan_id" integer NOT NULL,
	"nominal" integer NOT NULL,
	CONSTRAINT "pemasukan_detail_nominal_ck" CHECK ("pemasukan_detail"."nominal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pembayaran" (
	"id" serial PRIMARY KEY NOT NULL,
	"tagihan_id" integer NOT NULL,
	"tgl_transaksi" date NOT NULL,
	"nominal_pembayaran" integer NOT NULL,
	"jenis_pembayaran" text NOT NULL,
	"bukti_pembayaran" text,
	"keterangan" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pembayaran_nominal_ck" CHECK ("pembayaran"."nominal_pembayaran" > 0)
);
--> statement-breakpoint
CREATE TABLE "pos_pemasukan" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tagihan" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"pemasukan_detail_id" integer NOT NULL,
	"nama" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tagihan_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"tagihan_id" integer NOT NULL,
	"uraian" text NOT NULL,
	"nominal" integer NOT NULL,
	"opsional" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tagihan_item_nominal_ck" CHECK ("tagihan_item"."nominal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nilai_rapor" (
	"id" serial PRIMARY KEY NOT NULL,
	"pembelajaran_id" integer NOT NULL,
	"siswa_id" integer NOT NULL,
	"pas_nilai" numeric(5, 2),
	"rapor_nilai" numeric(5, 2),
	"capaian_kompetensi" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nilai_sumatif" (
	"id" serial PRIMARY KEY NOT NULL,
	"penilaian_sumatif_id" integer NOT NULL,
	"siswa_id" integer NOT NULL,
	"nilai" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pembelajaran" (
	"id" serial PRIMARY KEY NOT NULL,
	"rombel_id" integer NOT NULL,
	"semester_id" integer NOT NULL,
	"mapel_id" integer NOT NULL,
	"gtk_id" integer
);
--> statement-breakpoint
CREATE TABLE "penilaian_sumatif" (
	"id" serial PRIMARY KEY NOT NULL,
	"pembelajaran_id" integer NOT NULL,
	"nama" text NOT NULL,
	"materi" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ekstrakurikuler" ADD CONSTRAINT "ekstrakurikuler_pembina_gtk_id_gtk_id_fk" FOREIGN KEY ("pembina_gtk_id") REFERENCES "public"."gtk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekstrakurikuler_siswa" ADD CONSTRAINT "ekstrakurikuler_siswa_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekstrakurikuler_siswa" ADD CONSTRAINT "ekstrakurikuler_siswa_rombel_id_rombel_id_fk" FOREIGN KEY ("rombel_id") REFERENCES "public"."rombel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekstrakurikuler_siswa" ADD CONSTRAINT "ekstrakurikuler_siswa_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekstrakurikuler_siswa" ADD CONSTRAINT "ekstrakurikuler_siswa_ekstrakurikuler_id_ekstrakurikuler_id_fk" FOREIGN KEY ("ekstrakurikuler_id") REFERENCES "public"."ekstrakurikuler"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kaldik_agenda" ADD CONSTRAINT "kaldik_agenda_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pramuka_kecakapan" ADD CONSTRAINT "pramuka_kecakapan_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pramuka_kecakapan" ADD CONSTRAINT "pramuka_kecakapan_rombel_id_rombel_id_fk" FOREIGN KEY ("rombel_id") REFERENCES "public"."rombel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pramuka_kecakapan" ADD CONSTRAINT "pramuka_kecakapan_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pramuka_kecakapan" ADD CONSTRAINT "pramuka_kecakapan_pembina_gtk_id_gtk_id_fk" FOREIGN KEY ("pembina_gtk_id") REFERENCES "public"."gtk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pemasukan_detail" ADD CONSTRAINT "pemasukan_detail_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pemasukan_detail" ADD CONSTRAINT "pemasukan_detail_pos_pemasukan_id_pos_pemasukan_id_fk" FOREIGN KEY ("pos_pemasukan_id") REFERENCES "public"."pos_pemasukan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembayaran" ADD CONSTRAINT "pembayaran_tagihan_id_tagihan_id_fk" FOREIGN KEY ("tagihan_id") REFERENCES "public"."tagihan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembayaran" ADD CONSTRAINT "pembayaran_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tagihan" ADD CONSTRAINT "tagihan_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tagihan" ADD CONSTRAINT "tagihan_pemasukan_detail_id_pemasukan_detail_id_fk" FOREIGN KEY ("pemasukan_detail_id") REFERENCES "public"."pemasukan_detail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tagihan_item" ADD CONSTRAINT "tagihan_item_tagihan_id_tagihan_id_fk" FOREIGN KEY ("tagihan_id") REFERENCES "public"."tagihan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_rapor" ADD CONSTRAINT "nilai_rapor_pembelajaran_id_pembelajaran_id_fk" FOREIGN KEY ("pembelajaran_id") REFERENCES "public"."pembelajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_rapor" ADD CONSTRAINT "nilai_rapor_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_sumatif" ADD CONSTRAINT "nilai_sumatif_penilaian_sumatif_id_penilaian_sumatif_id_fk" FOREIGN KEY ("penilaian_sumatif_id") REFERENCES "public"."penilaian_sumatif"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_sumatif" ADD CONSTRAINT "nilai_sumatif_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelajaran" ADD CONSTRAINT "pembelajaran_rombel_id_rombel_id_fk" FOREIGN KEY ("rombel_id") REFERENCES "public"."rombel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelajaran" ADD CONSTRAINT "pembelajaran_semester_id_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelajaran" ADD CONSTRAINT "pembelajaran_mapel_id_mapel_id_fk" FOREIGN KEY ("mapel_id") REFERENCES "public"."mapel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelajaran" ADD CONSTRAINT "pembelajaran_gtk_id_gtk_id_fk" FOREIGN KEY ("gtk_id") REFERENCES "public"."gtk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penilaian_sumatif" ADD CONSTRAINT "penilaian_sumatif_pembelajaran_id_pembelajaran_id_fk" FOREIGN KEY ("pembelajaran_id") REFERENCES "public"."pembelajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ekstrakurikuler_siswa_uq" ON "ekstrakurikuler_siswa" USING btree ("siswa_id","tahun_ajaran_id","ekstrakurikuler_id");--> statement-breakpoint
CREATE INDEX "ekstrakurikuler_siswa_siswa_idx" ON "ekstrakurikuler_siswa" USING btree ("siswa_id","id");--> statement-breakpoint
CREATE INDEX "kaldik_agenda_tgl_idx" ON "kaldik_agenda" USING btree ("tgl_awal","tgl_akhir");--> statement-breakpoint
CREATE INDEX "pramuka_kecakapan_siswa_idx" ON "pramuka_kecakapan" USING btree ("siswa_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pemasukan_detail_ta_pos_uq" ON "pemasukan_detail" USING btree ("tahun_ajaran_id","pos_pemasukan_id");--> statement-breakpoint
CREATE INDEX "pembayaran_tagihan_idx" ON "pembayaran" USING btree ("tagihan_id","tgl_transaksi");--> statement-breakpoint
CREATE UNIQUE INDEX "tagihan_siswa_detail_uq" ON "tagihan" USING btree ("siswa_id","pemasukan_detail_id");--> statement-breakpoint
CREATE INDEX "tagihan_item_tagihan_idx" ON "tagihan_item" USING btree ("tagihan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nilai_rapor_siswa_pembelajaran_uq" ON "nilai_rapor" USING btree ("siswa_id","pembelajaran_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nilai_sumatif_penilaian_siswa_uq" ON "nilai_sumatif" USING btree ("penilaian_sumatif_id","siswa_id");--> statement-breakpoint
CREATE INDEX "nilai_sumatif_siswa_idx" ON "nilai_sumatif" USING btree ("siswa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pembelajaran_rombel_semester_mapel_uq" ON "pembelajaran" USING btree ("rombel_id","semester_id","mapel_id");--> statement-breakpoint
CREATE INDEX "penilaian_sumatif_pembelajaran_idx" ON "penilaian_sumatif" USING btree ("pembelajaran_id");