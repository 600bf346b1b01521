CREATE TABLE "siswa_beasiswa" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tahun" text NOT NULL,
	"nama" text NOT NULL,
	"kategori" text,
	"nama_instansi" text,
	"jenis_instansi" text,
	"jangka_waktu" integer,
	"nominal" bigint
);
--> statement-breakpoint
CREATE TABLE "siswa_berkas" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tipe" text NOT NULL,
	"nama" text NOT NULL,
	"keterangan" text,
	"file" text
);
--> statement-breakpoint
CREATE TABLE "siswa_pendidikan" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tahun_belajar" text NOT NULL,
	"nama_lembaga" text NOT NULL,
	"jenis_lembaga" text,
	"frekuensi_belajar" text,
	"lokasi_lembaga" text
);
--> statement-breakpoint
CREATE TABLE "siswa_prestasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tahun" text NOT NULL,
	"nama" text NOT NULL,
	"bidang_lomba" text,
	"nama_penyelenggara" text,
	"lomba_tingkat" text,
	"peringkat" text,
	"file" text
);
--> statement-breakpoint
ALTER TABLE "siswa_beasiswa" ADD CONSTRAINT "siswa_beasiswa_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siswa_berkas" ADD CONSTRAINT "siswa_berkas_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siswa_pendidikan" ADD CONSTRAINT "siswa_pendidikan_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siswa_prestasi" ADD CONSTRAINT "siswa_prestasi_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "siswa_beasiswa_siswa_idx" ON "siswa_beasiswa" USING btree ("siswa_id","id");--> statement-breakpoint
CREATE INDEX "siswa_berkas_siswa_idx" ON "siswa_berkas" USING btree ("siswa_id","id");--> statement-breakpoint
CREATE INDEX "siswa_pendidikan_siswa_idx" ON "siswa_pendidikan" USING btree ("siswa_id","id");--> statement-breakpoint
CREATE INDEX "siswa_prestasi_siswa_idx" ON "siswa_prestasi" USING btree ("siswa_id","id");