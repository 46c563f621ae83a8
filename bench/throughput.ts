// Throughput on loopback: autocannon, 100 connections, DURATION seconds (default 20) per target —
// GET /api/health, GET /api/public/reports/{code}, the pre-rendered home page — and a bare node:http
// server as the ceiling of this machine. Prints req/s, p50/p99 latency, errors, the server's peak RSS,
// and each figure as a ratio to the bare server.
// Run: npx tsx bench/throughput.ts   (DATABASE_URL=postgres://... for PostgreSQL; npm run build first)
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { makeReport, startProduct } from "./support/product";

const DURATION = Number(process.env.DURATION ?? 20);
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

type Result = { label: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(label: string, url: string): Promise<Result> {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
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
  return {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const bare = spawn(process.execPath, ["bench/bare-server.mjs"], { stdio: ["ignore", "pipe", "inherit"] });
const bareUrl = await firstLine(bare);
const product = await startProduct();
const code = await makeReport(product.url);

const results: Result[] = [];
results.push(await load("bare node:http 'ok'", bareUrl));
results.push(await load("GET /api/health", `${product.url}/api/health`));
results.push(await load("GET /api/public/reports/{code}", `${product.url}/api/public/reports/${code}`));
results.push(await load("GET / (pre-rendered home)", `${product.url}/`));
const rss = peakRssMb(product.pid);

const ceiling = results[0] as Result;
console.log(
  `Throughput — ${CONNECTIONS} connections, ${DURATION} s each, database ${process.env.DATABASE_URL ? "postgres" : "pglite"}, Node ${process.version}`,
);
console.log("target                              req/s   p50 ms  p99 ms  errors  non-2xx  req/s vs bare");
for (const r of results) {
  console.log(
    `${r.label.padEnd(34)} ${String(r.rps).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)} ${(r.rps / ceiling.rps).toFixed(2).padStart(14)}`,
  );
}
console.log(`peak RSS of the product server: ${rss} MB`);

bare.kill("SIGTERM");
await product.stop();
