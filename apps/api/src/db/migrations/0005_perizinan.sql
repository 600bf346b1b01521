CREATE TABLE "perizinan_jenis" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"inisial" text,
	"tipe" text DEFAULT 'siswa' NOT NULL,
	"butuh_persetujuan" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perizinan_siswa" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"rombel_id" integer,
	"tahun_ajaran_id" integer NOT NULL,
	"semester_id" integer NOT NULL,
	"perizinan_jenis_id" integer NOT NULL,
	"tgl_awal" date NOT NULL,
	"tgl_akhir" date NOT NULL,
	"keterangan" text NOT NULL,
	"file" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perizinan_siswa_status_ck" CHECK ("perizinan_siswa"."status" IN ('DRAFT', 'DIAJUKAN', 'DISETUJUI', 'DITOLAK', 'AUTO APPROVAL')),
	CONSTRAINT "perizinan_siswa_tgl_ck" CHECK ("perizinan_siswa"."tgl_akhir" >= "perizinan_siswa"."tgl_awal")
);
--> statement-breakpoint
ALTER TABLE "perizinan_siswa" ADD CONSTRAINT "perizinan_siswa_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perizinan_siswa" ADD CONSTRAINT "perizinan_siswa_rombel_id_rombel_id_fk" FOREIGN KEY ("rombel_id") REFERENCES "public"."rombel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perizinan_siswa" ADD CONSTRAINT "perizinan_siswa_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perizinan_siswa" ADD CONSTRAINT "perizinan_siswa_semester_id_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perizinan_siswa" ADD CONSTRAINT "perizinan_siswa_perizinan_jenis_id_perizinan_jenis_id_fk" FOREIGN KEY ("perizinan_jenis_id") REFERENCES "public"."perizinan_jenis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perizinan_siswa" ADD CONSTRAINT "perizinan_siswa_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perizinan_siswa" ADD CONSTRAINT "perizinan_siswa_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "perizinan_siswa_siswa_created_idx" ON "perizinan_siswa" USING btree ("siswa_id","created_at");--> statement-breakpoint
CREATE INDEX "perizinan_siswa_siswa_tgl_idx" ON "perizinan_siswa" USING btree ("siswa_id","tgl_awal");