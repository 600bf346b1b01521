CREATE TABLE "wali_siswa" (
	"user_id" integer NOT NULL,
	"siswa_id" integer NOT NULL,
	"orang_tua_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wali_siswa_user_id_siswa_id_pk" PRIMARY KEY("user_id","siswa_id")
);
--> statement-breakpoint
ALTER TABLE "wali_siswa" ADD CONSTRAINT "wali_siswa_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wali_siswa" ADD CONSTRAINT "wali_siswa_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wali_siswa" ADD CONSTRAINT "wali_siswa_orang_tua_id_orang_tua_id_fk" FOREIGN KEY ("orang_tua_id") REFERENCES "public"."orang_tua"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wali_siswa_siswa_idx" ON "wali_siswa" USING btree ("siswa_id");--> statement-breakpoint
CREATE VIEW "public"."akun_siswa" AS (
  SELECT u.id AS user_id, u.siswa_id FROM users u WHERE u.siswa_id IS NOT NULL
  UNION ALL
  SELECT w.user_id, w.siswa_id FROM wali_siswa w);--> statement-breakpoint
-- Guardian accounts' one child moves to the link table, with the child's record of that person
-- when one has the account's e-mail or name; the account keeps no siswa_id (decision 0054).
INSERT INTO "wali_siswa" ("user_id", "siswa_id", "orang_tua_id", "created_at")
SELECT u.id, u.siswa_id,
  (SELECT o.id FROM orang_tua o WHERE o.siswa_id = u.siswa_id AND (lower(o.email) = u.email OR lower(o.nama) = lower(u.name))
   ORDER BY (lower(o.email) = u.email) DESC NULLS LAST, o.id LIMIT 1),
  u.created_at
FROM users u JOIN roles r ON r.id = u.role_id
WHERE r.nama = 'wali siswa' AND u.siswa_id IS NOT NULL;--> statement-breakpoint
UPDATE "users" u SET "siswa_id" = NULL FROM roles r WHERE r.id = u.role_id AND r.nama = 'wali siswa' AND u.siswa_id IS NOT NULL;
