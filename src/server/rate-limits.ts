// Our own endpoints' budgets, counted in the database so every instance shares them. The HTTP layer
// applies them (http/rate-limit.ts); the sign-in limits and the housekeeping use them too.
import { inArray, lt, sql } from "drizzle-orm";
import { RATE_LIMIT_HOURS } from "#domain/privacy/retention";
import { batchLoader } from "./db/batch";
import type { Database } from "./db/client";
import { apiRateLimits, rateLimits } from "./db/schema";
import { AppError } from "./errors";

export const RATE_LIMITED_MESSAGE = "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.";

/** A budget of `max` requests per fixed window; `message` when the refusal has more to say than the usual. */
export type RateRule = { name: string; windowSeconds: number; max: number; message?: string };

/**
 * One request counted against a rule, for one subject: a client address (IPv6 by its /64), or an object
 * (an account, a report) whose budget every client shares.
 */
type Hit = { key: string; rule: RateRule };

const hitOf = (rule: RateRule, subject: string): Hit => ({ key: `${rule.name}:${subject}`, rule });

/** The 429 the user reads, which says to retry once the window has passed. */
export const rateLimitedError = (rule: RateRule) =>
  new AppError("RATE_LIMITED", rule.message ?? RATE_LIMITED_MESSAGE, rule.windowSeconds);

const windowStartOf = (rule: RateRule, now: number) => now - (now % (rule.windowSeconds * 1000));

/** How many hits of a batch each key has. */
function hitsPerKey(hits: readonly Hit[]): Map<string, { rule: RateRule; n: number }> {
  const perKey = new Map<string, { rule: RateRule; n: number }>();
  for (const { key, rule } of hits) {
    const entry = perKey.get(key) ?? { rule, n: 0 };
    entry.n++;
    perKey.set(key, entry);
  }
  return perKey;
}

/**
 * A batch of hits to count with `countHitsQuery`: its parameters (each key once, with its number of hits)
 * and each hit's number in its window once the database has answered each key's new total, the k-th of a
 * key's n hits in the batch being hit number total - n + k.
 */
function hitCount(hits: readonly Hit[], now = Date.now()) {
  const perKey = hitsPerKey(hits);
  const batch = [...perKey];
  return {
    params: {
      keys: batch.map(([key]) => key),
      windowStarts: batch.map(([, { rule }]) => windowStartOf(rule, now)),
      counts: batch.map(([, { n }]) => n),
    },
    numbers(totals: readonly { key: string; count: number }[]): number[] {
      const firstHitNumber = new Map(
        totals.map((row) => [row.key, row.count - (perKey.get(row.key)?.n ?? 0) + 1]),
      );
      const seen = new Map<string, number>();
      return hits.map(({ key }) => {
        const k = seen.get(key) ?? 0;
        seen.set(key, k + 1);
        return (firstHitNumber.get(key) ?? Number.POSITIVE_INFINITY) + k;
      });
    },
  };
}

/** Counts a batch of hits in the current fixed windows: each hit's number in its window. */
async function hitNumbers(db: Database, hits: readonly Hit[], now = Date.now()): Promise<number[]> {
  const count = hitCount(hits, now);
  return count.numbers(await countHitsStatement(db).execute(count.params));
}

/**
 * Counts a batch of hits in the current fixed windows and says which are still allowed. One upsert per
 * batch, so concurrent requests on several instances count exactly: the database adds each key's hits
 * atomically and answers the new total.
 */
export async function countHits(db: Database, hits: readonly Hit[], now = Date.now()): Promise<boolean[]> {
  const numbers = await hitNumbers(db, hits, now);
  return numbers.map((n, i) => n <= (hits[i]?.rule.max ?? 0));
}

/** Made once per database on first use, then shared by every caller that uses that database. */
function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/**
 * The upsert that counts a batch of hits, answering each key's new total. One statement whatever the
 * batch size (three arrays, unnested): building a statement with a parameter per hit cost more than
 * running it. It writes keys in byte order (collation "C", whatever the database's), the same order on
 * every instance, so two never deadlock on each other's rows.
 */
