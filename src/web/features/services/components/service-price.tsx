import { cheapestPack, pricePerReport } from "#domain/catalogue";
import { formatClp, plural } from "#domain/format";
import type { TService } from "../catalogue";

const SIZES = {
  card: { block: "mt-5", amount: "text-2xl" },
  detail: { block: "mt-2", amount: "text-4xl" },
};

/**
 * What a service costs. One sold as report packs quotes what is really sold, its cheapest pack per report
 * (decision 065), and names that pack so the figure can be checked on the packs page.
 */
export function ServicePrice({ service, size }: { service: TService; size: keyof typeof SIZES }) {
  const { block, amount } = SIZES[size];
  const amountClass = `${amount} font-extrabold text-slate-900`;
  if (!service.freeTrial) {
    return (
      <div className={block}>
        <p className={amountClass}>{formatClp(service.price)}</p>
        <p className="text-sm text-slate-600">{service.currency} · Pago único</p>
      </div>
    );
  }
  const pack = cheapestPack();
  return (
    <div className={block}>
      <p className="text-slate-900">
        Desde <span className={amountClass}>{formatClp(pricePerReport(pack))}</span> por informe
      </p>
      <p className="text-sm text-slate-600">
        Pack {pack.name}: {plural(pack.reports, "informe", "informes")} por {formatClp(pack.price)} ·{" "}
        <span className="whitespace-nowrap">Pago único</span>
      </p>
    </div>
  );
}
