import { Dialog } from "radix-ui";
import type { TPayment } from "#domain/contract/payments";
import { formatClp, formatDateTime, NOT_AVAILABLE } from "#domain/format";
import { paymentBadge } from "#domain/payments";
import { Button } from "#web/components/ui/button";
import { DetailList } from "#web/components/ui/detail-list";
import { invoiceDetails } from "./invoice-details";

function ReceiptDetails({ payment }: { payment: TPayment }) {
  const details = [
    { term: "Concepto", value: payment.concept },
    { term: "Monto", value: `${formatClp(payment.amount)} ${payment.currency}` },
    { term: "Fecha", value: formatDateTime(payment.createdAt) },
    { term: "Estado", value: paymentBadge(payment.status).label },
    { term: "ID de pago", value: payment.paymentId ?? NOT_AVAILABLE },
    { term: "N.º de transacción", value: payment.id },
    ...(payment.organisation ? invoiceDetails(payment.organisation) : []),
  ];
  return <DetailList items={details} className="rounded-lg border border-slate-200 p-4 sm:grid-cols-2" />;
}

/**
 * 'Descargar' for an approved payment: a receipt the browser prints or saves as PDF. It reuses the report
 * dialog's print marker, so the printout holds the receipt alone, without the page behind it.
 */
export function ReceiptDialog({ payment }: { payment: TPayment }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Descargar</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay data-print="hide" className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          data-print="dialog"
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[90dvh] max-w-lg -translate-y-1/2 space-y-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6 print:max-h-none print:translate-y-0"
        >
          <div>
            <p className="font-bold text-brand-dark">Patente Clara</p>
            <Dialog.Title className="text-xl font-bold text-slate-900">Comprobante de pago</Dialog.Title>
            <Dialog.Description data-print="hide" className="mt-1 text-slate-700">
              Imprímelo o guárdalo como PDF desde la ventana de impresión.
            </Dialog.Description>
          </div>
          <ReceiptDetails payment={payment} />
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">Cerrar</Button>
            </Dialog.Close>
            <Button onClick={() => window.print()}>Imprimir</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
