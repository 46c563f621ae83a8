import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createLogger } from "#server/logger";
import { createJobQueue, type JobQueue } from "#server/queue/job-queue";
import { defineJobType } from "#server/queue/job-types";
import { serverLog } from "../support/server-log";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// Job types are declared once with their payload's schema (decision 074): a payload that does not fit is
// refused where it is sent, and a stored one that does not fit is failed without ever being run.

const PLATE_JOB = defineJobType({
  name: "plate-check",
  payload: z.object({ plate: z.string().max(8) }),
  // Tries that would be spent if a payload that does not fit were run and threw.
  retryLimit: 2,
  retryDelaySeconds: 0,
});
const UNDECLARED = defineJobType({
  name: "undeclared",
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 0,
});
const FREE = { release: async () => {} };

const waitFor = async <T>(what: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

let database: TestDatabase;
let queue: JobQueue;
const log = serverLog();
/** The payloads the handler was given. */
const runs: { plate: string }[] = [];
const jobRow = async (id: string) =>
  (
    await database.execute(
      "select state::text as state, retry_count, output from pgboss.job where name = $1 and id = $2",
      [PLATE_JOB.name, id],
    )
  ).rows[0] as { state: string; retry_count: number; output: { message?: string } | null } | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = createJobQueue(database.execute, {
    types: [PLATE_JOB],
    workers: 1,
    expireInSeconds: 30,
    logger: createLogger("info", log.destination),
  });
  await queue.work(
    PLATE_JOB,
    async () => FREE,
    async (job) => {
      runs.push(job.payload);
    },
  );
});
afterAll(async () => {
  await queue?.stop(0);
  await database?.close();
});

describe("a job type's payload", () => {
  it("that does not fit is refused at send, and nothing is stored", async () => {
    const id = crypto.randomUUID();
    // @ts-expect-error a number is no plate: the declared type refuses it before the schema does.
    await expect(queue.send(PLATE_JOB, { plate: 12 }, { id })).rejects.toThrow(z.ZodError);
    await expect(queue.send(PLATE_JOB, { plate: "X".repeat(9) }, { id })).rejects.toThrow(z.ZodError);
    expect(await jobRow(id)).toBeUndefined();
  });

  it("that fits is run with what the schema parsed", async () => {
    const id = crypto.randomUUID();
    await queue.send(PLATE_JOB, { plate: "BBCL10" }, { id });
    await waitFor(
      async () => (await jobRow(id))?.state,
      (state) => state === "completed",
    );
    expect(runs).toContainEqual({ plate: "BBCL10" });
  });

  it("sent many at once is stored whole or not at all, and each runs once", async () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const plates = ["GPDD74", "CCDD12", "TAGD40"];
    // One row that does not fit refuses the lot of them, before any is stored.
    await expect(
      queue.sendMany(PLATE_JOB, [
        { payload: { plate: "GPDD74" }, id: ids[0] },
        { payload: { plate: "X".repeat(9) }, id: ids[1] },
      ]),
    ).rejects.toThrow(z.ZodError);
    expect(await jobRow(ids[0] as string)).toBeUndefined();

    const jobs = ids.map((id, i) => ({ payload: { plate: plates[i] as string }, id }));
    await queue.sendMany(PLATE_JOB, jobs);
    // Sent again with the same ids, they are the same jobs.
    await queue.sendMany(PLATE_JOB, jobs);
    for (const id of ids) {
      await waitFor(
        async () => (await jobRow(id))?.state,
        (state) => state === "completed",
      );
    }
    for (const plate of plates) expect(runs.filter((run) => run.plate === plate)).toHaveLength(1);
  });

  it("stored without fitting is failed at once, without a retry, unrun, and logged", async () => {
    const id = crypto.randomUUID();
    const before = runs.length;
    // As an older version, or a hand, could have left it: straight into pg-boss's table.
    await database.execute(
      "insert into pgboss.job (id, name, data, retry_limit, retry_delay) values ($1, $2, $3::jsonb, 2, 0)",
      [id, PLATE_JOB.name, JSON.stringify({ plate: 12, owner: "12.345.678-5" })],
    );
    const row = await waitFor(
      () => jobRow(id),
      (r) => r?.state === "failed",
    );
    expect(row).toMatchObject({
      retry_count: 0,
      output: { message: "the payload does not fit the job type" },
    });
    expect(runs.length).toBe(before);

    const said = log.lines.map((line) => JSON.parse(line)).filter((entry) => entry.job === id);
    expect(said).toEqual([
      expect.objectContaining({
        level: 50,
        type: PLATE_JOB.name,
        msg: "a job's payload does not fit its type: failed unrun",
        issues: [expect.objectContaining({ path: "plate" })],
      }),
    ]);
    // What the payload held stays out of the log.
    expect(log.lines.join("\n")).not.toContain("12.345.678-5");

    // The worker goes on with the next job.
    const next = crypto.randomUUID();
    await queue.send(PLATE_JOB, { plate: "RTVE20" }, { id: next });
    await waitFor(
      async () => (await jobRow(next))?.state,
      (state) => state === "completed",
    );
  });
});

describe("a job type not declared to the queue", () => {
  it("cannot be sent, asked about or worked", async () => {
    await expect(queue.send(UNDECLARED, {})).rejects.toThrow('job type "undeclared" is not declared');
    await expect(queue.fates(UNDECLARED, [])).rejects.toThrow("is not declared");
    await expect(
      queue.work(
        UNDECLARED,
        async () => FREE,
        async () => {},
      ),
    ).rejects.toThrow("is not declared");
  });

  it("two types of one name are refused when the queue is made", () => {
    const twin = defineJobType({ ...PLATE_JOB });
    expect(() =>
      createJobQueue(database.execute, {
        types: [PLATE_JOB, twin],
        workers: 1,
        expireInSeconds: 30,
        logger: createLogger("silent"),
      }),
    ).toThrow("two job types share a name");
  });
});

// PGlite belongs to one process: instances starting together exist on PostgreSQL only.
describe.runIf(process.env.TEST_DB_KIND === "postgres")(
  "instances starting together on a new database",
  () => {
    it("each end up with every queue, so each can send and work", async () => {
      // Creating a queue alters pg-boss's job table: instances racing to create the same ones deadlock,
      // and a loser that gave up would run without workers, its reports waiting for nobody.
      const fresh = await createTestDatabase();
      const types = ["a", "b", "c", "d"].map((name) =>
        defineJobType({
          name: `race-${name}`,
          payload: z.object({ n: z.number() }),
          retryLimit: 0,
          retryDelaySeconds: 0,
        }),
      );
      const instances = Array.from({ length: 4 }, () =>
        createJobQueue(fresh.execute, {
          types,
          workers: 1,
          expireInSeconds: 30,
          logger: createLogger("silent"),
        }),
      );
      try {
        const ran: number[] = [];
        await Promise.all(
          instances.flatMap((queue) =>
            types.map((type) =>
              queue.work(
                type,
                async () => FREE,
                async (job) => {
                  ran.push(job.payload.n);
                },
              ),
            ),
          ),
        );
        await Promise.all(
          instances.map((queue, n) => queue.send(types[n % types.length] as (typeof types)[0], { n })),
        );
        const seen = await waitFor(
          async () => [...ran].sort(),
          (sorted) => sorted.length === instances.length,
        );
        expect(seen).toEqual([0, 1, 2, 3]);
      } finally {
        await Promise.all(instances.map((queue) => queue.stop(0)));
        await fresh.close();
      }
    });
  },
);
