import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { creditLedger, lots, organisationMembers, organisations, vehicleReports } from "#server/db/schema";
import type { Logger } from "#server/logger";
import type { Tx } from "../credits/spend-credit";

const memberless = () =>
  notExists(
    sql`(select 1 from ${organisationMembers} where ${organisationMembers.organisationId} = ${organisations.id})`,
  );

/**
 * An organisation nobody is in and nothing was paid for nor made in (decision 093): no member, no
 * purchase credited to its account, no report, no lot. Its RUT is given back, so whoever typed a company's
 * RUT first and walked away (an unpaid, pending or rejected checkout is still nothing paid) does not keep
 * the company out. "Paid" is read from the ledger, not from `transactions`: a purchase row is written on
 * the organisation's account in the very transaction that approves its payment (apply-payment.ts), it
 * stays after a refund, it is indexed by account, and balances an operator or a seed gave count too.
 * Reports and lots could only come from a paid balance; they are checked anyway, being what an
 * organisation keeps for its members.
 */
const abandoned = () =>
  and(
    memberless(),
    notExists(
      sql`(select 1 from ${creditLedger} where ${creditLedger.accountId} = ${organisations.id}::text and ${creditLedger.kind} = 'purchase')`,
    ),
    notExists(
      sql`(select 1 from ${vehicleReports} where ${vehicleReports.organisationId} = ${organisations.id})`,
    ),
    notExists(sql`(select 1 from ${lots} where ${lots.organisationId} = ${organisations.id})`),
  );

/**
 * Deletes the organisation if it is abandoned, in the caller's transaction: its last member just left or
 * deleted their account. Its account, invitations, keys and webhooks go with it (ON DELETE CASCADE); its
 * unpaid checkouts stay as records without it (`organisation_id` set null).
 */
export async function deleteIfAbandoned(tx: Tx, organisationId: string): Promise<boolean> {
  const deleted = await tx
    .delete(organisations)
    .where(and(eq(organisations.id, organisationId), abandoned()))
    .returning({ id: organisations.id });
  return deleted.length > 0;
}

/**
 * The sweep's share (every instance, every 15 s): whatever way an organisation lost its last member (a
 * membership removed by hand, rows from before decision 093), it is found here. The memberless are
 * looked for first through the members' index, so the usual answer is one cheap query that finds none;
 * an organisation that has paid and lost everyone stays, for the claim (`npm run admin --
 * claim-organisation`). Running twice, or on two instances at once, deletes once.
 */
export async function deleteAbandonedOrganisations(deps: { db: Database; logger: Logger }): Promise<number> {
  const candidates = await deps.db.select({ id: organisations.id }).from(organisations).where(memberless());
  if (candidates.length === 0) return 0;
  const deleted = await deps.db
    .delete(organisations)
    .where(
      and(
        inArray(
          organisations.id,
          candidates.map((row) => row.id),
        ),
        abandoned(),
      ),
    )
    .returning({ id: organisations.id });
  if (deleted.length)
    deps.logger.info(
      { organisationIds: deleted.map((row) => row.id) },
      "organisations without members nor purchases deleted",
    );
  return deleted.length;
}
