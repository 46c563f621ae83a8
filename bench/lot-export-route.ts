// What a dealer's download of a 500-car lot costs the server in memory (issue 30: under 150 MB extra),
// measured end to end: a lot of ROWS real reports made by the product against a Boostr stand-in, then
// each export asked over HTTP (GET /api/lots/{id}/export.{xlsx,csv,zip}) and read to its end as a
// browser downloads it, while the process's RSS and heap are sampled. Unlike bench/lot-export-memory.ts
// (the writers alone, on made-up rows), this counts the database's paged reads, the PDFs drawn for the
// ZIP and the response's streaming. Each format is exported once from a 1-car lot first, so the
// libraries are loaded, as in a running server.
// Run: npx tsx bench/lot-export-route.ts   (ROWS=100 for a quicker run; DATABASE_URL for PostgreSQL)

import { LOT_EXPORT_FORMATS, type TLot } from "#domain/contract/lots";
import { seedOrganisation } from "#server/seed/seed-organisation";
import { startFakeBoostr } from "../tests/support/fake-boostr";
import { startInProcess } from "./support/in-process";
import { type MemoryPeak, measurePeak } from "./support/memory";

const ROWS = Number(process.env.ROWS ?? 500);
const LIMIT_MB = 150;
const MB = 1024 * 1024;

const boostr = await startFakeBoostr();
const { base, origin, database, stop, person } = await startInProcess(boostr.url, {
  // No plan to wait for: what is measured is the download, not the making.
  BOOSTR_RATE_LIMIT: "100000",
  BOOSTR_RATE_WINDOW_S: "1",
});

try {
  const dealer = await person(0);
  const headers = {
    "content-type": "application/json",
    origin,
    cookie: dealer.cookie,
    "x-forwarded-for": dealer.ip,
  };
  await seedOrganisation(database.db, { admin: dealer.id, purchasedLeft: ROWS + 1 });

  /** A lot of `plates`, made to its end, every one of them with a report (and so a PDF in the ZIP). */
  async function finishedLot(plates: string[]): Promise<string> {
    const res = await fetch(`${base}/api/lots`, {
      method: "POST",
      headers,
      body: JSON.stringify({ text: plates.join("\n") }),
    });
    if (!res.ok) throw new Error(`the lot was refused: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    const deadline = Date.now() + 10 * 60_000;
    while (Date.now() < deadline) {
      const read = await fetch(`${base}/api/lots/${id}`, { headers });
      if (!read.ok) throw new Error(`the lot's page answered ${read.status}`);
      const lot = (await read.json()) as TLot;
      if (lot.finished) {
        if (lot.counts.done !== plates.length)
          throw new Error(`only ${lot.counts.done} of ${plates.length} reports made`);
        return id;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error("the lot did not finish within 10 minutes");
  }

  /** The download read to its end, chunk by chunk, as a browser saves it; answers its size. */
  async function download(lotId: string, format: string): Promise<number> {
    const res = await fetch(`${base}/api/lots/${lotId}/export.${format}`, { headers });
    if (!res.ok || !res.body) throw new Error(`export.${format} answered ${res.status}`);
    const reader = res.body.getReader();
    let bytes = 0;
    for (let part = await reader.read(); !part.done; part = await reader.read())
      bytes += part.value.byteLength;
    return bytes;
  }

  const warm = await finishedLot(["BK0999"]);
  for (const format of LOT_EXPORT_FORMATS) await download(warm, format);

  const made = performance.now();
  const lotId = await finishedLot(
    Array.from({ length: ROWS }, (_, i) => `BK${String(1000 + i).padStart(4, "0")}`),
  );
  console.log(
    `Lot export over HTTP — ${ROWS} reports (made in ${((performance.now() - made) / 1000).toFixed(0)} s), database ${database.kind}, Node ${process.version}`,
  );
  console.log("export    seconds     file MB  extra RSS MB  extra heap MB");
  const peaks: MemoryPeak[] = [];
  for (const format of LOT_EXPORT_FORMATS) {
    let bytes = 0;
    const peak = await measurePeak(async () => {
      bytes = await download(lotId, format);
    });
    peaks.push(peak);
    console.log(
      [
        format.toUpperCase().padEnd(8),
        peak.seconds.toFixed(2).padStart(8),
        (bytes / MB).toFixed(2).padStart(11),
        peak.rssMb.toFixed(1).padStart(13),
        peak.heapMb.toFixed(1).padStart(14),
      ].join(" "),
    );
  }
  const worst = Math.max(...peaks.map((p) => p.rssMb));
  console.log(
    `worst extra RSS ${worst.toFixed(1)} MB: ${worst < LIMIT_MB ? "under" : "OVER"} the ${LIMIT_MB} MB asked`,
  );
  if (worst >= LIMIT_MB) process.exitCode = 1;
} finally {
  await stop();
  await boostr.close();
}
