import { useSearchParams } from "react-router";
import type { TPayment } from "#domain/contract/payments";
import { plural } from "#domain/format";
import { ActionLinks } from "#web/components/ui/action-links";
import { LoadingState } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { useSession } from "#web/lib/auth";
import { useCheckLinkAfterPurchase } from "#web/lib/plate-to-buy-for";
import { useConfirmPayment } from "../api/confirm-payment";
import { usePayments } from "../api/get-payments";
import { CreditBalance, organisationBalanceSentence } from "../components/credit-balance";
import { PaymentResult } from "../components/payment-result";
import { returnedPurchase } from "../gateway-return";

/**
 * The purchase the buyer is back from, and which balance it went to: a fleet pack's reports are the
 * automotora's (decision 078), and its buyer's own free checks say nothing about them (issue 40).
 */
function useReturnedPurchase(params: URLSearchParams) {
  const payments = usePayments();
  const { me } = useSession();
  const purchase = payments.data
    ? returnedPurchase(payments.data, {
        externalReference: params.get("external_reference"),
        paymentId: params.get("payment_id"),
      })
    : null;
  const organisation = purchase?.organisation && me?.organisation ? me.organisation : null;
  return { isPending: payments.isPending, purchase, organisation };
}

/** Once the server has credited it, what it added; until then, that it will. */
function thanks(purchase: TPayment | null, balanceName: string | null): string {
  const to = balanceName ? `al saldo de ${balanceName}` : "a tu saldo";
  if (purchase?.status !== "aprobado")
    return `¡Gracias por tu compra! Los informes del pack se suman ${to} en cuanto se confirma el pago.`;
  const added = plural(purchase.reports, "informe", "informes");
  return `¡Gracias por tu compra! ${purchase.reports === 1 ? "Se sumó" : "Se sumaron"} ${added} ${to}.`;
}

export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const checkLink = useCheckLinkAfterPurchase();
  const { isConfirming } = useConfirmPayment(params.get("payment_id"));
  const { isPending, purchase, organisation } = useReturnedPurchase(params);
  return (
    <PaymentResult
      outcome="success"
      title="Pago exitoso"
      intro={thanks(isConfirming ? null : purchase, organisation?.displayName ?? null)}
    >
      {/* Until the purchase is found, neither balance: the wrong one would flash first. */}
      {isConfirming || isPending ? (
        <LoadingState label="Confirmando tu pago..." />
      ) : (
        <CreditBalance sentence={organisation ? organisationBalanceSentence(organisation) : undefined} />
      )}
      <ActionLinks
        // Back to the plate the purchase was for, when the check screen sent the buyer here (decision 101).
        primary={checkLink}
        secondary={{ to: paths.dashboard.payments.getHref(), label: "Ver historial de pagos" }}
      />
    </PaymentResult>
  );
}
