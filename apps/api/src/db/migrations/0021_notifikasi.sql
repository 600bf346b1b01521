CREATE TABLE "notifikasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"jenis" text NOT NULL,
	"judul" text NOT NULL,
	"isi" text NOT NULL,
	"tautan" text NOT NULL,
	"dibaca_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifikasi_belum_hadir" (
	"tgl" date PRIMARY KEY NOT NULL,
	"jumlah" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifikasi_belum_hadir_jumlah_ck" CHECK ("notifikasi_belum_hadir"."jumlah" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifikasi_mati" (
	"user_id" integer NOT NULL,
	"jenis" text NOT NULL,
	CONSTRAINT "notifikasi_mati_user_id_jenis_pk" PRIMARY KEY("user_id","jenis")
);
--> statement-breakpoint
CREATE TABLE "notifikasi_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"notifikasi_id" integer NOT NULL,
	"langganan_id" integer NOT NULL,
	"percobaan" integer DEFAULT 0 NOT NULL,
	"coba_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_langganan" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_ok" timestamp with time zone,
	CONSTRAINT "push_langganan_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "notifikasi" ADD CONSTRAINT "notifikasi_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifikasi_mati" ADD CONSTRAINT "notifikasi_mati_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifikasi_outbox" ADD CONSTRAINT "notifikasi_outbox_notifikasi_id_notifikasi_id_fk" FOREIGN KEY ("notifikasi_id") REFERENCES "public"."notifikasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifikasi_outbox" ADD CONSTRAINT "notifikasi_outbox_langganan_id_push_langganan_id_fk" FOREIGN KEY ("langganan_id") REFERENCES "public"."push_langganan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_langganan" ADD CONSTRAINT "push_langganan_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifikasi_user_id_idx" ON "notifikasi" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifikasi_belum_dibaca_idx" ON "notifikasi" USING btree ("user_id") WHERE "notifikasi"."dibaca_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifikasi_outbox_coba_idx" ON "notifikasi_outbox" USING btree ("coba_at","id");--> statement-breakpoint
CREATE INDEX "notifikasi_outbox_notifikasi_idx" ON "notifikasi_outbox" USING btree ("notifikasi_id");--> statement-breakpoint
CREATE INDEX "notifikasi_outbox_langganan_idx" ON "notifikasi_outbox" USING btree ("langganan_id");--> statement-breakpoint
CREATE INDEX "push_langganan_user_idx" ON "push_langganan" USING btree ("user_id");