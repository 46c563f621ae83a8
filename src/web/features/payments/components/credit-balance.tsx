import { balanceSentence } from "#domain/credits";
import { plural } from "#domain/format";
import { useSession } from "#web/lib/auth";

/** 'Saldo de Autos Quilín: 10 informes': an automotora's balance, beside its packs and after buying one. */
export const organisationBalanceSentence = (organisation: { displayName: string; purchasedLeft: number }) =>
  `Saldo de ${organisation.displayName}: ${plural(organisation.purchasedLeft, "informe", "informes")}`;

/**
 * What the user can still spend, always from /api/me: after a purchase it changes only once the server
 * has credited the payment, whatever the return page's address says. A live region, so that change is
 * announced when it arrives. `sentence` says another balance of the user's: their automotora's.
 */
export function CreditBalance({ className = "", sentence }: { className?: string; sentence?: string }) {
  const { me } = useSession();
  if (!me) return null;
  return (
    <div role="status" className={`rounded-xl border border-brand/30 bg-brand-light px-4 py-3 ${className}`}>
      <p className="text-lg font-bold text-slate-900">{sentence ?? balanceSentence(me.credits)}</p>
    </div>
  );
}
