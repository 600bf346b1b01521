CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "kabkot" (
	"id" text PRIMARY KEY NOT NULL,
	"provinsi_id" text NOT NULL,
	"nama" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kecamatan" (
	"id" text PRIMARY KEY NOT NULL,
	"kabkot_id" text NOT NULL,
	"nama" text NOT NULL,
	"search" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kelurahan" (
	"id" text PRIMARY KEY NOT NULL,
	"kecamatan_id" text NOT NULL,
	"nama" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinsi" (
	"id" text PRIMARY KEY NOT NULL,
	"nama" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orang_tua" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"tipe" text NOT NULL,
	"status_hidup" text,
	"nama" text NOT NULL,
	"nik" text,
	"kewarganegaraan" text,
	"tempat_lahir" text,
	"tgl_lahir" date,
	"pendidikan" text,
	"pekerjaan" text,
	"penghasilan" text,
	"no_telp" text,
	"email" text,
	"domisili" text,
	"status_tempat_tinggal" text,
	"alamat" text,
	"kode_pos" text,
	"provinsi_id" text,
	"kabkot_id" text,
	"kecamatan_id" text,
	"kelurahan_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "kewarganegaraan" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "agama" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "no_kk" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "kepala_keluarga" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "no_akta_kelahiran" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "no_kks" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "no_pkh" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "jml_saudara" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "anak_ke" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "no_telp" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "cita_cita" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "hobi" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "alamat" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "kode_pos" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "long" double precision;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "status_tempat_tinggal" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "transportasi" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "jarak_tempuh" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "waktu_tempuh" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "biaya_dari" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "kebutuhan_khusus" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "kebutuhan_disabilitas" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "berat_badan" double precision;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "tinggi_badan" double precision;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "lingkar_kepala" double precision;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "pendidikan_pra_sekolah" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "imunisasi" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "provinsi_id" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "kabkot_id" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "kecamatan_id" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "kelurahan_id" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "foto" text;--> statement-breakpoint
ALTER TABLE "siswa" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "kabkot" ADD CONSTRAINT "kabkot_provinsi_id_provinsi_id_fk" FOREIGN KEY ("provinsi_id") REFERENCES "public"."provinsi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kecamatan" ADD CONSTRAINT "kecamatan_kabkot_id_kabkot_id_fk" FOREIGN KEY ("kabkot_id") REFERENCES "public"."kabkot"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelurahan" ADD CONSTRAINT "kelurahan_kecamatan_id_kecamatan_id_fk" FOREIGN KEY ("kecamatan_id") REFERENCES "public"."kecamatan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orang_tua" ADD CONSTRAINT "orang_tua_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orang_tua" ADD CONSTRAINT "orang_tua_provinsi_id_provinsi_id_fk" FOREIGN KEY ("provinsi_id") REFERENCES "public"."provinsi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orang_tua" ADD CONSTRAINT "orang_tua_kabkot_id_kabkot_id_fk" FOREIGN KEY ("kabkot_id") REFERENCES "public"."kabkot"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orang_tua" ADD CONSTRAINT "orang_tua_kecamatan_id_kecamatan_id_fk" FOREIGN KEY ("kecamatan_id") REFERENCES "public"."kecamatan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orang_tua" ADD CONSTRAINT "orang_tua_kelurahan_id_kelurahan_id_fk" FOREIGN KEY ("kelurahan_id") REFERENCES "public"."kelurahan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kabkot_provinsi_idx" ON "kabkot" USING btree ("provinsi_id");--> statement-breakpoint
CREATE INDEX "kecamatan_kabkot_idx" ON "kecamatan" USING btree ("kabkot_id");--> statement-breakpoint
CREATE INDEX "kecamatan_search_trgm_idx" ON "kecamatan" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kelurahan_kecamatan_nama_idx" ON "kelurahan" USING btree ("kecamatan_id","nama");--> statement-breakpoint
CREATE UNIQUE INDEX "orang_tua_siswa_tipe_uq" ON "orang_tua" USING btree ("siswa_id","tipe");--> statement-breakpoint
ALTER TABLE "siswa" ADD CONSTRAINT "siswa_provinsi_id_provinsi_id_fk" FOREIGN KEY ("provinsi_id") REFERENCES "public"."provinsi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siswa" ADD CONSTRAINT "siswa_kabkot_id_kabkot_id_fk" FOREIGN KEY ("kabkot_id") REFERENCES "public"."kabkot"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siswa" ADD CONSTRAINT "siswa_kecamatan_id_kecamatan_id_fk" FOREIGN KEY ("kecamatan_id") REFERENCES "public"."kecamatan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siswa" ADD CONSTRAINT "siswa_kelurahan_id_kelurahan_id_fk" FOREIGN KEY ("kelurahan_id") REFERENCES "public"."kelurahan"("id") ON DELETE no action ON UPDATE no action;