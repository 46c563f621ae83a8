// What a purchase's receipt says ('Comprobante de compra', decision 098): the words and figures, worked out
// here so the PDF only draws them. It is proof of a payment, not a tax document: until a DTE provider
// issues boletas and facturas (decision 078's seam), it says so rather than pass for one.

import { formatClp, formatDateTime, NOT_AVAILABLE, plural } from "./format";
import type { InvoiceData } from "./organisation/invoice";

/** A purchase as its receipt needs it, read by whoever may see it (services/payments/purchase-receipt.ts). */
export type ReceiptPurchase = {
  transactionId: string;
  /** Mercado Pago's payment id, the number its own receipt and the buyer's bank statement carry. */
  paymentId: string | null;
  concept: string;
  reports: number;
  /** What was charged, as the purchase stored it when it started: never today's catalogue price. */
  amount: number;
  currency: string;
  provider: "mercadopago" | "simulado";
  /** Mercado Pago's payment_type_id (credit_card, debit_card, …), or null. */
  paymentType: string | null;
  /** When the money came in (the credit in the ledger). */
  paidAt: Date;
  /** Who pressed 'Confirmar compra'; null once their account is deleted. */
  buyer: { name: string; email: string } | null;
  /** A fleet pack: the automotora it was bought for, and the factura data it was bought with. */
  organisation: { displayName: string; invoice: InvoiceData | null } | null;
};

export type ReceiptRow = { label: string; value: string };

export type PresentedReceipt = {
  concept: string;
  /** '$12.790 CLP'. */
  total: string;
  /** 'Pagado el 05-12-2026 14:32'. */
  paid: string;
  /** The payments of the simulated gateway charge nobody: their receipt must not look like a real one. */
  simulated: boolean;
  purchase: ReceiptRow[];
  /** 'Comprador', or for a fleet pack 'Facturación'. */
  partyTitle: string;
  party: ReceiptRow[];
  /** What the receipt is and is not, under the tables. */
  notes: string[];
  /** 'comprobante-patente-clara-3f2a9c1e.pdf'. */
  fileName: string;
};

// Mercado Pago's payment_type_id values (its API reference), as a buyer names them.
const PAYMENT_TYPES = new Map<string, string>([
  ["credit_card", "tarjeta de crédito"],
  ["debit_card", "tarjeta de débito"],
  ["prepaid_card", "tarjeta de prepago"],
  ["account_money", "dinero en cuenta de Mercado Pago"],
  ["bank_transfer", "transferencia bancaria"],
  ["ticket", "pago en efectivo"],
  ["atm", "cajero automático"],
]);

/** 'Mercado Pago (tarjeta de crédito)'; a type Mercado Pago adds later is left unsaid rather than shown raw. */
export function paymentMethod(provider: ReceiptPurchase["provider"], paymentType: string | null): string {
  const gateway = provider === "simulado" ? "Pasarela simulada" : "Mercado Pago";
  const type = paymentType ? PAYMENT_TYPES.get(paymentType) : undefined;
  return type ? `${gateway} (${type})` : gateway;
}

/** The first 8 characters of the transaction id: enough to tell receipts apart in a folder. */
const shortId = (transactionId: string): string => transactionId.replace(/-/g, "").slice(0, 8);

export const RECEIPT_TITLE = "Comprobante de compra";

export const NOT_A_TAX_DOCUMENT =
  "Este comprobante acredita el pago de la compra; no es una boleta ni una factura electrónica.";

export const SIMULATED_PAYMENT =
  "Pago simulado: esta instalación no cobra de verdad y no hubo cargo a ningún medio de pago.";

export function presentReceipt(purchase: ReceiptPurchase): PresentedReceipt {
  const paidAt = formatDateTime(purchase.paidAt.toISOString());
  const method = paymentMethod(purchase.provider, purchase.paymentType);
  const money = (n: number) => `${formatClp(n)} ${purchase.currency}`;
  // The total and the date are the receipt's first lines (`total`, `paid`): the table does not repeat them.
  const purchaseRows: ReceiptRow[] = [
    { label: "Pack", value: purchase.concept },
    { label: "Informes", value: String(purchase.reports) },
    // Of the amount paid, so an old purchase shows what its reports really cost.
    { label: "Precio por informe", value: money(Math.round(purchase.amount / purchase.reports)) },
    { label: "Medio de pago", value: method },
    // A simulated payment's id is the simulated gateway's, not one Mercado Pago would know.
    {
      label: purchase.provider === "simulado" ? "ID de pago" : "ID de pago de Mercado Pago",
      value: purchase.paymentId ?? NOT_AVAILABLE,
    },
    { label: "N.º de transacción", value: purchase.transactionId },
  ];
  const buyer = purchase.buyer ? `${purchase.buyer.name} (${purchase.buyer.email})` : "Cuenta eliminada";
  const { organisation } = purchase;
  const invoice = organisation?.invoice ?? null;
  const party: ReceiptRow[] = organisation
    ? [
        { label: "Automotora", value: organisation.displayName },
        ...(invoice
          ? [
              { label: "Razón social", value: invoice.legalName },
              { label: "RUT", value: invoice.rut },
              { label: "Giro", value: invoice.businessActivity },
              { label: "Dirección", value: `${invoice.address}, ${invoice.comuna}` },
              { label: "Correo de facturación", value: invoice.billingEmail },
            ]
          : []),
        { label: "Comprado por", value: buyer },
      ]
    : purchase.buyer
      ? [
          { label: "Nombre", value: purchase.buyer.name },
          { label: "Correo", value: purchase.buyer.email },
        ]
      : [{ label: "Comprador", value: buyer }];
  const added = `${purchase.reports === 1 ? "Se sumó" : "Se sumaron"} ${plural(purchase.reports, "informe", "informes")}`;
  const sumsTo = organisation ? `${added} al saldo de ${organisation.displayName}.` : `${added} a tu saldo.`;
  return {
    concept: purchase.concept,
    total: money(purchase.amount),
    paid: `Pagado el ${paidAt}`,
    simulated: purchase.provider === "simulado",
    purchase: purchaseRows,
    partyTitle: organisation ? "Facturación" : "Comprador",
    party,
    notes: [
      sumsTo,
      organisation && invoice
        ? `${NOT_A_TAX_DOCUMENT} La factura se emite con los datos de facturación de arriba.`
        : NOT_A_TAX_DOCUMENT,
    ],
    fileName: `comprobante-patente-clara-${shortId(purchase.transactionId)}.pdf`,
  };
}
