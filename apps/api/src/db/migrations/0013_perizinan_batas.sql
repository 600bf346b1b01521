CREATE TABLE "perizinan_hari" (
	"siswa_id" integer NOT NULL,
	"tgl" date NOT NULL,
	"perizinan_id" integer NOT NULL,
	"hari" integer NOT NULL,
	CONSTRAINT "perizinan_hari_pk" PRIMARY KEY("siswa_id","tgl")
);
--> statement-breakpoint
DROP VIEW "public"."kehadiran_siswa";--> statement-breakpoint
ALTER TABLE "perizinan_jenis" ADD COLUMN "maks_hari" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "perizinan_jenis" ADD COLUMN "tenggang_hari" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "perizinan_hari" ADD CONSTRAINT "perizinan_hari_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perizinan_hari" ADD CONSTRAINT "perizinan_hari_perizinan_id_perizinan_siswa_id_fk" FOREIGN KEY ("perizinan_id") REFERENCES "public"."perizinan_siswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "perizinan_hari_perizinan_idx" ON "perizinan_hari" USING btree ("perizinan_id");--> statement-breakpoint
ALTER TABLE "perizinan_jenis" ADD CONSTRAINT "perizinan_jenis_maks_hari_ck" CHECK ("perizinan_jenis"."maks_hari" BETWEEN 1 AND 366);--> statement-breakpoint
ALTER TABLE "perizinan_jenis" ADD CONSTRAINT "perizinan_jenis_tenggang_hari_ck" CHECK ("perizinan_jenis"."tenggang_hari" BETWEEN 0 AND 31);--> statement-breakpoint
CREATE VIEW "public"."kehadiran_siswa" AS (
  SELECT p.id, p.siswa_id, p.aktivitas, p.tahun_ajaran_id, p.semester_id, p.rombel_id, p.tgl, 'Hadir'::text AS nama,
    p.tgl AS tgl_masuk, p.waktu_masuk, p.waktu_pulang, p.radius_masuk, p.radius_pulang, p.durasi_telat, p.durasi_pulang_cepat,
    p.ip_masuk, p.ip_pulang, p.lat_masuk, p.long_masuk, p.lat_pulang, p.long_pulang, p.foto_masuk, p.foto_pulang,
    NULL::integer AS perizinan_id, NULL::integer AS perizinan_hari
  FROM presensi_siswa p
  UNION ALL
  SELECT -z.id, d.siswa_id, 'PEMBELAJARAN KELAS'::text, z.tahun_ajaran_id, z.semester_id, z.rombel_id, d.tgl,
    (SELECT j.nama FROM perizinan_jenis j WHERE j.id = z.perizinan_jenis_id),
    NULL::date, NULL::text, NULL::text, NULL::double precision, NULL::double precision, NULL::integer, NULL::integer,
    NULL::text, NULL::text, NULL::double precision, NULL::double precision, NULL::double precision, NULL::double precision, NULL::text, NULL::text,
    z.id, d.hari
  FROM perizinan_hari d
  JOIN perizinan_siswa z ON z.id = d.perizinan_id
  WHERE (ARRAY['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'])[extract(isodow FROM d.tgl)::integer]
      = ANY ((SELECT s.hari_presensi FROM sekolah s LIMIT 1)::text[])
    AND NOT EXISTS (
      SELECT 1 FROM presensi_siswa h WHERE h.siswa_id = d.siswa_id AND h.tgl = d.tgl AND h.aktivitas = 'PEMBELAJARAN KELAS'));--> statement-breakpoint
-- Overlapping permits of one student filed before this rule: of each overlapping pair the weaker is
-- rejected, as the rule would have refused it (a person's approval over an automatic one over a
-- submission over a draft, then the one filed first), and the rejection is logged without a user.
WITH weak AS (
  SELECT z."id", z."status" FROM "perizinan_siswa" z
  WHERE z."status" <> 'DITOLAK' AND EXISTS (
    SELECT 1 FROM "perizinan_siswa" o
    WHERE o."siswa_id" = z."siswa_id" AND o."id" <> z."id" AND o."status" <> 'DITOLAK'
      AND o."tgl_awal" <= z."tgl_akhir" AND z."tgl_awal" <= o."tgl_akhir"
      AND (array_position(ARRAY['DISETUJUI', 'AUTO APPROVAL', 'DIAJUKAN', 'DRAFT'], o."status"), o."id")
        < (array_position(ARRAY['DISETUJUI', 'AUTO APPROVAL', 'DIAJUKAN', 'DRAFT'], z."status"), z."id"))
), rejected AS (
  UPDATE "perizinan_siswa" z SET "status" = 'DITOLAK', "updated_at" = now() FROM weak WHERE z."id" = weak."id" RETURNING z."id"
)
INSERT INTO "activity_log" ("user_id", "action", "entity", "entity_id", "detail")
SELECT NULL, 'status', 'perizinan_siswa', weak."id", jsonb_build_object('from', weak."status", 'to', 'DITOLAK', 'alasan', 'tumpang tindih')
FROM weak JOIN rejected ON rejected."id" = weak."id";--> statement-breakpoint
-- Permits of one student that are not rejected never share a day, whoever writes. A one-point
-- int4range stands for the student's id so that the core GiST range operators suffice (no btree_gist).
ALTER TABLE "perizinan_siswa" ADD CONSTRAINT "perizinan_siswa_tumpang_tindih_ex"
  EXCLUDE USING gist (int4range("siswa_id", "siswa_id", '[]') WITH &&, daterange("tgl_awal", "tgl_akhir", '[]') WITH &&)
  WHERE ("status" <> 'DITOLAK');--> statement-breakpoint
-- The days of an approved permit, at most 366 from its first day, kept in the writing transaction.
CREATE FUNCTION "perizinan_hari_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "perizinan_hari" WHERE "perizinan_id" = OLD."id";
  END IF;
  IF NEW."status" IN ('DISETUJUI', 'AUTO APPROVAL') THEN
    INSERT INTO "perizinan_hari" ("siswa_id", "tgl", "perizinan_id", "hari")
    SELECT NEW."siswa_id", d::date, NEW."id", d::date - NEW."tgl_awal"
    FROM generate_series(NEW."tgl_awal", LEAST(NEW."tgl_akhir", NEW."tgl_awal" + 365), interval '1 day') AS d;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "perizinan_hari_sync" AFTER INSERT OR UPDATE OF "status", "siswa_id", "tgl_awal", "tgl_akhir" ON "perizinan_siswa"
  FOR EACH ROW EXECUTE FUNCTION "perizinan_hari_sync"();--> statement-breakpoint
INSERT INTO "perizinan_hari" ("siswa_id", "tgl", "perizinan_id", "hari")
SELECT z."siswa_id", d::date, z."id", d::date - z."tgl_awal"
FROM "perizinan_siswa" z
CROSS JOIN generate_series(z."tgl_awal", LEAST(z."tgl_akhir", z."tgl_awal" + 365), interval '1 day') AS d
WHERE z."status" IN ('DISETUJUI', 'AUTO APPROVAL');
