CREATE TABLE "report_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_grants" (
	"trial_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_key" text;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_runs_user_id_idx" ON "report_runs" USING btree ("user_id");--> statement-breakpoint
-- Free trials go to an e-mail once, ever: the user row carries the keyed hash of its normalised address
-- (trial_key), and trial_grants remembers every hash that received trials, after the account is gone too.
-- Granted in the statement that inserts the user, so no retry or race can grant twice.
CREATE OR REPLACE FUNCTION grant_signup_trials() RETURNS trigger AS $$
DECLARE
  granted integer := 0;
BEGIN
  IF NEW.trial_key IS NOT NULL THEN
    INSERT INTO trial_grants (trial_key) VALUES (NEW.trial_key) ON CONFLICT DO NOTHING;
    IF FOUND THEN
      granted := 3;
    END IF;
  END IF;
  INSERT INTO credit_accounts (user_id, trials_left, purchased_left) VALUES (NEW.id, granted, 0);
  IF granted > 0 THEN
    INSERT INTO credit_ledger (user_id, kind, trials_delta, idempotency_key)
      VALUES (NEW.id, 'trial_grant', granted, 'trial_grant:' || NEW.id);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A session slides while it is used, but never past 30 days from sign-in, whatever updates it.
CREATE FUNCTION cap_session_lifetime() RETURNS trigger AS $$
BEGIN
  NEW.expires_at := LEAST(NEW.expires_at, NEW.created_at + interval '30 days');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_absolute_lifetime BEFORE INSERT OR UPDATE ON sessions
  FOR EACH ROW EXECUTE FUNCTION cap_session_lifetime();
