import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { PaymentResult } from "../components/payment-result";

export function PaymentPendingPage() {
  return (
    <PaymentResult
      outcome="pending"
      title="Pago pendiente"
      intro="Tu pago está en proceso. Sumaremos los informes a tu saldo en cuanto Mercado Pago lo confirme."
    >
      <p className="text-slate-800">
        Si no recibes la confirmación en 24 horas,{" "}
        <Link to={paths.contact.getHref()} className="font-semibold text-brand underline underline-offset-4">
          contáctanos
        </Link>
        .
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.dashboard.payments.getHref()} className={buttonClass("primary")}>
          Ver historial de pagos
        </Link>
        <Link to={paths.dashboard.services.getHref()} className={buttonClass("secondary")}>
          Volver a servicios
        </Link>
      </div>
    </PaymentResult>
  );
}
