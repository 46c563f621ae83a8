import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { DetailList } from "#web/components/ui/detail-list";
import { StrokeIcon } from "#web/components/ui/stroke-icon";
import { usePageTitle } from "#web/hooks/use-page-title";
import { gatewayPaymentId, gatewayStatusLabel } from "../gateway-return";

type TOutcome = "success" | "error" | "pending";

const icons: Record<TOutcome, { path: string; className: string }> = {
  success: { path: "M7 12.5l3.5 3.5L17 9", className: "bg-green-100 text-green-800" },
  error: { path: "M8 8l8 8M16 8l-8 8", className: "bg-red-100 text-red-800" },
  pending: { path: "M12 7v5l3 2", className: "bg-amber-100 text-amber-900" },
};

function OutcomeIcon({ outcome }: { outcome: TOutcome }) {
  const { path, className } = icons[outcome];
  return (
    <span className={`inline-flex size-14 shrink-0 items-center justify-center rounded-full ${className}`}>
      <StrokeIcon d={path} className="size-8" strokeWidth={2.5} />
    </span>
  );
}

type TPaymentResultProps = {
  outcome: TOutcome;
  title: string;
  intro: ReactNode;
  children: ReactNode;
};

/** The page Mercado Pago (or the simulated gateway) returns the buyer to. */
export function PaymentResult({ outcome, title, intro, children }: TPaymentResultProps) {
  usePageTitle(title);
  const [params] = useSearchParams();
  const details = [
    { term: "ID de pago", value: gatewayPaymentId(params.get("payment_id")) },
    { term: "Estado", value: gatewayStatusLabel(params.get("status")) },
  ];
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-10">
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <OutcomeIcon outcome={outcome} />
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      </div>
      <p className="text-lg text-slate-700">{intro}</p>
      <DetailList items={details} className="rounded-xl border border-slate-200 p-5 sm:grid-cols-2" />
      {children}
    </div>
  );
}
