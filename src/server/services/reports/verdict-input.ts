import { sql } from "drizzle-orm";
import type { VerdictInput } from "#domain/report/verdict";
import { vehicleReports } from "#server/db/schema";

/**
 * What a line of a list (My reports, a lot's row, an event) reads of a report's body to say its verdict
 * (decision 100): the body without what the verdict does not need (its texts, deductions, similar cars,
 * and the words an older body was stored with). Cut with one operator rather than built from its paths:
 * each path read unpacks the stored body again, and a lot has 500 of them. Null where no report was made.
 */
export const verdictInput = sql<VerdictInput | null>`${vehicleReports.body} - array['deductions', 'similarCars', 'headline', 'recommendation', 'color', 'verdict', 'ownerRemoved']`;
