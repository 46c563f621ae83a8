CREATE TABLE "api_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plate" text NOT NULL,
	"access_code" text NOT NULL,
	"report_code" text NOT NULL,
	"client_request_id" text,
	"security_score" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"body" jsonb NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_reports_access_code_unique" UNIQUE("access_code"),
	CONSTRAINT "vehicle_reports_report_code_unique" UNIQUE("report_code")
);
--> statement-breakpoint
ALTER TABLE "vehicle_reports" ADD CONSTRAINT "vehicle_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_reports_user_created_idx" ON "vehicle_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_reports_user_request_idx" ON "vehicle_reports" USING btree ("user_id","client_request_id");