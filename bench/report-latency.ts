// Latency of POST /api/reports against a Boostr stand-in that takes 200 ms per call, at 1, 10 and 50
// concurrent users. The critical path is vehicle then TAG (the TAG lookup needs the owner's RUT):
// 2 × 200 ms = 400 ms. Everything else runs beside it, so p50 / 400 ms shows the overhead we add.
// Run: npx tsx bench/report-latency.ts   (DATABASE_URL=postgres://... to measure on PostgreSQL)

import {
  browserReport,
  CALL_MS,
  CRITICAL_PATH_MS,
  LATENCY_HEADER,
  latencyLine,
  sampleAtOnce,
  startLatencyBench,
} from "./support/latency";

const LEVELS = (process.env.LEVELS ?? "1,10,50").split(",").map(Number);
const SAMPLES_PER_LEVEL = 150;

const product = await startLatencyBench();
// Enough bought reports for the level's samples and the warm-up.
const newUser = () => product.person(SAMPLES_PER_LEVEL + 1);
const timedReport = (user: { cookie: string; ip: string }, i: number) => browserReport(product, user, i);

console.log(
  `Report latency — fake Boostr ${CALL_MS} ms/call, critical path ${CRITICAL_PATH_MS} ms, database ${product.database.kind}`,
);
console.log(LATENCY_HEADER);
for (const users of LEVELS) {
  const accounts = await Promise.all(Array.from({ length: users }, newUser));
  await timedReport(accounts[0] as { cookie: string; ip: string }, 0); // warm-up, not counted
  const samples = await sampleAtOnce(accounts, Math.ceil(SAMPLES_PER_LEVEL / users), timedReport);
  console.log(latencyLine(users, samples).line);
}

await product.stop();
