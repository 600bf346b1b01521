CREATE SCHEMA "file_store";
--> statement-breakpoint
CREATE TABLE "file_store"."chunk" (
	"key" text NOT NULL,
	"n" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "chunk_key_n_pk" PRIMARY KEY("key","n")
);
--> statement-breakpoint
CREATE TABLE "file_store"."file" (
	"key" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_store"."chunk" ADD CONSTRAINT "chunk_key_file_key_fk" FOREIGN KEY ("key") REFERENCES "file_store"."file"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Stored files are compressed already (JPEG, WebP, PDF, XLSX): TOAST keeps the chunks as they are, without trying again.
ALTER TABLE "file_store"."chunk" ALTER COLUMN "data" SET STORAGE EXTERNAL;
