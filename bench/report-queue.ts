// People asking for a report at the same moment against a Boostr stand-in that enforces the plan (5 calls
// per 10 s, 429 past it) and answers in 200 ms: when each report arrives against the floor the plan allows
// for the calls made. Run: npx tsx bench/report-queue.ts   (LEVELS=4 INSTANCES=2: four people over two
// instances sharing the database, issue 29)
import { startFakeBoostr } from "../tests/support/fake-boostr";
import { startInProcess } from "./support/in-process";

const WINDOW_S = Number(process.env.WINDOW_S ?? 10);
const BUDGET = Number(process.env.BUDGET ?? 5);
const LEVELS = (process.env.LEVELS ?? "1,5,20").split(",").map(Number);
// Instances of the deployment sharing the database and the plan; people are spread over them in turn.
const INSTANCES = Number(process.env.INSTANCES ?? 1);

const boostr = await startFakeBoostr({
  latencyMs: 200,
  budget: { calls: BUDGET, windowMs: WINDOW_S * 1000 },
});
const { bases, origin, database, stop, person } = await startInProcess(
  boostr.url,
  {
    BOOSTR_RATE_LIMIT: String(BUDGET),
    BOOSTR_RATE_WINDOW_S: String(WINDOW_S),
    // Each report pays its calls, as different cars of different owners would (bench/provider-calls.ts).
    BOOSTR_REUSE_S: "0",
    SIGNUPS_PER_NETWORK_PER_DAY: "1000",
  },
  { instances: INSTANCES },
);

/** Asks for a report on the event stream; whether it arrived, and when. */
async function report(base: string, who: { cookie: string; ip: string }, plate: string, t0: number) {
  const res = await fetch(`${base}/api/reports`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      origin,
      cookie: who.cookie,
      "x-forwarded-for": who.ip,
    },
    body: JSON.stringify({ plate }),
  });
  const text = await res.text();
  const arrived = performance.now() - t0;
  return { delivered: text.includes("event: report"), arrived };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const plates = ["GPDD74", "BCYT91", "BFXB85", "GSDL87", "HJKL23", "WXYZ45"];

console.log(
  `Report queue — plan ${BUDGET} calls per ${WINDOW_S} s, stand-in 200 ms/call, database ${database.kind}, ${INSTANCES} instance(s)`,
);
// The wait of a report: from the moment everybody asked until it arrived.
console.log("people  delivered  calls  p50 s  p95 s  last s  floor s  last/floor  refused by stand-in");
for (const people of LEVELS) {
  // One after the other: sign-ups at once are refused past the server's password-hashing ceiling.
  const everyone: Awaited<ReturnType<typeof person>>[] = [];
  for (let i = 0; i < people; i++) everyone.push(await person(1));
  // The previous level's requests must leave the plan's window first: each level starts from a fresh budget.
  await new Promise((r) => setTimeout(r, WINDOW_S * 1000));
  const refusedBefore = boostr.overBudget;
  const callsBefore = boostr.requests.length;
  const t0 = performance.now();
  const results = await Promise.all(
    everyone.map((who, i) =>
      report(bases[i % bases.length] as string, who, plates[i % plates.length] as string, t0),
    ),
  );
  const times = results.map((r) => r.arrived / 1000).sort((a, b) => a - b);
  const last = times.at(-1) ?? 0;
  // Requests the reports made (the catalogue's, once a day, among them) ÷ the plan's rate.
  const calls = boostr.requests.length - callsBefore;
  const floor = (calls * WINDOW_S) / BUDGET;
  console.log(
    [
      String(people).padStart(6),
      `${results.filter((r) => r.delivered).length}/${people}`.padStart(9),
      String(calls).padStart(6),
      quantile(times, 0.5).toFixed(1).padStart(6),
      quantile(times, 0.95).toFixed(1).padStart(6),
      last.toFixed(1).padStart(7),
      floor.toFixed(1).padStart(8),
      (last / floor).toFixed(2).padStart(11),
      String(boostr.overBudget - refusedBefore).padStart(20),
    ].join(" "),
  );
}

await stop();
await boostr.close();
process.exit(0);
