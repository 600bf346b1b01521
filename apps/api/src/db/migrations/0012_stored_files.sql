CREATE TABLE "job_run" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"size" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "upload_rate" (
	"user_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"files" integer NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "upload_rate_user_id_window_start_pk" PRIMARY KEY("user_id","window_start")
);
--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_rate" ADD CONSTRAINT "upload_rate_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_file_user_idx" ON "stored_file" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stored_file_expires_idx" ON "stored_file" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "stored_file_created_idx" ON "stored_file" USING btree ("created_at");