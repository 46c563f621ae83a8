// A dealer's lot under Boostr's plan (issue 30): PLATES distinct plates sent as one lot against a Boostr
// stand-in that enforces 5 calls per 10 s and answers in 200 ms, and, once about half of the lot is done,
// a buyer of another account asking for one report. The floor of each is its calls ÷ the plan's rate: the
// lot should end within 1.15 of the floor of everything the plan served meanwhile, and the single report
// arrive within one turn (one lot report's calls ÷ the rate) of its own floor.
// Run: npx tsx bench/lot-throughput.ts   (PLATES=20, WINDOW_S=2, BUDGET for a shorter run; a full run of
// 100 plates takes about half an hour)

import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { reportRequests } from "#server/db/schema";
import { seedOrganisation } from "#server/seed/seed-organisation";
import { startFakeBoostr } from "../tests/support/fake-boostr";
import { startInProcess } from "./support/in-process";

const PLATES = Number(process.env.PLATES ?? 100);
const WINDOW_S = Number(process.env.WINDOW_S ?? 10);
const BUDGET = Number(process.env.BUDGET ?? 5);
const POLL_MS = 500;

const boostr = await startFakeBoostr({
  latencyMs: 200,
  budget: { calls: BUDGET, windowMs: WINDOW_S * 1000 },
});
const { base, origin, database, stop, person } = await startInProcess(boostr.url, {
  BOOSTR_RATE_LIMIT: String(BUDGET),
  BOOSTR_RATE_WINDOW_S: String(WINDOW_S),
  // Each report pays its calls, as different cars of different owners would (bench/provider-calls.ts).
  BOOSTR_REUSE_S: "0",
  SIGNUPS_PER_NETWORK_PER_DAY: "1000",
});
const { db } = database;

type Who = { cookie: string; ip: string };
const headers = (who: Who) => ({
  "content-type": "application/json",
  origin,
  cookie: who.cookie,
  "x-forwarded-for": who.ip,
});

