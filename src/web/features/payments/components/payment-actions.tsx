import type { TPayment } from "#domain/contract/payments";
import { paymentBadge } from "#domain/payments";
import { Alert } from "#web/components/ui/alert";
import { Button, buttonClass } from "#web/components/ui/button";
import { isGatewayUrl, useCheckout } from "../api/create-checkout";
import { purchaseReceiptHref } from "../api/purchase-receipt";

/** Buys the same pack again: a new purchase at today's price, never the old amount. */
function RetryPayment({ packId }: { packId: string }) {
  const checkout = useCheckout();
  return (
    <>
      <Button disabled={checkout.isProcessing} onClick={() => checkout.start(packId)}>
        {checkout.isProcessing ? "Procesando..." : "Reintentar pago"}
      </Button>
      {checkout.error && (
        <div className="basis-full">
          <Alert>{checkout.error}</Alert>
        </div>
      )}
    </>
  );
}

/** The actions the spec gives each estado (section 4), through the domain's paymentBadge. */
export function PaymentActions({ payment }: { payment: TPayment }) {
  const { actions } = paymentBadge(payment.status);
  const items = actions.map((action) => {
    switch (action) {
      case "Completar pago":
        // The gateway's own page, outside the app: a plain link. Without an address there is nothing to resume.
        return payment.redirectUrl && isGatewayUrl(payment.redirectUrl) ? (
          <a key={action} href={payment.redirectUrl} className={buttonClass("primary")}>
            Completar pago
          </a>
        ) : null;
      case "Descargar comprobante":
        // A file, not the print dialog: the server draws the PDF and names it (decision 098).
        return (
          <a
            key={action}
            href={purchaseReceiptHref(payment.id)}
            download
            className={buttonClass("secondary")}
          >
            Descargar comprobante<span className="sr-only"> en PDF</span>
          </a>
        );
      case "Reintentar pago":
        return <RetryPayment key={action} packId={payment.packId} />;
      default:
        return null;
    }
  });
  if (items.every((item) => item === null)) return null;
  return <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">{items}</div>;
}
