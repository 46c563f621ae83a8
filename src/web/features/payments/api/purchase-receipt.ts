/**
 * A paid purchase's receipt, 'Comprobante de compra', as the PDF the server draws and names
 * (comprobante-patente-clara-….pdf); only whoever sees the purchase in 'Mis pagos' may download it.
 */
export const purchaseReceiptHref = (transactionId: string): string =>
  `/api/payments/${encodeURIComponent(transactionId)}/receipt`;
