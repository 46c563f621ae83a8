CREATE TABLE "provider_breaker" (
	"provider" text PRIMARY KEY NOT NULL,
	"open_until" timestamp with time zone,
	"reason" text,
	"empty_streak" integer DEFAULT 0 NOT NULL,
	"probing_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_days" (
	"day" text PRIMARY KEY NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_answers" (
	"key" text PRIMARY KEY NOT NULL,
	"lookup" jsonb NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "source_answers_expires_idx" ON "source_answers" USING btree ("expires_at");