CREATE TABLE "penghargaan" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun_ajaran_id" integer NOT NULL,
	"kode" text NOT NULL,
	"bintang" integer NOT NULL,
	"kriteria" text NOT NULL,
	"penghargaan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tatibsi_dokumen" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"file" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "penghargaan" ADD CONSTRAINT "penghargaan_tahun_ajaran_id_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "penghargaan_ta_idx" ON "penghargaan" USING btree ("tahun_ajaran_id","id");