ALTER TABLE "webhook_endpoints" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_created_by_idx" ON "webhook_endpoints" USING btree ("created_by");--> statement-breakpoint
-- Every endpoint disabled before this migration was deleted by an administrador.
UPDATE "webhook_endpoints" SET "disabled_reason" = 'deleted' WHERE "disabled_at" IS NOT NULL;
--> statement-breakpoint
-- Decision 092 for what came before it: an endpoint whose administrador is no longer one of its organisation's stops.
UPDATE "webhook_endpoints" w SET "disabled_at" = now(), "disabled_reason" = 'creator_left'
WHERE w."disabled_at" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "organisation_members" m
  WHERE m."user_id" = w."created_by" AND m."organisation_id" = w."organisation_id" AND m."role" = 'administrador'
);
