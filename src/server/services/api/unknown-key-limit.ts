import { LRUCache } from "lru-cache";
import type { Database } from "#server/db/client";
import { chargeBudget, type RateRule } from "#server/rate-limits";

// A made-up key costs us a hash and a lookup, and a flood of them is somebody guessing or a client stuck
// on a revoked key. Like wrong passwords (sign-in-guard.ts), only refused keys count, per client network,
// in the database so every instance shares the count; a network past its budget is then refused by each
// instance from memory until the window ends, so the flood costs no further lookup, and a valid key's
// request costs no extra statement.

export const UNKNOWN_API_KEYS_MESSAGE =
  "Demasiadas claves de API no válidas desde tu red. Revisa la clave y vuelve a intentarlo en unos minutos.";

/** Enough for a developer pasting the wrong key a few times; far too few to guess with. */
export const UNKNOWN_API_KEYS: RateRule = {
  name: "api-v1-unknown-key",
  windowSeconds: 10 * 60,
  max: 20,
  message: UNKNOWN_API_KEYS_MESSAGE,
};

export type UnknownKeyLimit = {
  /** Seconds until `network` may try keys again, or null when it may now. Asks nothing of the database. */
  closedFor(network: string): number | null;
  /** Counts a refused key from `network`; the seconds it must now wait once that spent its budget. */
  refused(network: string): Promise<number | null>;
};

export function unknownKeyLimit(db: Database, rule: RateRule = UNKNOWN_API_KEYS): UnknownKeyLimit {
  // Closed networks and when they open; bounded, so a flood from many networks cannot grow it.
  const closed = new LRUCache<string, number>({ max: 10_000 });
  const waitOf = (until: number) => Math.max(1, Math.ceil((until - Date.now()) / 1000));
  return {
    closedFor(network) {
      const until = closed.get(network);
      if (until === undefined) return null;
      if (until > Date.now()) return waitOf(until);
      closed.delete(network);
      return null;
    },
    async refused(network) {
      const left = await chargeBudget(db, rule, network);
      if (left.allowed) return null;
      const until = Date.now() + left.resetSeconds * 1000;
      closed.set(network, until);
      return waitOf(until);
    },
  };
}
