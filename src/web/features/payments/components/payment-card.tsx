import { useId } from "react";
import type { TPayment } from "#domain/contract/payments";
import { formatClp, formatDateTime, NOT_AVAILABLE } from "#domain/format";
import { paymentBadge } from "#domain/payments";
import { DetailList } from "#web/components/ui/detail-list";
import { invoiceDetails } from "./invoice-details";
import { PaymentActions } from "./payment-actions";
import { PaymentStatusBadge } from "./payment-status-badge";

export function PaymentCard({ payment }: { payment: TPayment }) {
  const headingId = useId();
  const badge = paymentBadge(payment.status);
  const details = [
    { term: "Monto", value: `${formatClp(payment.amount)} ${payment.currency}` },
    { term: "Fecha", value: formatDateTime(payment.createdAt) },
    { term: "ID de pago", value: payment.paymentId ?? NOT_AVAILABLE },
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-lg font-bold break-words text-slate-900">
          {payment.concept}
        </h2>
        <PaymentStatusBadge badge={badge} />
      </div>
      {badge.note && <p className="text-slate-700">{badge.note}</p>}
      <DetailList items={details} className="sm:grid-cols-3" />
      {payment.organisation && (
        <DetailList
          items={invoiceDetails(payment.organisation)}
          className="rounded-lg bg-slate-50 p-3 sm:grid-cols-2"
        />
      )}
      <PaymentActions payment={payment} />
    </article>
  );
}