async function api<T>(who: Who, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: headers(who),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** 'BK1000', 'BK1001', …: plates of the old format, all distinct, none of them the single buyer's. */
const lotPlates = Array.from({ length: PLATES }, (_, i) => `BK${String(1000 + i).padStart(4, "0")}`);
const SINGLE_PLATE = "GPDD74";

/** Requests the plan counts: the plate-fines service is another company's and holds no slot. */
const planCalls = (from: number, to: number) =>
  boostr.requests.filter((r) => r.at >= from && r.at <= to && !r.path.startsWith("/consultar-patente"));
const isCatalogue = (path: string) => /^\/vehicle\/(brands|models|versions)\.json/.test(path);

// The dealer: an account made administrador of an automotora with credits for the whole lot.
const dealer = await person(0);
const { user } = await api<{ user: { id: string } }>(dealer, "/api/me");
await seedOrganisation(db, { admin: user.id, purchasedLeft: PLATES });
// The buyer of the single report: another account, with one report bought.
const buyer = await person(1);

const text = lotPlates.join("\n");
const preview = await api<{ plates: number; estimatedSeconds: number }>(dealer, "/api/lots/preview", {
  text,
});

console.log(
  `Lot throughput — ${PLATES} plates, plan ${BUDGET} calls per ${WINDOW_S} s, stand-in 200 ms/call, database ${database.kind}`,
);
// Whatever the sign-ups and the preview did, the lot starts from a fresh budget.
await new Promise((r) => setTimeout(r, WINDOW_S * 1000));

type LotState = { finished: boolean; counts: { done: number; noData: number; failed: number } };
const ended = (lot: LotState) => lot.counts.done + lot.counts.noData + lot.counts.failed;

const t0 = Date.now();
const { id: lotId } = await api<{ id: string }>(dealer, "/api/lots", { text });

/** The single report, on the event stream as the check screen asks for it; when it arrived, if it did. */
async function singleReport(): Promise<{ asked: number; arrived: number; delivered: boolean }> {
  const asked = Date.now();
  const res = await fetch(`${base}/api/reports`, {
    method: "POST",
    headers: { ...headers(buyer), accept: "text/event-stream" },
    body: JSON.stringify({ plate: SINGLE_PLATE }),
  });
  const body = await res.text();
  return { asked, arrived: Date.now(), delivered: body.includes("event: report") };
}

let single: Promise<Awaited<ReturnType<typeof singleReport>>> | null = null;
let doneWhenAsked = 0;
let lot: LotState;
for (;;) {
  lot = await api<LotState>(dealer, `/api/lots/${lotId}`);
  if (!single && ended(lot) >= PLATES / 2) {
    doneWhenAsked = ended(lot);
    single = singleReport();
  }
  if (lot.finished) break;
  await new Promise((r) => setTimeout(r, POLL_MS));
}
// A lot of 1 plate ends before half of it is seen done: the single report is asked after it, then.
single ??= singleReport();
const singleResult = await single;

// When each request started and ended, as the queue wrote them.
const [lotTimes] = await db
  .select({ end: sql<Date>`max(${reportRequests.finishedAt})`.mapWith((v) => new Date(v)) })
  .from(reportRequests)
  .where(eq(reportRequests.lotId, lotId));
const lotEnd = lotTimes?.end.getTime() ?? Date.now();
const [singleRow] = await db
  .select({ startedAt: reportRequests.startedAt })
  .from(reportRequests)
  .where(and(isNull(reportRequests.lotId), eq(reportRequests.plate, SINGLE_PLATE)));
const singleStart = singleRow?.startedAt?.getTime() ?? singleResult.arrived;
const lotStarts = await db
  .select({ startedAt: reportRequests.startedAt })
  .from(reportRequests)
  .where(and(eq(reportRequests.lotId, lotId), isNotNull(reportRequests.startedAt)));
const startedBetween = lotStarts.filter((r) => {
  const at = r.startedAt?.getTime() ?? 0;
  return at >= singleResult.asked && at < singleStart;
}).length;

// The calls the plan served while the lot ran: its reports', the single report's and the catalogue's.
const calls = planCalls(t0, lotEnd);
const singleCallsByPlate = calls.filter((r) => r.path.includes(`/${SINGLE_PLATE}.json`)).length;
const catalogue = calls.filter((r) => isCatalogue(r.path)).length;
const reports = PLATES + (singleResult.asked <= lotEnd ? 1 : 0);
// A report's own calls: by plate, then by RUT and VIN (the same for every report of the stand-in).
const perReport = (calls.length - catalogue) / reports;
const floor = (calls.length * WINDOW_S) / BUDGET;
const lotSeconds = (lotEnd - t0) / 1000;
const singleFloor = (perReport * WINDOW_S) / BUDGET;
const singleSeconds = (singleResult.arrived - singleResult.asked) / 1000;

const row = (label: string, value: string) => console.log(`${label.padEnd(52)}${value}`);
row("lot estimate shown before confirming", `${preview.estimatedSeconds.toFixed(0)} s`);
row(
  "calls the plan served during the lot",
  `${calls.length} (${reports} reports × ${perReport.toFixed(2)}, catalogue ${catalogue})`,
);
row("floor: calls ÷ limit × window", `${floor.toFixed(1)} s`);
row("lot: sent to last report saved", `${lotSeconds.toFixed(1)} s`);
row("lot ÷ floor (goal ≤ 1.15)", (lotSeconds / floor).toFixed(3));
row("lot: reports done, sin datos, failed", `${lot.counts.done}, ${lot.counts.noData}, ${lot.counts.failed}`);
row("single report asked when the lot had ended", `${doneWhenAsked} of ${PLATES}`);
row("single report delivered", singleResult.delivered ? "yes" : "NO");
row("single report: asked to delivered", `${singleSeconds.toFixed(1)} s`);
row(
  "single report's floor: its calls ÷ limit × window",
  `${singleFloor.toFixed(1)} s (${perReport.toFixed(0)} calls, ${singleCallsByPlate} by plate)`,
);
row(
  "single over its floor, in lot turns (goal ≤ 1)",
  ((singleSeconds - singleFloor) / singleFloor).toFixed(2),
);
row("single report: asked to started", `${((singleStart - singleResult.asked) / 1000).toFixed(1)} s`);
row("lot reports started in between", String(startedBetween));
row("requests refused by the stand-in (429)", String(boostr.overBudget));

await stop();
await boostr.close();
process.exit(0);
