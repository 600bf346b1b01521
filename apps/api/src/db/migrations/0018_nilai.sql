CREATE TABLE "nilai_final" (
	"id" serial PRIMARY KEY NOT NULL,
	"rombel_id" integer NOT NULL,
	"semester_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nilai_final" ADD CONSTRAINT "nilai_final_rombel_id_rombel_id_fk" FOREIGN KEY ("rombel_id") REFERENCES "public"."rombel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_final" ADD CONSTRAINT "nilai_final_semester_id_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_final" ADD CONSTRAINT "nilai_final_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nilai_final_rombel_semester_uq" ON "nilai_final" USING btree ("rombel_id","semester_id");--> statement-breakpoint
ALTER TABLE "nilai_rapor" ADD CONSTRAINT "nilai_rapor_pas_ck" CHECK ("nilai_rapor"."pas_nilai" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "nilai_rapor" ADD CONSTRAINT "nilai_rapor_rapor_ck" CHECK ("nilai_rapor"."rapor_nilai" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "nilai_sumatif" ADD CONSTRAINT "nilai_sumatif_nilai_ck" CHECK ("nilai_sumatif"."nilai" BETWEEN 0 AND 100);--> statement-breakpoint
-- hand-written: nilai
-- A finalised class group's semester keeps its grades: any write to a grade or an assessment of
-- one of its subjects is refused here too, whatever path it comes by (the service answers 409 first).
CREATE FUNCTION nilai_final_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  pid integer;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'nilai_sumatif' THEN
    SELECT ps.pembelajaran_id INTO pid FROM penilaian_sumatif ps WHERE ps.id = r.penilaian_sumatif_id;
  ELSE
    pid := r.pembelajaran_id;
  END IF;
  IF EXISTS (
    SELECT 1 FROM pembelajaran p
    JOIN nilai_final f ON f.rombel_id = p.rombel_id AND f.semester_id = p.semester_id
    WHERE p.id = pid
  ) THEN
    RAISE EXCEPTION 'nilai sudah difinalisasi' USING ERRCODE = 'check_violation', CONSTRAINT = 'nilai_final_guard';
  END IF;
  RETURN r;
END $$;
--> statement-breakpoint
-- hand-written: nilai
CREATE TRIGGER nilai_sumatif_final_guard BEFORE INSERT OR UPDATE OR DELETE ON nilai_sumatif FOR EACH ROW EXECUTE FUNCTION nilai_final_guard();
--> statement-breakpoint
-- hand-written: nilai
CREATE TRIGGER nilai_rapor_final_guard BEFORE INSERT OR UPDATE OR DELETE ON nilai_rapor FOR EACH ROW EXECUTE FUNCTION nilai_final_guard();
--> statement-breakpoint
-- hand-written: nilai
CREATE TRIGGER penilaian_sumatif_final_guard BEFORE INSERT OR UPDATE OR DELETE ON penilaian_sumatif FOR EACH ROW EXECUTE FUNCTION nilai_final_guard();
