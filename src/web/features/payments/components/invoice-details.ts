import type { TPayment } from "#domain/contract/payments";
import type { TDetail } from "#web/components/ui/detail-list";

/** Who a fleet pack was bought for and the factura data it was bought with (only its administradores see it). */
export const invoiceDetails = (organisation: NonNullable<TPayment["organisation"]>): TDetail[] => [
  { term: "Automotora", value: organisation.displayName },
  ...(organisation.invoice
    ? [
        { term: "Factura a", value: organisation.invoice.legalName },
        { term: "RUT", value: organisation.invoice.rut },
        { term: "Correo de facturación", value: organisation.invoice.billingEmail },
      ]
    : []),
];
