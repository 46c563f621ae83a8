import type { Logger } from "#server/logger";

// The seam for the factura electrónica (DTE, decision 078). No DTE provider is reachable from here, so
// nothing issues one yet: the operator exports the purchases with their factura data for the accountant
// (GET /api/admin/purchases.csv). A provider's client implements this and is passed where payments are
// applied; nothing else changes.

/** A fleet pack whose payment was just credited: the transaction holds the factura data it was bought with. */
export type CreditedFleetPurchase = { transactionId: string };

export interface InvoiceIssuer {
  /**
   * Called once per credited fleet purchase, after its credit is committed; never inside the transaction,
   * so a slow or failing provider cannot hold or undo a credit. A failure is logged by the caller and not
   * retried here: a real provider should queue its own job (pg-boss), keyed by the transaction id.
   */
  issue(purchase: CreditedFleetPurchase): Promise<void>;
}

/** Until a provider exists: a line in the log per factura owed, with the transaction id and no personal data. */
export const pendingInvoiceIssuer = (logger: Logger): InvoiceIssuer => ({
  async issue({ transactionId }) {
    logger.info({ transactionId }, "factura pendiente de emisión");
  },
});
