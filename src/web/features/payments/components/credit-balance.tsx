import { plural } from "#domain/format";
import { useSession } from "#web/lib/auth";

/**
 * What the user can still spend, always from /api/me: after a purchase it changes only once the server
 * has credited the payment, whatever the return page's address says. A live region, so that change is
 * announced when it arrives.
 */
export function CreditBalance({ className = "" }: { className?: string }) {
  const { me } = useSession();
  if (!me) return null;
  const { trialsLeft, purchasedLeft } = me.credits;
  return (
    <div role="status" className={`rounded-xl border border-brand/30 bg-brand-light px-4 py-3 ${className}`}>
      <p className="text-lg font-bold text-slate-900">Informes disponibles: {trialsLeft + purchasedLeft}</p>
      <p className="text-sm text-slate-700">
        {plural(purchasedLeft, "informe comprado", "informes comprados")} y{" "}
        {plural(trialsLeft, "consulta gratuita", "consultas gratuitas")}
      </p>
    </div>
  );
}
