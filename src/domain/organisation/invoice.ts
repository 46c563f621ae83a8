/**
 * The factura data of a purchase, copied from the organisation when it buys: an accountant needs it as it
 * was that day, whatever the organisation edits later.
 */
export type InvoiceData = {
  legalName: string;
  /** As shown: 76.123.456-0. */
  rut: string;
  businessActivity: string;
  address: string;
  comuna: string;
  billingEmail: string;
};
