import { useSearchParams } from "react-router";
import { ActionLinks } from "#web/components/ui/action-links";
import { LoadingState } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { useConfirmPayment } from "../api/confirm-payment";
import { CreditBalance } from "../components/credit-balance";
import { PaymentResult } from "../components/payment-result";

export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const { isConfirming } = useConfirmPayment(params.get("payment_id"));
  return (
    <PaymentResult
      outcome="success"
      title="Pago exitoso"
      intro="¡Gracias por tu compra! Los informes del pack se suman a tu saldo en cuanto se confirma el pago."
    >
      {isConfirming ? <LoadingState label="Confirmando tu pago..." /> : <CreditBalance />}
      <ActionLinks
        primary={{ to: paths.dashboard.verify.automovil.getHref(), label: "Verificar un vehículo" }}
        secondary={{ to: paths.dashboard.payments.getHref(), label: "Ver historial de pagos" }}
      />
    </PaymentResult>
  );
}
