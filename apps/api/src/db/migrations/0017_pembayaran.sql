CREATE TABLE "kuitansi_nomor" (
	"tahun" integer PRIMARY KEY NOT NULL,
	"terakhir" integer NOT NULL,
	CONSTRAINT "kuitansi_nomor_terakhir_ck" CHECK ("kuitansi_nomor"."terakhir" >= 0)
);
--> statement-breakpoint
-- hand-written: pembayaran. The column comes NOT NULL after the payments already recorded are
-- numbered, per calendar year of their date in the order they were made.
ALTER TABLE "pembayaran" ADD COLUMN "nomor_kuitansi" text DEFAULT NULL;--> statement-breakpoint
ALTER TABLE "pembayaran" ADD COLUMN "dibatalkan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pembayaran" ADD COLUMN "dibatalkan_oleh" integer;--> statement-breakpoint
ALTER TABLE "pembayaran" ADD COLUMN "alasan_batal" text;--> statement-breakpoint
ALTER TABLE "pembayaran" ADD CONSTRAINT "pembayaran_dibatalkan_oleh_users_id_fk" FOREIGN KEY ("dibatalkan_oleh") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pembayaran_tgl_idx" ON "pembayaran" USING btree ("tgl_transaksi","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pembayaran_nomor_kuitansi_uq" ON "pembayaran" USING btree ("nomor_kuitansi");--> statement-breakpoint
ALTER TABLE "pembayaran" ADD CONSTRAINT "pembayaran_batal_ck" CHECK (("pembayaran"."dibatalkan_at" IS NULL) = ("pembayaran"."alasan_batal" IS NULL) AND ("pembayaran"."dibatalkan_oleh" IS NULL OR "pembayaran"."dibatalkan_at" IS NOT NULL));--> statement-breakpoint
-- hand-written: pembayaran. A receipt number: 'KW/2026/000123' (more digits past 999999).
CREATE FUNCTION "kuitansi_format"("tahun" integer, "urut" integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'KW/' || "tahun" || '/' || CASE WHEN "urut" < 1000000 THEN lpad("urut"::text, 6, '0') ELSE "urut"::text END
$$;--> statement-breakpoint
WITH n AS (
  SELECT "id", extract(year FROM "tgl_transaksi")::int AS "tahun",
    row_number() OVER (PARTITION BY extract(year FROM "tgl_transaksi") ORDER BY "tgl_transaksi", "id")::int AS "urut"
  FROM "pembayaran"
)
UPDATE "pembayaran" p SET "nomor_kuitansi" = "kuitansi_format"(n."tahun", n."urut") FROM n WHERE n."id" = p."id";--> statement-breakpoint
INSERT INTO "kuitansi_nomor" ("tahun", "terakhir")
SELECT extract(year FROM "tgl_transaksi")::int, count(*) FROM "pembayaran" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "pembayaran" ALTER COLUMN "nomor_kuitansi" SET NOT NULL;--> statement-breakpoint
-- hand-written: pembayaran. Every payment, whoever inserts it (the desk, an import, the demo
-- seed), takes the next number of its date's year. The upsert holds the year's counter row
-- locked until the inserting transaction ends: concurrent payments queue on it, and a rolled
-- back payment rolls its number back too, so a year's numbers have no gaps (a sequence would
-- leave one). A number once given never changes; a cancelled payment keeps its own.
CREATE FUNCTION "pembayaran_nomor_kuitansi"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "y" integer := extract(year FROM NEW."tgl_transaksi")::int;
  "n" integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW."nomor_kuitansi" IS DISTINCT FROM OLD."nomor_kuitansi" THEN
      RAISE EXCEPTION 'nomor kuitansi tidak dapat diubah' USING ERRCODE = 'check_violation', CONSTRAINT = 'pembayaran_nomor_kuitansi_tetap';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW."nomor_kuitansi" IS NULL THEN
    INSERT INTO "kuitansi_nomor" ("tahun", "terakhir") VALUES ("y", 1)
    ON CONFLICT ("tahun") DO UPDATE SET "terakhir" = "kuitansi_nomor"."terakhir" + 1
    RETURNING "terakhir" INTO "n";
    NEW."nomor_kuitansi" := "kuitansi_format"("y", "n");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "pembayaran_nomor_kuitansi" BEFORE INSERT OR UPDATE OF "nomor_kuitansi" ON "pembayaran"
  FOR EACH ROW EXECUTE FUNCTION "pembayaran_nomor_kuitansi"();--> statement-breakpoint
-- hand-written: pembayaran. No path can pay an invoice beyond what it bills: after any write of
-- payments or lines, the invoice is locked and its payments that still count (not cancelled)
-- are summed against its lines (tagihan-sql.ts `billed`; keep the two together). The desk checks
-- the same under the same lock first and answers 409; this is the floor under every other path.
CREATE FUNCTION "tagihan_cek_lebih_bayar"("tid" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "ditagih" bigint;
  "dibayar" bigint;
BEGIN
  PERFORM 1 FROM "tagihan" WHERE "id" = "tid" FOR UPDATE;
  SELECT coalesce(sum("nominal"), 0) INTO "ditagih" FROM "tagihan_item" WHERE "tagihan_id" = "tid";
  SELECT coalesce(sum("nominal_pembayaran"), 0) INTO "dibayar" FROM "pembayaran" WHERE "tagihan_id" = "tid" AND "dibatalkan_at" IS NULL;
  IF "dibayar" > "ditagih" THEN
    RAISE EXCEPTION 'pembayaran tagihan % melebihi tagihannya (% > %)', "tid", "dibayar", "ditagih"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'pembayaran_lebih_bayar';
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "pembayaran_cek_lebih_bayar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."tagihan_id" IS DISTINCT FROM NEW."tagihan_id" THEN
    PERFORM "tagihan_cek_lebih_bayar"(OLD."tagihan_id");
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM "tagihan_cek_lebih_bayar"(OLD."tagihan_id");
  ELSE
    PERFORM "tagihan_cek_lebih_bayar"(NEW."tagihan_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pembayaran_lebih_bayar" AFTER INSERT OR UPDATE ON "pembayaran"
  FOR EACH ROW EXECUTE FUNCTION "pembayaran_cek_lebih_bayar"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tagihan_item_lebih_bayar" AFTER UPDATE OR DELETE ON "tagihan_item"
  FOR EACH ROW EXECUTE FUNCTION "pembayaran_cek_lebih_bayar"();
