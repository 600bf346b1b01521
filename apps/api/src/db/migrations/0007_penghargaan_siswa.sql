CREATE TABLE "penghargaan_siswa" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"rombel_id" integer,
	"tahun_ajaran_id" integer NOT NULL,
	"penghargaan_id" integer NOT NULL,
	"tgl" date NOT NULL,
	"keterangan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD CONSTRAINT "penghargaan_siswa_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD CONSTRAINT "penghargaan_siswa_rombel_id_rombel_id_fk" FOREIGN KEY ("rombel_id") REFERENCES "public"."rombel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD CONSTRAINT "penghargaan_siswa_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD CONSTRAINT "penghargaan_siswa_penghargaan_id_penghargaan_id_fk" FOREIGN KEY ("penghargaan_id") REFERENCES "public"."penghargaan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "penghargaan_siswa_siswa_idx" ON "penghargaan_siswa" USING btree ("siswa_id","tahun_ajaran_id","tgl");--> statement-breakpoint
CREATE INDEX "penghargaan_siswa_penghargaan_idx" ON "penghargaan_siswa" USING btree ("penghargaan_id");