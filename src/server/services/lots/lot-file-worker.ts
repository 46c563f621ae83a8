// An uploaded XLSX is read in a worker thread of its own (decision 091), so that a file nobody foresaw
// costs that thread and not the service: the thread has a heap of its own with a ceiling, a time after
// which it is stopped, and a temporary folder of its own, removed here however the reading ended.
// exceljs parks a worksheet that comes before the shared strings in a temporary file and removes it only
// once that sheet is read: a refusal, a crash or a stop half-way would otherwise leave it behind.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { XlsxOutcome } from "./lot-file-xlsx";

export type WorkerLimits = {
  /** The worker's V8 heap (its old generation), in MB: past it the worker is stopped. */
  heapMb: number;
  /** How long the worker may take, loading included. */
  timeoutMs: number;
};

/**
 * A file at the budgets of lot-file-limits.ts (8.000 rows of 49 columns, 99.000 texts, 19,5 MB unpacked)
 * is read in about 4 s with a heap of 64 MB: twice that is the ceiling. 15 s leaves a loaded machine
 * room for the slowest file a lot's upload may be.
 */
export const LOT_FILE_WORKER_LIMITS: WorkerLimits = { heapMb: 128, timeoutMs: 15_000 };

/**
 * The reading's outcome, or how the worker failed: out of its memory, out of its time, or broken
 * (`loaded` says whether it had loaded the reading module: if not, the fault is ours, not the file's).
 */
export type WorkerOutcome =
  | XlsxOutcome
  | { ok: false; failure: "memory" | "time" }
  | { ok: false; failure: "crash"; loaded: boolean; error: unknown };

const ENTRY = new URL("./lot-file-worker-entry.mjs", import.meta.url);
const FOLDER_PREFIX = "patente-clara-lote-";

type Reader = {
  worker: Worker;
  limits: WorkerLimits;
  /** Settles once: the answer, or how the worker failed, loading included. */
  settled: Promise<WorkerOutcome>;
  /** Whether it has settled: a spare that broke while waiting is not handed a file. */
  isDone: () => boolean;
};

function startReader(limits: WorkerLimits): Reader {
  const worker = new Worker(ENTRY, {
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
    // The server's own flags (a loader, an inspector) are not the worker's: it loads tsx itself.
    execArgv: [],
  });
  let loaded = false;
  let done = false;
  const settled = new Promise<WorkerOutcome>((resolve) => {
    const settle = (outcome: WorkerOutcome) => {
      done = true;
      resolve(outcome);
    };
    worker.on("message", (message: XlsxOutcome | "loaded") => {
      if (message === "loaded") loaded = true;
      else settle(message);
    });
    worker.once("error", (error: Error & { code?: string }) =>
      settle(
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? { ok: false, failure: "memory" }
          : { ok: false, failure: "crash", loaded, error },
      ),
    );
    worker.once("exit", (code) =>
      settle({ ok: false, failure: "crash", loaded, error: new Error(`worker exited with ${code}`) }),
    );
  });
  // A worker waiting for a file must not keep the process alive on its own: after the listeners, as
  // listening to a worker's messages holds the process again.
  worker.unref();
  return { worker, limits, settled, isDone: () => done };
}

/**
 * One worker loaded and waiting, started after the first upload: loading tsx and exceljs takes most of
 * a worker's cost (0.6 s here, 1.7 s with the machine busy), which the next upload then does not wait
 * for. It holds no file until it is taken, and reads one only.
 */
let spare: Reader | null = null;

function takeReader(limits: WorkerLimits): Reader {
  const ready = spare;
  spare = null;
  if (ready !== null && !ready.isDone() && ready.limits === limits) return ready;
  if (ready !== null) void ready.worker.terminate();
  return startReader(limits);
}

/**
 * Reads the XLSX in a worker thread that reads nothing else, stops it and removes its temporary folder
 * before answering; the time limit counts from the call, a worker's loading included.
 */
export async function readXlsxInWorker(
  bytes: Uint8Array,
  limits: WorkerLimits = LOT_FILE_WORKER_LIMITS,
): Promise<WorkerOutcome> {
  const folder = await mkdtemp(path.join(tmpdir(), FOLDER_PREFIX));
  let reader: Reader | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    reader = takeReader(limits);
    reader.worker.ref();
    reader.worker.postMessage({ bytes, tmpdir: folder });
    const outOfTime = new Promise<WorkerOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, failure: "time" }), limits.timeoutMs);
    });
    return await Promise.race([reader.settled, outOfTime]);
  } finally {
    clearTimeout(timer);
    // Stopped before its folder goes, so that nothing writes into it afterwards.
    await reader?.worker.terminate();
    await rm(folder, { recursive: true, force: true });
    // The next upload's worker loads now, after this one's work: never at the cost of this answer.
    if (limits === LOT_FILE_WORKER_LIMITS && spare === null) {
      try {
        spare = startReader(limits);
      } catch {
        spare = null;
      }
    }
  }
}
