import { and, eq, inArray, lt } from "drizzle-orm";
import {
  CONTACT_MESSAGE_MONTHS,
  daysBefore,
  monthsBefore,
  OWNER_DATA_MONTHS,
  REPORT_REQUEST_DAYS,
  RIGHTS_REQUEST_MONTHS,
} from "../../../domain/privacy/retention";
import type { Database } from "../../db/client";
import {
  contactMessages,
  privacyRequests,
  reportRequests,
  sessions,
  vehicleReports,
  verifications,
} from "../../db/schema";
import { pruneRateLimits } from "../../http/rate-limit";
import { removeOwners } from "./owner-removal";

/**
 * Keeps every kind of personal data only as long as the privacy policy says (domain/privacy/retention.ts).
 * Every instance runs it on a timer; each step deletes or erases by date, so running it twice, or on two
 * instances at once, does the same as once. Returns how many owners it erased, for the log.
 */
export async function housekeeping(db: Database, now = new Date()): Promise<{ ownersErased: number }> {
  const ownersErased = await removeOwners(
    db,
    lt(vehicleReports.createdAt, monthsBefore(now, OWNER_DATA_MONTHS)),
    "retention",
    now,
  );
  await pruneRateLimits(db, now.getTime());
  // Used or not, a reset or confirmation link past its time opens nothing.
  await db.delete(verifications).where(lt(verifications.expiresAt, now));
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db
    .delete(reportRequests)
    .where(
      and(
        inArray(reportRequests.status, ["done", "failed"]),
        lt(reportRequests.queuedAt, daysBefore(now, REPORT_REQUEST_DAYS)),
      ),
    );
  await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, monthsBefore(now, CONTACT_MESSAGE_MONTHS)));
  await db
    .delete(privacyRequests)
    .where(
      and(
        eq(privacyRequests.status, "cerrada"),
        lt(privacyRequests.closedAt, monthsBefore(now, RIGHTS_REQUEST_MONTHS)),
      ),
    );
  return { ownersErased };
}
