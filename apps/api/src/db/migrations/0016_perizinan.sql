ALTER TABLE "perizinan_siswa" ADD COLUMN "alasan_tolak" text;--> statement-breakpoint
ALTER TABLE "konsultasi" ADD COLUMN "dibaca_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "perizinan_siswa_status_rombel_idx" ON "perizinan_siswa" USING btree ("status","rombel_id","id");--> statement-breakpoint
CREATE INDEX "konsultasi_tipe_status_idx" ON "konsultasi" USING btree ("tipe","status","terkirim_at");