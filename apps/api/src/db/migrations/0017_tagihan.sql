DROP INDEX "tagihan_siswa_detail_uq";--> statement-breakpoint
ALTER TABLE "pemasukan_detail" ADD COLUMN "jenis" text DEFAULT 'tahunan' NOT NULL;--> statement-breakpoint
ALTER TABLE "pemasukan_detail" ADD COLUMN "angsuran" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tagihan" ADD COLUMN "periode" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tagihan" ADD COLUMN "jatuh_tempo" date;--> statement-breakpoint
ALTER TABLE "tagihan" ADD COLUMN "potongan" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tagihan" ADD COLUMN "potongan_keterangan" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tagihan_siswa_detail_periode_uq" ON "tagihan" USING btree ("siswa_id","pemasukan_detail_id","periode");--> statement-breakpoint
CREATE INDEX "tagihan_detail_idx" ON "tagihan" USING btree ("pemasukan_detail_id");--> statement-breakpoint
ALTER TABLE "pemasukan_detail" ADD CONSTRAINT "pemasukan_detail_jenis_ck" CHECK ("pemasukan_detail"."jenis" IN ('bulanan', 'tahunan') AND "pemasukan_detail"."angsuran" BETWEEN 1 AND 12 AND ("pemasukan_detail"."jenis" = 'tahunan' OR "pemasukan_detail"."angsuran" = 12));--> statement-breakpoint
ALTER TABLE "tagihan" ADD CONSTRAINT "tagihan_periode_ck" CHECK ("tagihan"."periode" BETWEEN 1 AND 12);--> statement-breakpoint
ALTER TABLE "tagihan" ADD CONSTRAINT "tagihan_potongan_ck" CHECK ("tagihan"."potongan" >= 0);