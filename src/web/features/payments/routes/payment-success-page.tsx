import { Link, useSearchParams } from "react-router";
import { buttonClass } from "../../../components/ui/button";
import { LoadingState } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useConfirmPayment } from "../api/confirm-payment";
import { CreditBalance } from "../components/credit-balance";
import { PaymentResult } from "../components/payment-result";

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const { isConfirming } = useConfirmPayment(params.get("payment_id"));
  return (
    <PaymentResult
      outcome="success"
      title="Pago exitoso"
      intro="¡Gracias por tu compra! Los informes del pack se suman a tu saldo en cuanto se confirma el pago."
    >
      {isConfirming ? <LoadingState label="Confirmando tu pago..." /> : <CreditBalance />}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.dashboard.verify.automovil.getHref()} className={buttonClass("primary")}>
          Verificar un vehículo
        </Link>
        <Link to={paths.dashboard.payments.getHref()} className={buttonClass("secondary")}>
          Ver historial de pagos
        </Link>
      </div>
    </PaymentResult>
  );
}
