// Throughput on loopback: autocannon, 100 connections, DURATION seconds (default 20) per target, in ROUNDS
// interleaved rounds (default 5) —
// GET /api/health, GET /api/public/reports/{code}, the home page (drawn per request) — and a bare node:http
// server as the ceiling of this machine, answering 'ok' and, to show what the payload alone costs, the
// report's own compressed bytes. Prints req/s, p50/p99 latency, errors, the server's peak RSS,
// and each figure as a ratio to the bare server; then the CPU each answer costs the server, and how busy
// the server, the load generator and the whole machine were.
// Run: npx tsx bench/throughput.ts   (DATABASE_URL=postgres://... for PostgreSQL; npm run build first)
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { get, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { makeReport, startProduct } from "./support/product";

const DURATION = Number(process.env.DURATION ?? 20);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const ROUND_SECONDS = DURATION / ROUNDS;
const CONNECTIONS = 100;

async function firstLine(child: ChildProcess): Promise<string> {
  const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, "data")) as [Buffer];
  return chunk.toString().trim();
}

const peakRssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

type Result = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU seconds per second: of the server under load, of this process (the load generator), of all cores. */
  serverCores: number;
  generatorCores: number;
  machineBusy: number;
  serverMicrosPerRequest: number;
};

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim());

/** CPU seconds a process has used (user and system), from /proc. */
const processCpu = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
};

/**
 * Busy and total CPU seconds of the whole machine, all cores, from /proc/stat's first eight fields (user,
 * nice, system, idle, iowait, irq, softirq, steal; guest time is already inside user and nice). Time the
 * hypervisor gave to others (steal) counts as neither busy nor idle here.
 */
const machineCpu = (): { busy: number; total: number } => {
  const [, ...ticks] = (readFileSync("/proc/stat", "utf8").split("\n")[0] as string).trim().split(/\s+/);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0] = ticks.map(Number);
  const busy = user + nice + system + irq + softirq;
  return { busy: busy / CLOCK_TICKS, total: (busy + idle + iowait) / CLOCK_TICKS };
};

/** One round on one target (served by process `pid`): ROUND_SECONDS of load. */
async function load(label: string, url: string, pid: number): Promise<Result> {
  let n = 0;
  const server0 = processCpu(pid);
  const generator0 = process.cpuUsage();
  const machine0 = machineCpu();
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: ROUND_SECONDS,
    // What every browser sends: pages and reports go out compressed, as they do to real visitors.
    headers: { "accept-encoding": "gzip, deflate, br" },
    // Each request from another client address, as in real traffic: per-client rate limits apply and count.
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...req.headers,
            "x-forwarded-for": `10.${(++n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
        }),
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  const serverSeconds = processCpu(pid) - server0;
  const generator = process.cpuUsage(generator0);
  const machine = machineCpu();
  return {
    serverCores: serverSeconds / seconds,
    generatorCores: (generator.user + generator.system) / 1e6 / seconds,
    machineBusy: (machine.busy - machine0.busy) / (machine.total - machine0.total),
    serverMicrosPerRequest: (serverSeconds * 1e6) / Math.max(1, result.requests.total),
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts timeouts among the errors already.
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function startBare(...args: string[]) {
  const child = spawn(process.execPath, ["bench/bare-server.mjs", ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return { child, url: await firstLine(child) };
}

/** The report's answer as the product sends it to a browser: brotli bytes and their headers. */
async function rawAnswer(url: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const [res] = (await once(
    get(url, { headers: { "accept-encoding": "gzip, deflate, br" } }),
    "response",
  )) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const pick = ["content-type", "content-encoding", "vary", "cache-control"];
  const headers = Object.fromEntries(
    pick.flatMap((name) => (res.headers[name] ? [[name, String(res.headers[name])]] : [])),
  );
  return { body: Buffer.concat(chunks), headers };
}

const bare = await startBare();
const product = await startProduct();
const { accessCode: code } = await makeReport(product);
const reportUrl = `${product.url}/api/public/reports/${code}`;
const answer = await rawAnswer(reportUrl);
const answerFile = path.join(await mkdtemp(path.join(tmpdir(), "pc-bench-")), "report.body");
await writeFile(answerFile, answer.body);
const bareReport = await startBare(answerFile, JSON.stringify(answer.headers));

const targets: { label: string; url: string; pid: number }[] = [
  { label: "bare node:http 'ok'", url: bare.url, pid: bare.child.pid as number },
  {
    label: `bare node:http, report's ${answer.body.length} B`,
    url: bareReport.url,
    pid: bareReport.child.pid as number,
  },
  { label: "GET /api/health", url: `${product.url}/api/health`, pid: product.pid },
  { label: "GET /api/public/reports/{code}", url: reportUrl, pid: product.pid },
  { label: "GET / (home, drawn per request)", url: `${product.url}/`, pid: product.pid },
];
// This machine's speed drifts by a third within minutes, so the targets take turns, ROUNDS times, and each
// ratio is taken within a round: the product and its ceiling are measured under the same conditions.
const rounds: Result[][] = [];
for (let round = 0; round < ROUNDS; round++) {
  const results: Result[] = [];
  for (const { label, url, pid } of targets) results.push(await load(label, url, pid));
  rounds.push(results);
}
const rss = peakRssMb(product.pid);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};
const ratios = (i: number, base: number) =>
  rounds.map((results) => (results[i] as Result).rps / (results[base] as Result).rps);
const ratioText = (values: number[]) =>
  `${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;

console.log(
  `Throughput — ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s per target (medians of the rounds), database ${process.env.DATABASE_URL ? "postgres" : "pglite"}, Node ${process.version}`,
);
console.log(
  "target                              req/s   p50 ms  p99 ms  errors  non-2xx  req/s vs bare (range)",
);
targets.forEach(({ label }, i) => {
  const of = (pick: (r: Result) => number) => rounds.map((results) => pick(results[i] as Result));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  console.log(
    [
      label.padEnd(34),
      String(median(of((r) => r.rps))).padStart(7),
      String(median(of((r) => r.p50))).padStart(8),
      String(median(of((r) => r.p99))).padStart(7),
      String(sum(of((r) => r.errors))).padStart(7),
      String(sum(of((r) => r.non2xx))).padStart(8),
      ratioText(ratios(i, 0)).padStart(23),
    ].join(" "),
  );
});
console.log(`public report vs a bare server sending its bytes: ${ratioText(ratios(3, 1))}`);
// Server, load generator and database share this machine's cores: where the machine is busy throughout,
// a ratio also measures what the generator spends on each answer, not only the server.
console.log(
  "\ntarget                              server µs/req  server cores  generator cores  machine busy",
);
targets.forEach(({ label }, i) => {
  const of = (pick: (r: Result) => number) => median(rounds.map((results) => pick(results[i] as Result)));
  console.log(
    [
      label.padEnd(34),
      of((r) => r.serverMicrosPerRequest)
        .toFixed(0)
        .padStart(14),
      of((r) => r.serverCores)
        .toFixed(2)
        .padStart(13),
      of((r) => r.generatorCores)
        .toFixed(2)
        .padStart(16),
      `${(of((r) => r.machineBusy) * 100).toFixed(0)} %`.padStart(13),
    ].join(" "),
  );
});
console.log(`peak RSS of the product server: ${rss} MB`);

bare.child.kill("SIGTERM");
bareReport.child.kill("SIGTERM");
await rm(path.dirname(answerFile), { recursive: true, force: true });
await product.stop();
