import { eq } from "drizzle-orm";
import { findPack, type Pack, packConcept, purchaseFor } from "#domain/catalogue";
import { type InvoiceData, invoiceOf } from "#domain/organisation/invoice";
import { PAYMENT_MESSAGES } from "#domain/payments";
import type { Database } from "#server/db/client";
import { organisations, transactions } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Logger } from "#server/logger";
import { GatewayError, type PaymentGateway } from "#server/payments/gateway";
import type { Actor } from "../actor";

export type PaymentDeps = { db: Database; gateway: PaymentGateway; logger: Logger; includeTestPack: boolean };

const GATEWAY_MESSAGES: Record<GatewayError["kind"], string> = {
  connection: PAYMENT_MESSAGES.connectionError,
  rejected: PAYMENT_MESSAGES.preferenceFailed,
  no_url: PAYMENT_MESSAGES.noUrl,
};

/** Where a purchase's reports go, and for a fleet pack the organisation and its factura data. */
type Destination = { accountId: string; organisationId: string | null; invoice: InvoiceData | null };

/**
 * Whose balance the pack is for (decision 078): a person's pack always goes to the buyer's own account,
 * whatever their balance switch says; a fleet pack to the organisation of an administrador, with its
 * factura data copied as it is now, so a later edit does not rewrite what this purchase was invoiced to.
 */
async function destinationOf(db: Database, actor: Actor, pack: Pick<Pack, "segment">): Promise<Destination> {
  const buyer = purchaseFor(pack, actor.membership?.role ?? null);
  if (!buyer.ok) {
    throw buyer.refusal === "not_a_dealer"
      ? new AppError("BAD_REQUEST", PAYMENT_MESSAGES.dealerPack)
      : new AppError("FORBIDDEN", PAYMENT_MESSAGES.fleetAdminOnly);
  }
  // A person's account has the person's id (schema.ts, creditAccounts).
  if (buyer.account === "person" || !actor.membership)
    return { accountId: actor.userId, organisationId: null, invoice: null };
  const { organisationId } = actor.membership;
  const [organisation] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
  // The membership was read on this request; the organisation went away since.
  if (!organisation) throw new AppError("FORBIDDEN", PAYMENT_MESSAGES.fleetAdminOnly);
  // An organisation's account has the organisation's id.
  return { accountId: organisationId, organisationId, invoice: invoiceOf(organisation) };
}

/**
 * Starts a purchase at the catalogue's price: the browser names a pack, never an amount. The pending
 * transaction is written first, so its id is the payment's external_reference; if the gateway fails it
 * is marked 'fallido' and nothing is charged.
 */
export async function createCheckout(
  deps: PaymentDeps,
  input: { actor: Actor; email: string; packId: string },
): Promise<{ transactionId: string; redirectUrl: string }> {
  const pack = findPack(input.packId, { includeTestPack: deps.includeTestPack });
  if (!pack) throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.unknownPack);
  const destination = await destinationOf(deps.db, input.actor, pack);

  const concept = packConcept(pack);
  const [transaction] = await deps.db
    .insert(transactions)
    .values({
      userId: input.actor.userId,
      ...destination,
      packId: pack.id,
      reports: pack.reports,
      concept,
      amount: pack.price,
      currency: "CLP",
      provider: deps.gateway.provider,
    })
    .returning({ id: transactions.id });
  const transactionId = (transaction as { id: string }).id;

  try {
    const checkout = await deps.gateway.createCheckout({
      transactionId,
      packId: pack.id,
      title: concept,
      amount: pack.price,
      payerEmail: input.email,
    });
    await deps.db
      .update(transactions)
      .set({ preferenceId: checkout.preferenceId, redirectUrl: checkout.redirectUrl, updatedAt: new Date() })
      .where(eq(transactions.id, transactionId));
    return { transactionId, redirectUrl: checkout.redirectUrl };
  } catch (err) {
    await deps.db
      .update(transactions)
      .set({ status: "fallido", updatedAt: new Date() })
      .where(eq(transactions.id, transactionId));
    deps.logger.error({ err, transactionId }, "checkout failed");
    const message = err instanceof GatewayError ? GATEWAY_MESSAGES[err.kind] : PAYMENT_MESSAGES.generic;
    throw new AppError("UNAVAILABLE", message);
  }
}
