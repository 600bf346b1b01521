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
ALTER TABLE "tagihan" ADD CONSTRAINT "tagihan_potongan_ck" CHECK ("tagihan"."potongan" >= 0);--> statement-breakpoint
-- hand-written: tagihan. The database's no-overpay floor (0017) measures payments against what
-- the invoice asks now that an invoice has a discount: its lines less the discount, never below 0
-- (tagihan-sql.ts `due`; keep the two together). A discount raised on an invoice already paid is
-- refused the same way as a line lowered.
CREATE OR REPLACE FUNCTION "tagihan_cek_lebih_bayar"("tid" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "ditagih" bigint;
  "dibayar" bigint;
BEGIN
  SELECT "potongan" INTO "ditagih" FROM "tagihan" WHERE "id" = "tid" FOR UPDATE;
  SELECT greatest(coalesce(sum("nominal"), 0) - coalesce("ditagih", 0), 0) INTO "ditagih" FROM "tagihan_item" WHERE "tagihan_id" = "tid";
  SELECT coalesce(sum("nominal_pembayaran"), 0) INTO "dibayar" FROM "pembayaran" WHERE "tagihan_id" = "tid" AND "dibatalkan_at" IS NULL;
  IF "dibayar" > "ditagih" THEN
    RAISE EXCEPTION 'pembayaran tagihan % melebihi tagihannya (% > %)', "tid", "dibayar", "ditagih"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'pembayaran_lebih_bayar';
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "tagihan_potongan_cek_lebih_bayar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tagihan_cek_lebih_bayar"(NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tagihan_potongan_lebih_bayar" AFTER UPDATE OF "potongan" ON "tagihan"
  FOR EACH ROW EXECUTE FUNCTION "tagihan_potongan_cek_lebih_bayar"();
