// The dealer API (issue 31) against the browser's path. 1) A report asked through /api/v1: POST
// /api/v1/reports, then GET /api/v1/reports/{id}?wait=30, a long poll answered as soon as the report is
// made (the instance that makes it tells the waiting request at once; another instance's is read every
// second), against the same 200 ms Boostr stand-in as bench/report-latency.ts, at 1 and 10 dealers at
// once, each level beside as many browsers asking POST /api/reports (answered 201 with the report). 2) API keys checked per second on one
// instance: GET /api/v1/reports?limit=1 through app.request (no HTTP), each request with the next of
// KEYS keys: the key's lookup by hash, its per-key budget and a one-line page.
// Run: npx tsx bench/api-latency.ts   (DATABASE_URL=postgres://... to measure on PostgreSQL;
// LEVELS=1 for a quicker run)

import { MAX_API_KEYS } from "#domain/contract/api-keys";
import { seedOrganisation } from "#server/seed/seed-organisation";
import {
  browserReport,
  CALL_MS,
  CRITICAL_PATH_MS,
  latencyLine,
  PLATES,
  sampleAtOnce,
  startLatencyBench,
} from "./support/latency";

const LEVELS = (process.env.LEVELS ?? "1,10").split(",").map(Number);
const SAMPLES_PER_LEVEL = 150;
const KEYS = Number(process.env.KEYS ?? 200);
const KEY_CHECKS = Number(process.env.KEY_CHECKS ?? 5000);
/** Requests in flight at once while keys are checked: a busy instance, not one client. */
const IN_FLIGHT = 16;

// No per-key budget in the way: the bench measures our code, not the limit.
const product = await startLatencyBench({ API_REQUESTS_PER_MINUTE: "100000000" });
const { base, origin } = product;

/** An automotora with `reports` on its balance and `keys` keys, made by its administrador in the dashboard. */
async function dealer(reports: number, keys: number): Promise<string[]> {
  const admin = await product.person(0);
  await seedOrganisation(product.database.db, { admin: admin.id, purchasedLeft: reports });
  const secrets: string[] = [];
  for (let k = 0; k < keys; k++) {
    const res = await fetch(`${base}/api/organisation/api-keys`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin,
        cookie: admin.cookie,
        "x-forwarded-for": admin.ip,
      },
      body: JSON.stringify({ name: `Bench ${k + 1}` }),
    });
    if (res.status !== 201) throw new Error(`key not made: ${res.status} ${await res.text()}`);
    secrets.push(((await res.json()) as { secret: string }).secret);
  }
  return secrets;
}

async function apiReport(key: string, i: number): Promise<number> {
  const started = performance.now();
  const authorization = `Bearer ${key}`;
  const posted = await fetch(`${base}/api/v1/reports`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization },
    body: JSON.stringify({ plate: PLATES[i % PLATES.length], confirmRepeat: true }),
  });
  const { id } = (await posted.json()) as { id: string };
  if (posted.status !== 202) throw new Error(`report not accepted: ${posted.status}`);
  for (;;) {
    const res = await fetch(`${base}/api/v1/reports/${id}?wait=30`, { headers: { authorization } });
    const { status } = (await res.json()) as { status: string };
    if (status === "done") return performance.now() - started;
    if (status === "failed" || res.status !== 200) throw new Error(`report ${id}: ${res.status} ${status}`);
  }
}

console.log(
  `Dealer API — fake Boostr ${CALL_MS} ms/call, critical path ${CRITICAL_PATH_MS} ms, database ${product.database.kind}`,
);
console.log("path     users  requests  p50 ms  p95 ms  p50/critical  p95/critical  p50 API/browser");
const row = (path: string, line: string, ratio = "") => console.log(`${path.padEnd(7)}  ${line}  ${ratio}`);
for (const users of LEVELS) {
  const people = await Promise.all(
    Array.from({ length: users }, () => product.person(SAMPLES_PER_LEVEL + 1)),
  );
  const keys = (
    await Promise.all(Array.from({ length: users }, () => dealer(SAMPLES_PER_LEVEL + 1, 1)))
  ).flat();
  // Warm-ups, not counted.
  await browserReport(product, people[0] as (typeof people)[number], 0);
  await apiReport(keys[0] as string, 0);
  const perUser = Math.ceil(SAMPLES_PER_LEVEL / users);
  const browser = latencyLine(
    users,
    await sampleAtOnce(people, perUser, (u, i) => browserReport(product, u, i)),
  );
  row("browser", browser.line);
  const api = latencyLine(users, await sampleAtOnce(keys, perUser, apiReport));
  row("API", api.line, (api.p50 / browser.p50).toFixed(2).padStart(15));
}

// KEYS keys over as many automotoras as they need (each holds MAX_API_KEYS at most), each used once
// before the clock starts: its first use writes last_used_at, which later ones within the minute do not.
const keys = (
  await Promise.all(
    Array.from({ length: Math.ceil(KEYS / MAX_API_KEYS) }, (_, d) =>
      dealer(0, Math.min(MAX_API_KEYS, KEYS - d * MAX_API_KEYS)),
    ),
  )
).flat();
async function checkKeys(count: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < count) {
        const key = keys[next++ % keys.length];
        const res = await product.app.request("/api/v1/reports?limit=1", {
          headers: { authorization: `Bearer ${key}`, "x-forwarded-for": "10.250.0.1" },
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`key refused: ${res.status}`);
      }
    }),
  );
}
await checkKeys(keys.length);
const started = performance.now();
await checkKeys(KEY_CHECKS);
const seconds = (performance.now() - started) / 1000;
console.log(
  `\nKeys checked: ${KEY_CHECKS} requests over ${keys.length} keys, ${IN_FLIGHT} in flight, one instance: ` +
    `${(KEY_CHECKS / seconds).toFixed(0)} per second (${((seconds * 1000) / KEY_CHECKS).toFixed(2)} ms each)`,
);

await product.stop();
