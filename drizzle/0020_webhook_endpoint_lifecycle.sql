ALTER TABLE "webhook_endpoints" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_created_by_idx" ON "webhook_endpoints" USING btree ("created_by");--> statement-breakpoint
-- Every endpoint disabled before this migration was deleted by an administrador.
UPDATE "webhook_endpoints" SET "disabled_reason" = 'deleted' WHERE "disabled_at" IS NOT NULL;
