ALTER TABLE "pelanggaran_siswa" ADD COLUMN "dicatat_oleh" integer;--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD COLUMN "dibatalkan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD COLUMN "dibatalkan_oleh" integer;--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD COLUMN "alasan_batal" text;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD COLUMN "file" text;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD COLUMN "dicatat_oleh" integer;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD COLUMN "dibatalkan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD COLUMN "dibatalkan_oleh" integer;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD COLUMN "alasan_batal" text;--> statement-breakpoint
ALTER TABLE "perizinan_siswa" ADD COLUMN "alasan_tolak" text;--> statement-breakpoint
ALTER TABLE "konsultasi" ADD COLUMN "dibaca_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_informasi" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD CONSTRAINT "pelanggaran_siswa_dicatat_oleh_users_id_fk" FOREIGN KEY ("dicatat_oleh") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD CONSTRAINT "pelanggaran_siswa_dibatalkan_oleh_users_id_fk" FOREIGN KEY ("dibatalkan_oleh") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD CONSTRAINT "penghargaan_siswa_dicatat_oleh_users_id_fk" FOREIGN KEY ("dicatat_oleh") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD CONSTRAINT "penghargaan_siswa_dibatalkan_oleh_users_id_fk" FOREIGN KEY ("dibatalkan_oleh") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pelanggaran_siswa_ta_tgl_idx" ON "pelanggaran_siswa" USING btree ("tahun_ajaran_id","tgl");--> statement-breakpoint
CREATE INDEX "penghargaan_siswa_ta_tgl_idx" ON "penghargaan_siswa" USING btree ("tahun_ajaran_id","tgl");--> statement-breakpoint
CREATE INDEX "perizinan_siswa_status_rombel_idx" ON "perizinan_siswa" USING btree ("status","rombel_id","id");--> statement-breakpoint
CREATE INDEX "konsultasi_tipe_status_idx" ON "konsultasi" USING btree ("tipe","status","terkirim_at");--> statement-breakpoint
ALTER TABLE "pelanggaran_siswa" ADD CONSTRAINT "pelanggaran_siswa_batal_ck" CHECK (("pelanggaran_siswa"."dibatalkan_at" IS NULL) = ("pelanggaran_siswa"."alasan_batal" IS NULL));--> statement-breakpoint
ALTER TABLE "penghargaan_siswa" ADD CONSTRAINT "penghargaan_siswa_batal_ck" CHECK (("penghargaan_siswa"."dibatalkan_at" IS NULL) = ("penghargaan_siswa"."alasan_batal" IS NULL));