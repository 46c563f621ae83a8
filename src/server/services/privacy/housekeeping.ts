import { and, eq, inArray, lt } from "drizzle-orm";
import {
  CONTACT_MESSAGE_MONTHS,
  daysBefore,
  monthsBefore,
  OWNER_DATA_MONTHS,
  REPORT_REQUEST_DAYS,
  RIGHTS_REQUEST_MONTHS,
} from "#domain/privacy/retention";
import type { Database } from "#server/db/client";
import {
  contactMessages,
  privacyRequests,
  reportRequests,
  sessions,
  vehicleReports,
  verifications,
} from "#server/db/schema";
import type { Logger } from "#server/logger";
import { pruneRateLimits } from "#server/rate-limits";
import { removeOwners } from "./owner-removal";

/**
 * Keeps every kind of personal data only as long as the privacy policy says (domain/privacy/retention.ts).
 * Every instance runs it on a timer; each step deletes or erases by date, so running it twice, or on two
 * instances at once, does the same as once. A step that fails is logged and the others still run.
 */
export async function housekeeping(
  deps: { db: Database; logger: Logger },
  now = new Date(),
): Promise<{ ownersRemoved: number }> {
  const { db } = deps;
  let ownersRemoved = 0;
  const steps: [string, () => Promise<unknown>][] = [
    [
      "owners after the retention period",
      async () => {
        const cutoff = monthsBefore(now, OWNER_DATA_MONTHS);
        ownersRemoved = await removeOwners(db, lt(vehicleReports.createdAt, cutoff), "retention", now);
      },
    ],
    ["rate-limit counters", () => pruneRateLimits(db, now.getTime())],
    // Used or not, a reset or confirmation link past its time opens nothing.
    ["expired verification links", () => db.delete(verifications).where(lt(verifications.expiresAt, now))],
    ["expired sessions", () => db.delete(sessions).where(lt(sessions.expiresAt, now))],
    [
      "finished report requests",
      () =>
        db
          .delete(reportRequests)
          .where(
            and(
              inArray(reportRequests.status, ["done", "failed"]),
              lt(reportRequests.queuedAt, daysBefore(now, REPORT_REQUEST_DAYS)),
            ),
          ),
    ],
    [
      "contact messages",
      () =>
        db
          .delete(contactMessages)
          .where(lt(contactMessages.createdAt, monthsBefore(now, CONTACT_MESSAGE_MONTHS))),
    ],
    [
      "closed privacy requests",
      () =>
        db
          .delete(privacyRequests)
          .where(
            and(
              eq(privacyRequests.status, "cerrada"),
              lt(privacyRequests.closedAt, monthsBefore(now, RIGHTS_REQUEST_MONTHS)),
            ),
          ),
    ],
  ];
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (err) {
      deps.logger.warn({ err, step: name }, "housekeeping step failed");
    }
  }
  if (ownersRemoved) deps.logger.info({ ownersRemoved }, "owners removed after the retention period");
  return { ownersRemoved };
}
