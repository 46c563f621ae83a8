import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { csvLine } from "#domain/lot/csv";
import {
  type ExportedPurchase,
  PURCHASE_CSV_HEADERS,
  purchaseCsvValues,
  type TPurchaseRange,
} from "#domain/purchases-csv";
import type { Database } from "#server/db/client";
import { creditLedger, transactions } from "#server/db/schema";

/** Rows read per statement: the export's memory stays that of one batch, whatever the range holds. */
const BATCH = 500;

// When the money came in: the purchase's ledger credit, written the moment the payment was approved. A
// purchase whose account was deleted before it settled has no credit; it is dated by its checkout.
export const paidAt = sql`coalesce(${creditLedger.createdAt}, ${transactions.createdAt})`;
/** Joins a purchase to its credit in the ledger, keyed by the payment that paid it. */
export const creditOfPayment = eq(
  creditLedger.idempotencyKey,
  sql`'payment:' || ${transactions.paymentId} || ':purchase'`,
);

/**
 * The purchases paid from `desde` to `hasta` (Santiago days, both included), approved or refunded since,
 * in the order they were paid; read a batch at a time, keyed on (paid at, id) so no row is skipped or
 * repeated between batches.
 */
export async function* paidPurchases(db: Database, range: TPurchaseRange): AsyncGenerator<ExportedPurchase> {
  const inRange = and(
    inArray(transactions.status, ["aprobado", "reembolsado"]),
    sql`${paidAt} >= (${range.desde}::date)::timestamp at time zone 'America/Santiago'`,
    sql`${paidAt} < (${range.hasta}::date + 1)::timestamp at time zone 'America/Santiago'`,
  );
  // The last row's instant as PostgreSQL wrote it: a JavaScript Date would drop its microseconds.
  let after: { paidAt: string; id: string } | null = null;
  for (;;) {
    const past: SQL | undefined = after
      ? sql`(${paidAt}, ${transactions.id}) > (${after.paidAt}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows = await db
      .select({
        paidAt: sql`${paidAt}`.mapWith(transactions.createdAt),
        cursor: sql<string>`(${paidAt})::text`,
        transactionId: transactions.id,
        paymentId: transactions.paymentId,
        concept: transactions.concept,
        reports: transactions.reports,
        amount: transactions.amount,
        status: transactions.status,
        invoice: transactions.invoice,
      })
      .from(transactions)
      .leftJoin(creditLedger, creditOfPayment)
      .where(and(inRange, past))
      .orderBy(asc(paidAt), asc(transactions.id))
      .limit(BATCH);
    for (const { cursor: _, ...row } of rows) {
      yield {
        ...row,
        status: row.status === "reembolsado" ? "reembolsado" : "aprobado",
        invoice: row.invoice ?? null,
      };
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { paidAt: last.cursor, id: last.transactionId };
  }
}

/**
 * The export as Chilean Excel opens it, as the lot's is (services/lots/lot-export.ts): UTF-8 with a BOM
 * and ';' between fields; every cell goes through csvLine, which defuses what a spreadsheet would run as
 * a formula (a razón social is typed by whoever signs up).
 */
export async function* purchasesCsv(db: Database, range: TPurchaseRange): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(PURCHASE_CSV_HEADERS)}`;
  for await (const purchase of paidPurchases(db, range)) yield csvLine(purchaseCsvValues(purchase));
}
