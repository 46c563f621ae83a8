import { eq } from "drizzle-orm";
import { findPack, isPurchasable, packConcept } from "#domain/catalogue";
import { PAYMENT_MESSAGES } from "#domain/payments";
import type { Database } from "#server/db/client";
import { transactions } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Logger } from "#server/logger";
import { GatewayError, type PaymentGateway } from "#server/payments/gateway";

export type PaymentDeps = { db: Database; gateway: PaymentGateway; logger: Logger; includeTestPack: boolean };

const GATEWAY_MESSAGES: Record<GatewayError["kind"], string> = {
  connection: PAYMENT_MESSAGES.connectionError,
  rejected: PAYMENT_MESSAGES.preferenceFailed,
  no_url: PAYMENT_MESSAGES.noUrl,
};

/**
 * Starts a purchase at the catalogue's price: the browser names a pack, never an amount. The pending
 * transaction is written first, so its id is the payment's external_reference; if the gateway fails it
 * is marked 'fallido' and nothing is charged.
 */
export async function createCheckout(
  deps: PaymentDeps,
  input: { userId: string; email: string; packId: string },
): Promise<{ transactionId: string; redirectUrl: string }> {
  const pack = findPack(input.packId, { includeTestPack: deps.includeTestPack });
  if (!pack) throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.unknownPack);
  if (!isPurchasable(pack)) throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.dealerPack);

  const concept = packConcept(pack);
  const [transaction] = await deps.db
    .insert(transactions)
    .values({
      userId: input.userId,
      // A person's account has the person's id (schema.ts): personal packs go to the buyer's own balance.
      accountId: input.userId,
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
