import { ActionLinks } from "#web/components/ui/action-links";
import { paths } from "#web/config/paths";
import { PaymentResult } from "../components/payment-result";

// Spec section 2: the usual reasons a card payment is refused.
const CAUSES = [
  "Fondos insuficientes",
  "Tarjeta bloqueada o vencida",
  "Error temporal del medio de pago",
  "Datos de pago incorrectos",
];

export default function PaymentErrorPage() {
  return (
    <PaymentResult
      outcome="error"
      title="Error en el pago"
      intro="No pudimos procesar tu pago. No se agregaron informes a tu cuenta."
    >
      <section aria-labelledby="payment-error-causes" className="rounded-xl border border-slate-200 p-5">
        <h2 id="payment-error-causes" className="text-lg font-bold text-slate-900">
          Posibles causas
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
          {CAUSES.map((cause) => (
            <li key={cause}>{cause}</li>
          ))}
        </ul>
        <p className="mt-3 text-slate-700">Puedes intentarlo de nuevo con el mismo u otro medio de pago.</p>
      </section>
      <ActionLinks
        primary={{ to: paths.dashboard.packs.getHref(), label: "Reintentar pago" }}
        secondary={{ to: paths.dashboard.payments.getHref(), label: "Ver historial de pagos" }}
      />
    </PaymentResult>
  );
}
