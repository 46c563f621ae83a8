import { type ReactNode, useId } from "react";
import type { Pack } from "#domain/catalogue";
import { plural } from "#domain/format";
import { PackPrice } from "./pack-price";

export const reportCount = (n: number): string => plural(n, "informe", "informes");

/** One pricing card; the action differs by tab: buy for people, get in touch for dealers. */
export function PackCard({ pack, action }: { pack: Pack; action: ReactNode }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
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
