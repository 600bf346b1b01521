CREATE TABLE "alumni_tracing" (
	"id" serial PRIMARY KEY NOT NULL,
	"alumni_id" integer NOT NULL,
	"file_ijazah" text,
	"no_telp" text,
	"alamat_sekarang" text,
	"kategori" text,
	"pendidikan_terakhir" text,
	"pendidikan_instansi" text,
	"pekerjaan" text,
	"pekerjaan_instansi" text,
	"alamat_instansi" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alumni_tracing_alumni_uq" UNIQUE("alumni_id")
);
--> statement-breakpoint
CREATE TABLE "siswa_aktivitas_belajar" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"jenis_pendaftaran" text,
	"tgl_masuk" date,
	"sekolah_asal" text,
	"jenjang_sekolah_asal" text,
	"no_ijazah" text,
	"tgl_ijazah" date,
	"alasan_keluar" text,
	"tgl_keluar" date,
	"keterangan" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "siswa_aktivitas_belajar_siswa_uq" UNIQUE("siswa_id")
);
--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "jenis_kelamin" text;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "tempat_lahir" text;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "tgl_lahir" date;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "provinsi_id" text;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "kabkot_id" text;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "kecamatan_id" text;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "kelurahan_id" text;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "alamat" text;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "kode_pos" text;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "no_telp" text;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "foto" text;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "alumni_tracing" ADD CONSTRAINT "alumni_tracing_alumni_id_alumni_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."alumni"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siswa_aktivitas_belajar" ADD CONSTRAINT "siswa_aktivitas_belajar_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni" ADD CONSTRAINT "alumni_provinsi_id_provinsi_id_fk" FOREIGN KEY ("provinsi_id") REFERENCES "public"."provinsi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni" ADD CONSTRAINT "alumni_kabkot_id_kabkot_id_fk" FOREIGN KEY ("kabkot_id") REFERENCES "public"."kabkot"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni" ADD CONSTRAINT "alumni_kecamatan_id_kecamatan_id_fk" FOREIGN KEY ("kecamatan_id") REFERENCES "public"."kecamatan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni" ADD CONSTRAINT "alumni_kelurahan_id_kelurahan_id_fk" FOREIGN KEY ("kelurahan_id") REFERENCES "public"."kelurahan"("id") ON DELETE no action ON UPDATE no action;