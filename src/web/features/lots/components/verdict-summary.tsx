import type { TLotRow } from "#domain/contract/lots";
import type { Tone } from "#domain/report/model";
import { ToneBadge } from "#web/components/ui/tone-badge";
import { verdictCounts } from "../lot-table";
import { VERDICT_FILTER_LABELS } from "../lot-words";

const TONES: Tone[] = ["red", "yellow", "neutral", "green"];

/** The lot at a glance, worst first: how many cars to turn down, to look at, and to go ahead with. */
export function VerdictSummary({ rows }: { rows: readonly TLotRow[] }) {
  const counts = verdictCounts(rows);
  return (
    <dl aria-label="Veredictos del lote" className="flex flex-wrap gap-2">
      {TONES.filter((tone) => counts[tone] > 0).map((tone) => (
        <ToneBadge key={tone} tone={tone} as="div">
          <dt className="font-normal">{VERDICT_FILTER_LABELS[tone]}:</dt>
          <dd className="font-bold tabular-nums">{counts[tone]}</dd>
        </ToneBadge>
      ))}
    </dl>
  );
}
