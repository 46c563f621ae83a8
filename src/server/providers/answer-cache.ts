import { createHmac } from "node:crypto";
import { and, gt, inArray, lt } from "drizzle-orm";
import { type Lookup, SOURCE_NOT_IN_PLAN, type Vehicle } from "#domain/report/model";
import { batchLoader } from "../db/batch";
import type { Database } from "../db/client";
import { sourceAnswers } from "../db/schema";
import type { Logger } from "../logger";
import type { VehicleDataProvider } from "./types";

/** A source the plan leaves out (V-06) is not asked again for a day. */
export const REMEMBER_PLAN_GAP_MS = 24 * 60 * 60 * 1000;

/** A lookup served from an earlier answer carries that answer's time: the report shows when it was. */
export type ReusedLookup<T> = Lookup<T> & { answeredAt?: string };

type Source = Exclude<keyof VehicleDataProvider, "name" | "isDemo">;

// The catalogue's answer depends on these alone; the owner and the plate play no part in it.
const valuationInput = (v: Vehicle) => [v.make, v.model, v.year, v.version].join("|");

/**
 * The provider, answering from what it said in the last 15 minutes where it can: a found record or a
 * definite 'not on record', never a failure. Keyed by a keyed hash of the source and what it was asked,
 * so the table names no plate, RUT or VIN; the answers themselves may name an owner, so they are deleted
 * once expired (`purge`). Should the table fail, the provider is asked as if it were empty.
 */
export function withAnswerCache(
  provider: VehicleDataProvider,
  db: Database,
  opts: {
    secret: string;
    /** How long an answer is reused (BOOSTR_REUSE_S): never past 15 minutes, as the report promises. */
    reuseMs: number;
    logger: Logger;
    /** Told of each reused answer: the call it saves may give its reserved slot back. */
    onReuse?: (source: Source) => Promise<void>;
  },
): { provider: VehicleDataProvider; purge: () => Promise<void> } {
  const keyOf = (text: string) =>
    createHmac("sha256", opts.secret).update(`source-answer:${text}`).digest("base64url");

  const remember = async (key: string, lookup: Lookup<unknown>, answeredAt: Date, forMs: number) => {
    const row = { key, lookup, answeredAt, expiresAt: new Date(answeredAt.getTime() + forMs) };
    await db
      .insert(sourceAnswers)
      .values(row)
      .onConflictDoUpdate({ target: sourceAnswers.key, set: row })
      .catch((err) => opts.logger.warn({ err }, "a source's answer could not be kept for reuse"));
  };

  type Kept = typeof sourceAnswers.$inferSelect;
  // A report asks its sources at once: their earlier answers are read in one statement, not one each,
  // and before the report's progress lines are written.
  const earlierAnswers = batchLoader(
    async (asked: readonly { answerKey: string; gapKey: string }[]): Promise<(Kept | null)[]> => {
      const keys = asked.flatMap(({ answerKey, gapKey }) => [answerKey, gapKey]);
      const kept = await db
        .select()
        .from(sourceAnswers)
        .where(and(inArray(sourceAnswers.key, keys), gt(sourceAnswers.expiresAt, new Date())))
        .catch(() => []);
      const byKey = new Map(kept.map((row) => [row.key, row]));
      return asked.map(({ answerKey, gapKey }) => byKey.get(gapKey) ?? byKey.get(answerKey) ?? null);
    },
    { soon: true },
  );

  const cached =
    <I, T>(
      source: Source,
      inputOf: (input: I) => string,
      ask: (input: I, signal?: AbortSignal) => Promise<Lookup<T>>,
    ) =>
    async (input: I, signal?: AbortSignal): Promise<ReusedLookup<T>> => {
      const answerKey = keyOf(`${source}:${inputOf(input)}`);
      const gapKey = keyOf(`${source}:not-in-plan`);
      const earlier = await earlierAnswers.load({ answerKey, gapKey });
      if (earlier) {
        await opts.onReuse?.(source).catch(() => {});
        return { ...(earlier.lookup as Lookup<T>), answeredAt: earlier.answeredAt.toISOString() };
      }
      const lookup = await ask(input, signal);
      const answeredAt = new Date();
      // Kept beside the report, not before it: the lookups that wait for this one do not wait for the write.
      if (lookup.status === "unavailable") {
        if (lookup.reason === SOURCE_NOT_IN_PLAN)
          void remember(gapKey, lookup, answeredAt, REMEMBER_PLAN_GAP_MS);
      } else if (opts.reuseMs > 0) void remember(answerKey, lookup, answeredAt, opts.reuseMs);
      // The same time the report shows now and any report reusing it later.
      return { ...lookup, answeredAt: answeredAt.toISOString() };
    };

  const byText = (text: string) => text;
  return {
    provider: {
      ...provider,
      vehicle: cached("vehicle", byText, provider.vehicle),
      soap: cached("soap", byText, provider.soap),
      inspection: cached("inspection", byText, provider.inspection),
      trafficFines: cached("trafficFines", byText, provider.trafficFines),
      plateFines: cached("plateFines", byText, provider.plateFines),
      tagDebts: cached("tagDebts", byText, provider.tagDebts),
      crossings: cached("crossings", byText, provider.crossings),
      recalls: cached("recalls", byText, provider.recalls),
      valuation: cached("valuation", valuationInput, provider.valuation),
    },
    async purge() {
      await db.delete(sourceAnswers).where(lt(sourceAnswers.expiresAt, new Date()));
    },
  };
}
