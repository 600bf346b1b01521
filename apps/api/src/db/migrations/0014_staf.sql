-- One active school year, and one active semester per year, from now on (partial unique indexes
-- below): where an installation has several, the newest stays active.
UPDATE "tahun_ajaran" SET "is_active" = false WHERE "is_active" AND "id" <> (SELECT max("id") FROM "tahun_ajaran" WHERE "is_active");--> statement-breakpoint
UPDATE "semester" s SET "is_active" = false WHERE s."is_active" AND s."id" <> (SELECT max(o."id") FROM "semester" o WHERE o."is_active" AND o."tahun_ajaran_id" = s."tahun_ajaran_id");--> statement-breakpoint
CREATE TABLE "jurusan" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	CONSTRAINT "jurusan_nama_unique" UNIQUE("nama")
);
--> statement-breakpoint
CREATE TABLE "mutasi_siswa" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer NOT NULL,
	"jenis" text NOT NULL,
	"tanggal" date NOT NULL,
	"alasan" text NOT NULL,
	"sekolah_lain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mutasi_siswa_jenis_ck" CHECK ("mutasi_siswa"."jenis" IN ('masuk', 'keluar'))
);
--> statement-breakpoint
CREATE TABLE "ruangan" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"kapasitas" integer,
	CONSTRAINT "ruangan_nama_unique" UNIQUE("nama")
);
--> statement-breakpoint
CREATE TABLE "tingkat" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"urutan" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "sekolah" ADD COLUMN "npsn" text;--> statement-breakpoint
ALTER TABLE "sekolah" ADD COLUMN "alamat" text;--> statement-breakpoint
ALTER TABLE "sekolah" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "gtk" ADD COLUMN "nip" text;--> statement-breakpoint
ALTER TABLE "gtk" ADD COLUMN "nuptk" text;--> statement-breakpoint
ALTER TABLE "gtk" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "gtk" ADD COLUMN "jenis_ptk" text;--> statement-breakpoint
ALTER TABLE "gtk" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gtk_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alasan_nonaktif" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mutasi_siswa" ADD CONSTRAINT "mutasi_siswa_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mutasi_siswa_siswa_idx" ON "mutasi_siswa" USING btree ("siswa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tingkat_nama_uq" ON "tingkat" USING btree ("nama");--> statement-breakpoint
CREATE UNIQUE INDEX "tingkat_urutan_uq" ON "tingkat" USING btree ("urutan");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gtk_id_gtk_id_fk" FOREIGN KEY ("gtk_id") REFERENCES "public"."gtk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gtk_nip_uq" ON "gtk" USING btree ("nip");--> statement-breakpoint
CREATE UNIQUE INDEX "gtk_nuptk_uq" ON "gtk" USING btree ("nuptk");--> statement-breakpoint
CREATE INDEX "rombel_wali_idx" ON "rombel" USING btree ("wali_gtk_id");--> statement-breakpoint
CREATE UNIQUE INDEX "semester_one_active_uq" ON "semester" USING btree ("tahun_ajaran_id") WHERE "semester"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "tahun_ajaran_one_active_uq" ON "tahun_ajaran" USING btree ("is_active") WHERE "tahun_ajaran"."is_active";--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pembelajaran_gtk_idx" ON "pembelajaran" USING btree ("gtk_id");--> statement-breakpoint
-- Staff accounts made before roles could be several keep their one role.
INSERT INTO "user_roles" ("user_id", "role_id") SELECT "id", "role_id" FROM "users" WHERE "tipe" = 'internal' ON CONFLICT DO NOTHING;
