import type { TLotPreview } from "#domain/contract/lots";
import { estimateLot, formatLotDuration } from "#domain/lot/lot-estimate";
import { availableCredits } from "#domain/lot/lot-limits";
import { type Actor, organisationAccount, requireRole } from "../actor";
import { heldOf, lotNoDataStanding } from "../reports/queue-report";
import type { LotDeps } from "./lot-deps";
import { type LotSource, readLotSource } from "./read-lot-source";

/** The plates a lot's preview lists as folded: each plate written more than once, with its rows. */
export const duplicatesOf = (plates: readonly { plate: string; rows: number[] }[]) =>
  plates.filter((p) => p.rows.length > 1);

/**
 * The seconds the plan needs before a lot's last report is made: the organisation's own requests
 * already waiting go first (their turns are lower), then the lot's, at the plan's pace per report.
 * Other accounts' single reports share the plan too, so a busy hour takes longer.
 */
export function lotEstimate(deps: Pick<LotDeps, "plan">, plates: number, ahead: number) {
  // The plan's pace per report is what the deps carry: one 'window' of that many seconds per report.
  const { seconds } = estimateLot({
    reports: ahead + plates,
    callsPerReport: 1,
    limit: 1,
    windowSeconds: deps.plan.secondsPerReport,
  });
  return { seconds, text: formatLotDuration(seconds) };
}

/**
 * What a lot would ask for and cost, read from the same source the creation will read: its plates, its
 * invalid rows and folded duplicates, the credits it uses against those the organisation can use now
 * (its balance less what its reports in the making hold), the time the plan needs, and the plates without
 * data its lots may still ask about (decision 094). Nothing is stored or held: the answer is only as good
 * as the moment it was asked in, and the creation checks again.
 */
export async function previewLot(deps: LotDeps, actor: Actor, source: LotSource): Promise<TLotPreview> {
  const account = organisationAccount(requireRole(actor, "check"));
  const lot = await readLotSource(source);
  // The same reading of the balance as the creation's, without its lock: a preview holds nobody up.
  const [{ balance, held, active }, noData] = await Promise.all([
    heldOf(deps.db, account.id),
    lotNoDataStanding(deps, account.id),
  ]);
  const available = availableCredits(balance.purchasedLeft, held.purchased);
  const credits = lot.plates.length;
  const estimate = lotEstimate(deps, credits, active.all);
  return {
    fileName: lot.fileName,
    rowWord: lot.rowWord,
    plates: credits,
    items: lot.plates,
    invalid: lot.invalid,
    duplicates: duplicatesOf(lot.plates),
    column: lot.column,
    credits,
    available,
    missing: Math.max(0, credits - available),
    enough: credits > 0 && available >= credits,
    estimatedSeconds: estimate.seconds,
    estimatedText: estimate.text,
    noData,
  };
}
