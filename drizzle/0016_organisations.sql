CREATE TABLE "lot_items" (
	"lot_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"plate" text NOT NULL,
	"rows" jsonb NOT NULL,
	"request_id" uuid NOT NULL,
	CONSTRAINT "lot_items_lot_id_position_pk" PRIMARY KEY("lot_id","position"),
	CONSTRAINT "lot_items_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_by" text,
	"file_name" text,
	"input" jsonb NOT NULL,
	"plates" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"uses_organisation" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text NOT NULL,
	"rut" text NOT NULL,
	"business_activity" text NOT NULL,
	"address" text NOT NULL,
	"comuna" text NOT NULL,
	"billing_email" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_rut_unique" UNIQUE("rut")
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_reports" DROP CONSTRAINT "vehicle_reports_user_id_users_id_fk";
--> statement-breakpoint
-- A report made for an organisation outlives its author's account (set null); deleting an account deletes
-- its personal reports itself (services/account/delete-account.ts).
-- Credits belong to an account, a person's or an organisation's (decision 075). A person's account keeps
-- the person's id as its own, so every existing row, ledger line and request keeps pointing at it.
ALTER TABLE "credit_accounts" DROP CONSTRAINT "credit_accounts_pkey";--> statement-breakpoint
ALTER TABLE "credit_accounts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_reports" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "id" text;--> statement-breakpoint
UPDATE "credit_accounts" SET "id" = "user_id";--> statement-breakpoint
ALTER TABLE "credit_accounts" ALTER COLUMN "id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "account_id" text;--> statement-breakpoint
UPDATE "credit_ledger" SET "account_id" = "user_id";--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_requests" ADD COLUMN "account_id" text;--> statement-breakpoint
UPDATE "report_requests" SET "account_id" = "user_id";--> statement-breakpoint
ALTER TABLE "report_requests" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_requests" ADD COLUMN "lot_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "account_id" text;--> statement-breakpoint
UPDATE "transactions" SET "account_id" = "user_id";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
ALTER TABLE "vehicle_reports" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "vehicle_reports" ADD COLUMN "lot_id" uuid;--> statement-breakpoint
ALTER TABLE "lot_items" ADD CONSTRAINT "lot_items_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invites" ADD CONSTRAINT "organisation_invites_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invites" ADD CONSTRAINT "organisation_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_org_created_idx" ON "lots" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organisation_invites_org_idx" ON "organisation_invites" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "organisation_members_org_idx" ON "organisation_members" USING btree ("organisation_id");--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reports" ADD CONSTRAINT "vehicle_reports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reports" ADD CONSTRAINT "vehicle_reports_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reports" ADD CONSTRAINT "vehicle_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_account_id_idx" ON "credit_ledger" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "report_requests_account_status_idx" ON "report_requests" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "report_requests_lot_idx" ON "report_requests" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "vehicle_reports_org_list_idx" ON "vehicle_reports" USING btree ("organisation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "vehicle_reports"."organisation_id" is not null;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_user_id_unique" UNIQUE("user_id");--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_organisation_id_unique" UNIQUE("organisation_id");--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "one_owner" CHECK (("credit_accounts"."user_id" is null) <> ("credit_accounts"."organisation_id" is null));--> statement-breakpoint
CREATE OR REPLACE FUNCTION grant_signup_trials() RETURNS trigger AS $$
BEGIN
  INSERT INTO credit_accounts (id, user_id, trials_left, purchased_left) VALUES (NEW.id, NEW.id, 0, 0);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
