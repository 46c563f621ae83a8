// The thread an uploaded XLSX is read in (lot-file-worker.ts, decision 091): it loads, says so, reads
// the one file it is then sent, answers and is stopped. Plain JavaScript because a worker starts without
// the server's TypeScript loader: tsx's tsImport loads the reading module and what it imports, under
// vitest and under `npm start` alike.

import { parentPort } from "node:worker_threads";

const { tsImport } = await import("tsx/esm/api");
const { readXlsxOutcome } = await tsImport("./lot-file-xlsx.ts", import.meta.url);

parentPort?.once("message", async ({ bytes, tmpdir }) => {
  // Only now: tsx keeps its compiled files under the temporary folder it saw when it loaded, and they
  // should outlive this upload. The `tmp` package, which exceljs parks worksheets with, asks os.tmpdir()
  // for every file it makes, and a worker's os.tmpdir() follows the worker's own environment.
  process.env.TMPDIR = tmpdir;
  parentPort?.postMessage(await readXlsxOutcome(bytes));
});
parentPort?.postMessage("loaded");