function countHitsQuery(db: Database) {
  const { key, windowStart, count } = apiRateLimits;
  return db
    .insert(apiRateLimits)
    .select(
      sql`select * from unnest(${sql.placeholder("keys")}::text[], ${sql.placeholder("windowStarts")}::bigint[], ${sql.placeholder("counts")}::int[]) as hit(key, window_start, count) order by key collate "C"`,
    )
    .onConflictDoUpdate({
      target: key,
      set: {
        // Only a later window resets the count: an instance whose clock lags behind adds to the current
        // window instead of resetting it.
        count: sql`case when excluded.window_start > ${windowStart} then excluded.count else ${count} + excluded.count end`,
        windowStart: sql`greatest(${windowStart}, excluded.window_start)`,
      },
    })
    .returning({ key, count });
}

// Prepared once per database.
const countHitsStatement = perDatabase((db) => countHitsQuery(db).prepare("count_rate_limit_hits"));

// One batcher per database, shared by every limited route of the app that uses it.
const batcherFor = perDatabase((db) => batchLoader((hits: readonly Hit[]) => hitNumbers(db, hits)));

/** Counts one hit; false once the budget of the window is spent. */
export const withinBudget = async (db: Database, rule: RateRule, subject: string): Promise<boolean> =>
  (await batcherFor(db).load(hitOf(rule, subject))) <= rule.max;

/** What a budget's window has left after a hit, as the RateLimit-* headers tell a client. */
export type BudgetLeft = { limit: number; remaining: number; resetSeconds: number };

/** Counts one hit and says what its window has left, refusing nothing: the caller decides how to refuse. */
export async function chargeBudget(
  db: Database,
  rule: RateRule,
  subject: string,
): Promise<BudgetLeft & { allowed: boolean }> {
  const hit = await batcherFor(db).load(hitOf(rule, subject));
  const now = Date.now();
  const windowEndsIn = windowStartOf(rule, now) + rule.windowSeconds * 1000 - now;
  return {
    limit: rule.max,
    remaining: Math.max(0, rule.max - hit),
    resetSeconds: Math.max(1, Math.ceil(windowEndsIn / 1000)),
    allowed: hit <= rule.max,
  };
}

/**
 * Each rule's hits so far in its current window for one subject, counting none: for a limit that refuses
 * on what came before, so that the refused requests themselves do not push it further (sign-in-guard.ts).
 */
export async function hitsSoFar(
  db: Database,
  rules: readonly RateRule[],
  subject: string,
  now = Date.now(),
): Promise<number[]> {
  const hits = rules.map((rule) => hitOf(rule, subject));
  const { key, windowStart, count } = apiRateLimits;
  const keys = hits.map((hit) => hit.key);
  const rows = await db.select({ key, windowStart, count }).from(apiRateLimits).where(inArray(key, keys));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return hits.map((hit) => {
    const row = byKey.get(hit.key);
    // A row of an earlier window is what the next hit will reset; a later one is an instance ahead of us.
    return row && row.windowStart >= windowStartOf(hit.rule, now) ? row.count : 0;
  });
}

/** Counts one hit, and refuses with the 429 the user reads once the budget of the window is spent. */
export async function spendBudget(db: Database, rule: RateRule, subject: string): Promise<void> {
  if (!(await withinBudget(db, rule, subject))) throw rateLimitedError(rule);
}

// Longer than any window, ours or better-auth's (the longest is a day): such a counter limits nobody.
// The privacy policy states the same number (domain/privacy/retention.ts).
const EXPIRED_AFTER_MS = RATE_LIMIT_HOURS * 60 * 60 * 1000;

/**
 * Counters are one row per client address and rule, ours and better-auth's; without pruning, every
 * address ever seen would stay in the tables and slow every upsert.
 */
export async function pruneRateLimits(db: Database, now = Date.now()): Promise<void> {
  const before = now - EXPIRED_AFTER_MS;
  await db.delete(apiRateLimits).where(lt(apiRateLimits.windowStart, before));
  await db.delete(rateLimits).where(lt(rateLimits.lastRequest, before));
}
