import { EventEmitter } from "node:events";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "#server/db/client";
import { reportRequests, users } from "#server/db/schema";
import { personalActor } from "#server/services/actor";
import type { ReportDeps } from "#server/services/reports/report-deps";
import { followReport } from "#server/services/reports/report-state";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// followReport on its own, on a bare database: its only clock is the poll between looks, faked here, so
// an end it failed to hear would leave it waiting for good instead of for a second.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A person's request, being made. */
async function runningRequest(): Promise<{ id: string; userId: string }> {
  const userId = crypto.randomUUID();
  await database.db.insert(users).values({
    id: userId,
    name: "Camila Rojas",
    email: `${userId}@correo.cl`,
    firstName: "Camila",
    lastName: "Rojas",
  });
  const id = crypto.randomUUID();
  await database.db
    .insert(reportRequests)
    .values({ id, userId, accountId: userId, plate: "BBCL10", credit: "trial", turn: 0, status: "running" });
  return { id, userId };
}

/**
 * `db` whose first query, once it has run (`firstRan`), hands its rows back only on `release`: a read on
 * its way while the test changes what it read. Every builder is wrapped, as each call returns a new one.
 */
function holdFirstRead(db: Database) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ran = () => {};
  const firstRan = new Promise<void>((resolve) => {
    ran = resolve;
  });
  let first = true;
  const wrap = <T extends object>(value: T): T =>
    new Proxy(value, {
      get(target, prop) {
        const member = Reflect.get(target, prop, target);
        if (typeof member !== "function") return member;
        if (prop === "then" && first) {
          first = false;
          return (resolve: (rows: unknown) => void, reject: (err: unknown) => void) =>
            member
              .call(target, async (rows: unknown) => {
                ran();
                await released;
                return rows;
              })
              .then(resolve, reject);
        }
        return (...args: unknown[]) => {
          const out = member.apply(target, args);
          return out !== null && typeof out === "object" ? wrap(out) : out;
        };
      },
    });
  return { db: wrap(db), firstRan, release };
}

describe("following a report request", () => {
  it("hears an end told while it was reading the request, without waiting for its next look", async () => {
    const { id, userId } = await runningRequest();
    const held = holdFirstRead(database.db);
    const changes = new EventEmitter();
    const deps = { db: held.db, jobs: { changes }, plan: { secondsPerReport: 1 } } as unknown as ReportDeps;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

    const following = followReport(deps, personalActor(userId), id, { timeoutMs: 60_000 });
    // It has read the request running; before that answer reaches it, the request ends and says so.
    await held.firstRan;
    await database.db
      .update(reportRequests)
      .set({ status: "failed", errorCode: "UNAVAILABLE", error: "Sin datos", finishedAt: new Date() })
      .where(eq(reportRequests.id, id));
    changes.emit(id, "ended");
    held.release();

    await expect(following).resolves.toEqual({
      status: "failed",
      errorCode: "UNAVAILABLE",
      error: "Sin datos",
    });
    expect(changes.listenerCount(id)).toBe(0);
  });
});
