-- Rate-limit counters are worth nothing after a crash, and keeping them out of the WAL means a counted
-- request does not wait for a disk flush at commit. Everything else stays durable.
ALTER TABLE "api_rate_limits" SET UNLOGGED;
--> statement-breakpoint
ALTER TABLE "rate_limits" SET UNLOGGED;
