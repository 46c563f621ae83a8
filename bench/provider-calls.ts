// Boostr calls one report costs, against the Boostr stand-in: a first report, the same plate again within
// 15 minutes (its sources' answers reused), and 'Reintentar fuentes pendientes' with one source pending.
// Run: npx tsx bench/provider-calls.ts   (DATABASE_URL=postgres://... to measure on PostgreSQL)

import { replies, startFakeBoostr } from "../tests/support/fake-boostr";
import { startInProcess } from "./support/in-process";

const boostr = await startFakeBoostr();
const { base, origin, database, stop, person } = await startInProcess(boostr.url, {
  BOOSTR_RATE_LIMIT: "1000",
});
const who = await person(3);

async function post(path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, cookie: who.cookie, "x-forwarded-for": who.ip },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}

/** The calls Boostr received while `step` ran, by endpoint. */
async function calls(step: () => Promise<unknown>) {
  const before = boostr.requests.length;
  await step();
  const paths = boostr.requests.slice(before).map((r) => r.path.replace(/\/[A-Z0-9-]+\.json.*$/, ""));
  return { total: paths.length, byEndpoint: [...new Set(paths)].join(", ") || "—" };
}

const first = await calls(() => post("/api/reports", { plate: "GPDD74" }));
const repeat = await calls(() => post("/api/reports", { plate: "GPDD74", confirmRepeat: true }));
boostr.setScript("/vehicle/soap/BCYT91.json", [replies.wrongShape]);
const pending = (await post("/api/reports", { plate: "BCYT91" })) as { id: string };
const retry = await calls(() => post(`/api/reports/${pending.id}/retry`));

console.log(`Boostr calls per report — fake Boostr, database ${database.kind}`);
console.log("case                                   calls  endpoints");
for (const [name, c] of [
  ["first report of a plate", first],
  ["same plate again within 15 minutes", repeat],
  ["retry with one source pending", retry],
] as const) {
  console.log(`${name.padEnd(39)}${String(c.total).padStart(5)}  ${c.byEndpoint}`);
}
await stop();
await boostr.close();
