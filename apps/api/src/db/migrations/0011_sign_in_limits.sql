CREATE TABLE "known_devices" (
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_devices_user_id_token_hash_pk" PRIMARY KEY("user_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "pending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "forget_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_expires_idx" ON "known_devices" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_throttle_forget_idx" ON "login_throttle" USING btree ("forget_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
-- Any change of a password hash (the portal's own change, a command, an operator's SQL UPDATE)
-- ends the account's sessions. The portal's change keeps the caller's own session by naming it
-- in the transaction-local setting app.keep_session_id; without it every session ends.
CREATE FUNCTION end_sessions_on_password_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sessions
  WHERE user_id = NEW.id
    AND id IS DISTINCT FROM NULLIF(current_setting('app.keep_session_id', true), '')::integer;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_password_ends_sessions AFTER UPDATE OF password_hash ON users
  FOR EACH ROW WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION end_sessions_on_password_change();
