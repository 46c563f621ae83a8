import { Link } from "react-router";
import { ActionLinks } from "#web/components/ui/action-links";
import { paths } from "#web/config/paths";
import { PaymentResult } from "../components/payment-result";

export default function PaymentPendingPage() {
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
      <ActionLinks
        primary={{ to: paths.dashboard.payments.getHref(), label: "Ver historial de pagos" }}
        secondary={{ to: paths.dashboard.services.getHref(), label: "Volver a servicios" }}
      />
    </PaymentResult>
  );
}
