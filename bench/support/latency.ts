import { spawn } from "node:child_process";
import { once } from "node:events";
import { startInProcess } from "./in-process";

// What the report-latency benches share (bench/report-latency.ts, bench/api-latency.ts): a Boostr stand-in
// in its own process that takes 200 ms per call, the product in this process set up so every sample pays
// its calls and no limit of ours refuses one, and the table they print.

export const CALL_MS = 200;
/** Vehicle, then TAG (it needs the owner's RUT): the wait no code of ours can take away. */
export const CRITICAL_PATH_MS = 2 * CALL_MS;
/** The same plates again and again: each time a new report, confirmed past the day's repeat question. */
export const PLATES = ["GPDD74", "BCYT91", "BFXB85", "GSDL87", "HJKL23", "WXYZ45"];

/** The stand-in and the product, with `env` added; `stop` ends both. */
export async function startLatencyBench(env: Record<string, string> = {}) {
  const boostr = spawn(process.execPath, ["--import", "tsx", "bench/fake-boostr-server.ts"], {
    env: { ...process.env, LATENCY_MS: String(CALL_MS) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [firstLine] = (await once(boostr.stdout, "data")) as [Buffer];
  const boostrUrl = firstLine.toString().trim();
  const product = await startInProcess(boostrUrl, {
    PLATE_FINES_URL: boostrUrl,
    // The stand-in has no quota; the real plan's 5 per 10 s would measure Boostr's contract, not our code.
    BOOSTR_RATE_LIMIT: "100000",
    // Every sample pays its calls: the fake answers every plate with one owner and one VIN, which the
    // product would otherwise reuse for 15 minutes (the bench of calls, bench/provider-calls.ts, counts that).
    BOOSTR_REUSE_S: "0",
    // One account, from one network, asks a whole level's samples within the hour.
    REPORTS_PER_ACCOUNT_PER_HOUR: "100000",
    REPORTS_PER_NETWORK_PER_HOUR: "100000",
    ...env,
  });
  return {
    ...product,
    async stop() {
      await product.stop();
      boostr.kill("SIGTERM");
    },
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export const LATENCY_HEADER = "users  requests  p50 ms  p95 ms  p50/critical  p95/critical";

/** One line of the table: `users` at once, their samples' p50 and p95, and each over the critical path. */
export function latencyLine(users: number, samples: number[]): { line: string; p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const p50 = quantile(sorted, 0.5);
  const p95 = quantile(sorted, 0.95);
  const ratio = (ms: number) => (ms / CRITICAL_PATH_MS).toFixed(2).padStart(12);
  const line = `${String(users).padStart(5)}  ${String(sorted.length).padStart(8)}  ${p50.toFixed(0).padStart(6)}  ${p95.toFixed(0).padStart(6)}  ${ratio(p50)}  ${ratio(p95)}`;
  return { line, p50, p95 };
}

/** A report asked from the check screen, without its stream: the answer waits for the report (201). */
export async function browserReport(
  product: { base: string; origin: string },
  user: { cookie: string; ip: string },
  i: number,
): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${product.base}/api/reports`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: product.origin,
      cookie: user.cookie,
      "x-forwarded-for": user.ip,
    },
    body: JSON.stringify({ plate: PLATES[i % PLATES.length], confirmRepeat: true }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`report failed: ${res.status}`);
  return performance.now() - started;
}

/** `perUser` samples from each of `users` clients at once, each client's one after the other. */
export async function sampleAtOnce<U>(
  users: readonly U[],
  perUser: number,
  timed: (user: U, i: number) => Promise<number>,
): Promise<number[]> {
  const samples: number[] = [];
  await Promise.all(
    users.map(async (user, u) => {
      for (let r = 0; r < perUser; r++) samples.push(await timed(user, u + r));
    }),
  );
  return samples;
}
