ALTER TABLE "vehicle_reports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "vehicle_reports" SET "updated_at" = "created_at";
