import { type ReactNode, useId } from "react";
import type { Pack } from "#domain/catalogue";
import { plural } from "#domain/format";
import { PackPrice } from "./pack-price";

export const reportCount = (n: number): string => plural(n, "informe", "informes");

type TPackCardProps = {
  pack: Pack;
  action: ReactNode;
  /** The pack with the lowest price per report, marked so the best buy is seen without arithmetic. */
  cheapest?: boolean;
};

/** One pricing card; the action differs by tab: buy for people, get in touch for dealers. */
export function PackCard({ pack, action, cheapest = false }: TPackCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col gap-4 rounded-xl border bg-white p-5 shadow-sm ${cheapest ? "border-brand ring-1 ring-brand" : "border-slate-200"}`}
    >
      {cheapest && (
        // On the border, so the marked card's name and prices stay level with its neighbours'.
        <p className="absolute -top-3 left-5 rounded-full bg-brand px-3 py-0.5 text-sm font-semibold text-white">
          Menor precio por informe
        </p>
      )}
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {pack.name}
        </h2>
        <p className="font-semibold text-brand">{reportCount(pack.reports)}</p>
      </div>
      <p className="flex-1 text-slate-700">{pack.description}</p>
      <PackPrice pack={pack} />
      {action}
    </article>
  );
}
