CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rut" text NOT NULL,
	"plate" text NOT NULL,
	"email" text NOT NULL,
	"right" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'abierta' NOT NULL,
	"deadline" text NOT NULL,
	"outcome" text,
	"closing_note" text,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_reports" ADD COLUMN "share_expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
-- Links made before expiry existed count their 30 days from their report, like every new one.
UPDATE "vehicle_reports" SET "share_expires_at" = "created_at" + interval '30 days';--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "vehicle_reports_owner_kept_idx" ON "vehicle_reports" USING btree ("created_at") WHERE not ("vehicle_reports"."body" ? 'ownerRemoved');--> statement-breakpoint
CREATE INDEX "vehicle_reports_plate_idx" ON "vehicle_reports" USING btree ("plate","created_at");