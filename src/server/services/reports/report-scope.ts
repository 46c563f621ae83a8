import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import { reportRequests, vehicleReports } from "#server/db/schema";
import type { AccountRef, Actor } from "../actor";

const personal = (userId: string) =>
  and(eq(vehicleReports.userId, userId), isNull(vehicleReports.organisationId)) as SQL;

/**
 * The reports an account holds, as 'Mis reportes' lists them and a repeat is asked about: a person's
 * own (not made for an organisation), or every report made for the organisation, whoever made it.
 */
export const reportsOfAccount = (account: AccountRef): SQL =>
  account.kind === "organisation"
    ? eq(vehicleReports.organisationId, account.organisationId)
    : personal(account.id);

/**
 * The reports a person may open and act on as their author: their own personal ones, and their
 * organisation's while they belong to it, whichever balance the switch names.
 */
export function reportsVisibleTo(actor: Actor): SQL {
  if (!actor.membership) return personal(actor.userId);
  const organisation = eq(vehicleReports.organisationId, actor.membership.organisationId);
  // An API key acts for the organisation alone: its creator's own reports are not the organisation's.
  return actor.apiKeyId ? organisation : (or(personal(actor.userId), organisation) as SQL);
}

/** reportsVisibleTo's rule for a report in hand (one this instance has just saved), without a read. */
export function isVisibleTo(actor: Actor, report: { userId: string | null; organisationId: string | null }) {
  const personalOne = report.userId === actor.userId && report.organisationId === null;
  if (!actor.membership) return personalOne;
  const organisations = report.organisationId === actor.membership.organisationId;
  return actor.apiKeyId ? organisations : personalOne || organisations;
}

/**
 * The requests a person may follow, by reportsVisibleTo's rule: theirs on their own account, and those on
 * their organisation's account while they belong to it.
 */
export function requestsVisibleTo(actor: Actor): SQL {
  const own = and(eq(reportRequests.userId, actor.userId), eq(reportRequests.accountId, actor.userId)) as SQL;
  if (!actor.membership) return own;
  const organisation = eq(reportRequests.accountId, actor.membership.organisationId);
  return actor.apiKeyId ? organisation : (or(own, organisation) as SQL);
}
