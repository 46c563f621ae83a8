import { and, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import type { TPayment } from "#domain/contract/payments";
import { may } from "#domain/organisation/roles";
import { isUnfinishedCheckout } from "#domain/payments";
import type { Database } from "#server/db/client";
import { organisations, transactions } from "#server/db/schema";
import type { Actor } from "../actor";

/**
 * The purchases 'Mis pagos' lists (decision 078): the reader's own packs, and for an administrador the
 * fleet packs of their organisation, whoever of its administradores bought them, marked with the
 * organisation and the factura data they were bought with. A fleet pack is the organisation's, not its
 * buyer's: a vendedor sees none, an administrador made vendedor stops seeing the ones they bought, and a
 * person who left the organisation sees none of them. One list rather than a second page: an
 * administrador buys both kinds, and asks "what did I pay" in one place.
 */
export function listPayments(db: Database, actor: Actor, now: Date = new Date()): Promise<TPayment[]> {
  return purchases(db, purchasesVisibleTo(actor), actor.userId, now);
}

/**
 * The purchases `actor` may see, as SQL: their own packs, and an administrador's organisation's fleet
 * packs. One rule for the list and for each purchase's receipt (purchase-receipt.ts).
 */
export function purchasesVisibleTo(actor: Actor): SQL | undefined {
  const own = and(eq(transactions.userId, actor.userId), isNull(transactions.organisationId));
  const { membership } = actor;
  return membership && may(membership.role, "seePurchases")
    ? or(own, eq(transactions.organisationId, membership.organisationId))
    : own;
}

/** Every purchase a person made, fleet packs included: their data export (Ley 21.719). */
export function listPurchasesBy(db: Database, userId: string, now: Date = new Date()): Promise<TPayment[]> {
  return purchases(db, eq(transactions.userId, userId), userId, now);
}

async function purchases(db: Database, where: SQL | undefined, readerId: string, now: Date) {
  const rows = await db
    .select({ transaction: transactions, displayName: organisations.displayName })
    .from(transactions)
    .leftJoin(organisations, eq(organisations.id, transactions.organisationId))
    .where(where)
    .orderBy(desc(transactions.createdAt));
  // A payment id is only ever written from what the gateway said about a payment.
  const records = rows.map(({ transaction: r }) => ({ ...r, gatewayReported: r.paymentId !== null }));
  return records.map((r, i): TPayment => {
    const status = isUnfinishedCheckout(r, records, now) ? "sin_completar" : r.status;
    const displayName = rows[i]?.displayName ?? null;
    // Another administrador's checkout is theirs to complete: its gateway page opens in their session.
    const resumable = status === "pendiente" && r.userId === readerId;
    return {
      id: r.id,
      concept: r.concept,
      packId: r.packId,
      reports: r.reports,
      amount: r.amount,
      currency: r.currency,
      provider: r.provider,
      status,
      paymentId: r.paymentId,
      cardType: r.cardType,
      redirectUrl: resumable ? r.redirectUrl : null,
      createdAt: r.createdAt.toISOString(),
      organisation: displayName === null ? null : { displayName, invoice: r.invoice ?? null },
    };
  });
}
