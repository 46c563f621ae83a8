CREATE TABLE "provider_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"pending" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plate" text NOT NULL,
	"client_request_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"credit" text NOT NULL,
	"turn" integer NOT NULL,
	"answered" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_status" integer,
	"error" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "report_runs" CASCADE;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_calls_at_idx" ON "provider_calls" USING btree ("at");--> statement-breakpoint
CREATE INDEX "report_requests_user_status_idx" ON "report_requests" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "report_requests_queue_idx" ON "report_requests" USING btree ("status","turn","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_requests_user_request_idx" ON "report_requests" USING btree ("user_id","client_request_id");