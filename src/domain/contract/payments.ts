import { z } from "zod";
import { PAYMENT_MESSAGES } from "../payments";

// The contract of the catalogue and of buying (/api/packs, /api/checkout, /api/payments).

/** One pack of GET /api/packs; the original price only where it is higher than the price, else null. */
const ZPack = z.object({
  id: z.string(),
  name: z.string(),
  reports: z.number(),
  description: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  segment: z.enum(["personas", "automotoras"]),
});

export const ZPacks = z.object({ packs: z.array(ZPack) });

/** POST /api/checkout names only the pack: the server prices it, the browser never sends an amount. */
export const ZCheckout = z.object({ packId: z.string({ error: PAYMENT_MESSAGES.unknownPack }).max(40) });

/** Where to send the browser to pay. */
export const ZCheckoutStarted = z.object({ transactionId: z.string(), redirectUrl: z.string() });

/** POST /api/payments/confirm: one of Mercado Pago's payment ids, which are numeric. */
export const ZConfirmPayment = z.object({ paymentId: z.string().regex(/^\d{1,20}$/) });

/** What checking a payment with the gateway did (credited, already_credited, refunded, ignored, …). */
export const ZPaymentOutcome = z.object({ outcome: z.string() });

/** The factura data a fleet pack was bought with, as it was that day (domain/organisation/invoice.ts). */
export const ZInvoice = z.object({
  legalName: z.string(),
  /** As shown: 76.123.456-0. */
  rut: z.string(),
  businessActivity: z.string(),
  address: z.string(),
  comuna: z.string(),
  billingEmail: z.string(),
});
export type TInvoice = z.output<typeof ZInvoice>;

/** One purchase of GET /api/payments. */
const ZPayment = z.object({
  id: z.string(),
  concept: z.string(),
  packId: z.string(),
  reports: z.number(),
  amount: z.number(),
  currency: z.string(),
  provider: z.string(),
  // Text, not an enum: the browser shows states it does not know as pendiente (spec section 4). Besides
  // the stored estados, 'sin_completar': a checkout left before paying (decision 065).
  status: z.string(),
  paymentId: z.string().nullable(),
  cardType: z.string().nullable(),
  /** Set only while the payment is pendiente, and only to its buyer: where 'Completar pago' goes. */
  redirectUrl: z.string().nullable(),
  createdAt: z.string(),
  /**
   * A fleet pack bought for the reader's automotora, which only its administradores see (decision 078):
   * the automotora's name, and the factura data as it was at purchase. Null for the reader's own packs.
   */
  organisation: z.object({ displayName: z.string(), invoice: ZInvoice.nullable() }).nullable(),
});
export type TPayment = z.output<typeof ZPayment>;

export const ZPayments = z.object({ payments: z.array(ZPayment) });
