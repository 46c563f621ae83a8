import { formatRut } from "../rut";

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

/**
 * The factura data of an organisation as it stands, to copy onto a purchase: the RUT as shown
 * (76.123.456-0), which is how the accountant types it; a RUT that cannot be read is kept as stored.
 */
export function invoiceOf(organisation: InvoiceData): InvoiceData {
  const { legalName, rut, businessActivity, address, comuna, billingEmail } = organisation;
  return { legalName, rut: formatRut(rut) ?? rut, businessActivity, address, comuna, billingEmail };
}
