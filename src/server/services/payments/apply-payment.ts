import { and, eq, sql } from "drizzle-orm";
import { stateFromGateway } from "#domain/payments";
import type { Database } from "#server/db/client";
import { isRowId } from "#server/db/ids";
import { creditAccounts, creditLedger, transactions } from "#server/db/schema";
import type { Logger } from "#server/logger";
import type { GatewayPayment, PaymentGateway } from "#server/payments/gateway";
import { type InvoiceIssuer, pendingInvoiceIssuer } from "#server/payments/invoice-issuer";

export type ApplyOutcome =
  | "credited"
  | "already_credited"
  | "refunded"
  | "status_updated"
  | "ignored"
  | "unknown_payment"
  | "mismatch";

/**
 * Applies what the gateway says about one payment. Notifications repeat and arrive out of order, so this
 * never trusts their content: it fetches the payment, checks it against our transaction, and applies its
 * current status. The ledger's unique key per payment makes the credit (and its reversal) happen once
 * however often this runs, in parallel or not.
 */
export async function applyPayment(
  deps: {
    db: Database;
    gateway: PaymentGateway;
    logger: Logger;
    /** Who issues a fleet pack's factura; by default, a log line saying one is owed (decision 078). */
    invoices?: InvoiceIssuer;
  },
  paymentId: string,
  opts: { userId?: string } = {},
): Promise<ApplyOutcome> {
  const payment = await deps.gateway.getPayment(paymentId);
  if (!payment) return "unknown_payment";
  const ref = payment.externalReference;
  if (!ref || !isRowId(ref)) return "ignored";
  const [transaction] = await deps.db.select().from(transactions).where(eq(transactions.id, ref));
  if (!transaction || (opts.userId && transaction.userId !== opts.userId)) return "ignored";
  if (payment.amount !== transaction.amount || payment.currency !== transaction.currency) {
    deps.logger.error(
      {
        paymentId,
        transactionId: transaction.id,
        paid: payment.amount,
        currency: payment.currency,
        expected: transaction.amount,
      },
      "payment amount or currency does not match the transaction: not credited",
    );
    return "mismatch";
  }
  const state = stateFromGateway(payment.status);
  if (state === "aprobado") {
    const outcome = await credit(deps.db, transaction, payment);
    // Once per purchase: only the run whose ledger row went in says 'credited'.
    if (outcome === "credited" && transaction.organisationId)
      await issueInvoice(deps.invoices ?? pendingInvoiceIssuer(deps.logger), transaction.id, deps.logger);
    return outcome;
  }
  if (state === "reembolsado") return refund(deps.db, transaction, payment);
  // A later attempt's failure must not overwrite a purchase another payment already completed.
  const updated = await deps.db
    .update(transactions)
    .set({ status: state, paymentId: payment.id, updatedAt: new Date() })
    .where(
      and(
        eq(transactions.id, transaction.id),
        sql`${transactions.status} not in ('aprobado', 'reembolsado')`,
      ),
    )
    .returning({ id: transactions.id });
  return updated.length ? "status_updated" : "ignored";
}

/** The credit stands whatever the factura's provider answers: its failure is the operator's to follow up. */
async function issueInvoice(invoices: InvoiceIssuer, transactionId: string, logger: Logger) {
  try {
    await invoices.issue({ transactionId });
  } catch (err) {
    logger.error({ err, transactionId }, "factura no emitida: queda pendiente");
  }
}

/** A purchase as the `transactions` table keeps it. */
type Transaction = typeof transactions.$inferSelect;

async function credit(
  db: Database,
  transaction: Transaction,
  payment: GatewayPayment,
): Promise<ApplyOutcome> {
  const { accountId, userId } = transaction;
  if (!accountId) {
    // The account was deleted before the payment settled: nothing left to credit, the record stays.
    await db
      .update(transactions)
      .set({ status: "aprobado", paymentId: payment.id })
      .where(eq(transactions.id, transaction.id));
    return "status_updated";
  }
  return db.transaction(async (tx): Promise<ApplyOutcome> => {
    const inserted = await tx
      .insert(creditLedger)
      .values({
        accountId,
        userId,
        kind: "purchase",
        purchasedDelta: transaction.reports,
        idempotencyKey: `payment:${payment.id}:purchase`,
      })
      .onConflictDoNothing({ target: creditLedger.idempotencyKey })
      .returning({ id: creditLedger.id });
    if (!inserted.length) return "already_credited";
    await tx
      .update(creditAccounts)
      .set({
        purchasedLeft: sql`${creditAccounts.purchasedLeft} + ${transaction.reports}`,
        updatedAt: new Date(),
      })
      .where(eq(creditAccounts.id, accountId));
    await tx
      .update(transactions)
      .set({
        status: "aprobado",
        paymentId: payment.id,
        cardType: payment.paymentTypeId,
        updatedAt: new Date(),
      })
      .where(eq(transactions.id, transaction.id));
    return "credited";
  });
}

/** Money returned takes back what is still unused of that purchase; reports already made stay made. */
async function refund(
  db: Database,
  transaction: Transaction,
  payment: GatewayPayment,
): Promise<ApplyOutcome> {
  return db.transaction(async (tx): Promise<ApplyOutcome> => {
    const [purchase] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, `payment:${payment.id}:purchase`));
    const { accountId } = transaction;
    if (purchase && accountId) {
      const [account] = await tx
        .select({ purchasedLeft: creditAccounts.purchasedLeft })
        .from(creditAccounts)
        .where(eq(creditAccounts.id, accountId))
        .for("update");
      const takeBack = Math.min(transaction.reports, account?.purchasedLeft ?? 0);
      const inserted = await tx
        .insert(creditLedger)
        .values({
          accountId,
          userId: transaction.userId,
          kind: "refund",
          purchasedDelta: -takeBack,
          idempotencyKey: `payment:${payment.id}:refund`,
        })
        .onConflictDoNothing({ target: creditLedger.idempotencyKey })
        .returning({ id: creditLedger.id });
      if (inserted.length && takeBack > 0) {
        await tx
          .update(creditAccounts)
          .set({ purchasedLeft: sql`${creditAccounts.purchasedLeft} - ${takeBack}`, updatedAt: new Date() })
          .where(eq(creditAccounts.id, accountId));
      }
    }
    await tx
      .update(transactions)
      .set({ status: "reembolsado", paymentId: payment.id, updatedAt: new Date() })
      .where(eq(transactions.id, transaction.id));
    return "refunded";
  });
}
