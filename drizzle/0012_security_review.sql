CREATE TABLE "operators" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_suppressions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plate" text NOT NULL,
	"rut_key" text NOT NULL,
	"accepted_on" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_suppressions_plate_rut_idx" ON "owner_suppressions" USING btree ("plate","rut_key");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" USING btree ("user_id");--> statement-breakpoint
-- Free trials are granted at the first confirmation of the address (services/account/confirm-email.ts),
-- not at sign-up: an unconfirmed sign-up burns nobody's trials. The user's row still gets its balance,
-- empty, in the statement that inserts it.
CREATE OR REPLACE FUNCTION grant_signup_trials() RETURNS trigger AS $$
BEGIN
  INSERT INTO credit_accounts (user_id, trials_left, purchased_left) VALUES (NEW.id, 0, 0);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Reset tokens are stored hashed from now on (auth.ts, verification.storeIdentifier); the plain ones
-- still waiting (an hour at most) are dropped rather than kept readable.
DELETE FROM verifications WHERE identifier LIKE 'reset-password:%';
