CREATE TABLE "sekolah" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"timezone" text DEFAULT 'Asia/Jakarta' NOT NULL,
	"jam_masuk" text DEFAULT '07:00' NOT NULL,
	"jam_pulang" text DEFAULT '15:00' NOT NULL,
	"lat" double precision DEFAULT 0 NOT NULL,
	"long" double precision DEFAULT 0 NOT NULL,
	"radius_active" boolean DEFAULT true NOT NULL,
	"radius" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rombel" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun_ajaran_id" integer NOT NULL,
	"nama" text NOT NULL,
	"tingkatan_kelas" text NOT NULL,
	"jurusan_nama" text,
	"jenis_rombel" text DEFAULT 'Kelas' NOT NULL,
	"kurikulum_nama" text DEFAULT 'Kurikulum Merdeka' NOT NULL,
	"ruangan_nama" text
);
--> statement-breakpoint
CREATE TABLE "rombel_siswa" (
	"id" serial PRIMARY KEY NOT NULL,
	"rombel_id" integer NOT NULL,
	"siswa_id" integer NOT NULL,
	"tahun_ajaran_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "semester" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun_ajaran_id" integer NOT NULL,
	"tipe_semester" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tahun_ajaran" (
	"id" serial PRIMARY KEY NOT NULL,
	"thn_awal" integer NOT NULL,
	"thn_akhir" integer NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alumni" (
	"id" serial PRIMARY KEY NOT NULL,
	"siswa_id" integer,
	"alumni_tipe" text NOT NULL,
	"nama" text NOT NULL,
	"nik" text,
	"no_kta" text,
	"email" text,
	"tahun_masuk" integer,
	"tahun_lulus" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siswa" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"nisn" text NOT NULL,
	"nis" text,
	"nik" text,
	"no_kip" text,
	"jenis_kelamin" text NOT NULL,
	"tempat_lahir" text,
	"tgl_lahir" date,
	"status_siswa" text DEFAULT 'Aktif' NOT NULL,
	"akun_ditangguhkan" boolean DEFAULT false NOT NULL,
	"alasan_akun_ditangguhkan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	CONSTRAINT "roles_nama_unique" UNIQUE("nama")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role_id" integer NOT NULL,
	"tipe" text NOT NULL,
	"siswa_id" integer,
	"alumni_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"kode" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"icon" text NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"path" text NOT NULL,
	"status" boolean NOT NULL,
	"actions" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"detail" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rombel" ADD CONSTRAINT "rombel_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rombel_siswa" ADD CONSTRAINT "rombel_siswa_rombel_id_rombel_id_fk" FOREIGN KEY ("rombel_id") REFERENCES "public"."rombel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rombel_siswa" ADD CONSTRAINT "rombel_siswa_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rombel_siswa" ADD CONSTRAINT "rombel_siswa_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semester" ADD CONSTRAINT "semester_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni" ADD CONSTRAINT "alumni_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_siswa_id_siswa_id_fk" FOREIGN KEY ("siswa_id") REFERENCES "public"."siswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_alumni_id_alumni_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."alumni"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu" ADD CONSTRAINT "menu_parent_id_menu_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_access" ADD CONSTRAINT "role_access_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rombel_ta_nama_uq" ON "rombel" USING btree ("tahun_ajaran_id","nama");--> statement-breakpoint
CREATE UNIQUE INDEX "rombel_siswa_siswa_ta_uq" ON "rombel_siswa" USING btree ("siswa_id","tahun_ajaran_id");--> statement-breakpoint
CREATE INDEX "rombel_siswa_rombel_idx" ON "rombel_siswa" USING btree ("rombel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "semester_ta_tipe_uq" ON "semester" USING btree ("tahun_ajaran_id","tipe_semester");--> statement-breakpoint
CREATE UNIQUE INDEX "tahun_ajaran_tahun_uq" ON "tahun_ajaran" USING btree ("thn_awal","thn_akhir");--> statement-breakpoint
CREATE UNIQUE INDEX "siswa_nisn_uq" ON "siswa" USING btree ("nisn");--> statement-breakpoint
CREATE INDEX "siswa_nama_idx" ON "siswa" USING btree ("nama");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_siswa_idx" ON "users" USING btree ("siswa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_kode_uq" ON "menu" USING btree ("kode");--> statement-breakpoint
CREATE INDEX "menu_parent_idx" ON "menu" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_access_role_path_uq" ON "role_access" USING btree ("role_id","path");--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "activity_log_user_idx" ON "activity_log" USING btree ("user_id");