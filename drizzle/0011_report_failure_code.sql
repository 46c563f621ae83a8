ALTER TABLE "report_requests" ADD COLUMN "error_code" text;--> statement-breakpoint
-- A failed request kept the HTTP status its use-case chose; it now keeps the refusal's code, which the
-- HTTP layer alone turns into a status. Every status the service ever wrote has its code.
UPDATE "report_requests" SET "error_code" = CASE "error_status" WHEN 402 THEN 'PAYMENT_REQUIRED' WHEN 404 THEN 'NOT_FOUND' ELSE 'UNAVAILABLE' END WHERE "error_status" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "report_requests" DROP COLUMN "error_status";
