// Latency of POST /api/reports against a Boostr stand-in that takes 200 ms per call, at 1, 10 and 50
// concurrent users. The critical path is vehicle then TAG (the TAG lookup needs the owner's RUT):
// 2 × 200 ms = 400 ms. Everything else runs beside it, so p50 / 400 ms shows the overhead we add.
// Run: npx tsx bench/report-latency.ts   (DATABASE_URL=postgres://... to measure on PostgreSQL)

import { spawn } from "node:child_process";
import { once } from "node:events";
import { startInProcess } from "./support/in-process";

const CALL_MS = 200;
const CRITICAL_PATH_MS = 2 * CALL_MS;
const LEVELS = (process.env.LEVELS ?? "1,10,50").split(",").map(Number);
const SAMPLES_PER_LEVEL = 150;

const boostr = spawn(process.execPath, ["--import", "tsx", "bench/fake-boostr-server.ts"], {
  env: { ...process.env, LATENCY_MS: String(CALL_MS) },
  stdio: ["ignore", "pipe", "inherit"],
});
const [firstLine] = (await once(boostr.stdout, "data")) as [Buffer];
const boostrUrl = firstLine.toString().trim();
const { base, origin, database, stop, person } = await startInProcess(boostrUrl, {
  PLATE_FINES_URL: boostrUrl,
  // The stand-in has no quota; the real plan's 5 per 10 s would measure Boostr's contract, not our code.
  BOOSTR_RATE_LIMIT: "100000",
  // Every sample pays its calls: the fake answers every plate with one owner and one VIN, which the
  // product would otherwise reuse for 15 minutes (the bench of calls, bench/provider-calls.ts, counts that).
  BOOSTR_REUSE_S: "0",
  // One account, from one network, asks a whole level's samples within the hour.
  REPORTS_PER_ACCOUNT_PER_HOUR: "100000",
  REPORTS_PER_NETWORK_PER_HOUR: "100000",
});

// Enough bought reports for the level's samples and the warm-up.
const newUser = () => person(SAMPLES_PER_LEVEL + 1);

const plates = ["GPDD74", "BCYT91", "BFXB85", "GSDL87", "HJKL23", "WXYZ45"];
async function timedReport(user: { cookie: string; ip: string }, i: number): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/reports`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, cookie: user.cookie, "x-forwarded-for": user.ip },
    // The same plates again and again: each time a new report, not the day's repeat question (a 409).
    body: JSON.stringify({ plate: plates[i % plates.length], confirmRepeat: true }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`report failed: ${res.status}`);
  return performance.now() - started;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

console.log(
  `Report latency — fake Boostr ${CALL_MS} ms/call, critical path ${CRITICAL_PATH_MS} ms, database ${database.kind}`,
);
console.log("users  requests  p50 ms  p95 ms  p50/critical  p95/critical");
for (const users of LEVELS) {
  const accounts = await Promise.all(Array.from({ length: users }, newUser));
  await timedReport(accounts[0] as { cookie: string; ip: string }, 0); // warm-up, not counted
  const samples: number[] = [];
  const perUser = Math.ceil(SAMPLES_PER_LEVEL / users);
  await Promise.all(
    accounts.map(async (user, u) => {
      for (let r = 0; r < perUser; r++) samples.push(await timedReport(user, u + r));
    }),
  );
  samples.sort((a, b) => a - b);
  const p50 = quantile(samples, 0.5);
  const p95 = quantile(samples, 0.95);
  console.log(
    `${String(users).padStart(5)}  ${String(samples.length).padStart(8)}  ${p50.toFixed(0).padStart(6)}  ${p95
      .toFixed(0)
      .padStart(
        6,
      )}  ${(p50 / CRITICAL_PATH_MS).toFixed(2).padStart(12)}  ${(p95 / CRITICAL_PATH_MS).toFixed(2).padStart(12)}`,
  );
}

await stop();
boostr.kill("SIGTERM");
