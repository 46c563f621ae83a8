import { PassThrough } from "node:stream";
import { ZipArchive } from "archiver";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { zipInflatedWithin } from "./zip-budget";

const KB = 1024;
const text = (n: number) => "x".repeat(n);

/** archiver writes sizes after the data (data descriptors), as exceljs's own XLSX writer does. */
async function archiverZip(files: Record<string, string>, store = false): Promise<Uint8Array> {
  const archive = new ZipArchive({ store });
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  archive.pipe(out);
  for (const [name, data] of Object.entries(files)) archive.append(data, { name });
  await archive.finalize();
  return new Uint8Array(Buffer.concat(chunks));
}

/** JSZip writes sizes in the local headers, as Excel does. */
async function jszipZip(files: Record<string, string>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, data] of Object.entries(files)) zip.file(name, data);
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

describe("zipInflatedWithin", () => {
  it.each([
    [
      "sizes in local headers, within",
      () => jszipZip({ a: text(60 * KB), b: text(40 * KB) }),
      100 * KB,
      "within",
    ],
    [
      "sizes in local headers, one byte over",
      () => jszipZip({ a: text(60 * KB), b: text(40 * KB) }),
      100 * KB - 1,
      "over",
    ],
    [
      "data descriptors, within",
      () => archiverZip({ a: text(60 * KB), b: text(40 * KB) }),
      100 * KB,
      "within",
    ],
    [
      "data descriptors, one byte over",
      () => archiverZip({ a: text(60 * KB), b: text(40 * KB) }),
      100 * KB - 1,
      "over",
    ],
    [
      "stored entries count too",
      () => archiverZip({ a: text(60 * KB), b: text(40 * KB) }, true),
      100 * KB - 1,
      "over",
    ],
    ["a single entry far over", () => archiverZip({ a: text(8 * 1024 * KB) }), 1024 * KB, "over"],
  ] as const)("%s", async (_, make, max, budget) => {
    expect(await zipInflatedWithin(await make(), max)).toBe(budget);
  });

  it.each([
    ["empty", () => Promise.resolve(new Uint8Array())],
    ["not a zip", () => Promise.resolve(new TextEncoder().encode("Patente;ABCD12"))],
    ["an empty zip", () => jszipZip({})],
    ["truncated in the data", async () => (await jszipZip({ a: text(60 * KB) })).subarray(0, 60)],
    ["truncated in a header", async () => (await jszipZip({ a: text(60 * KB) })).subarray(0, 20)],
    [
      "corrupt deflate data",
      async () => {
        const bytes = Uint8Array.from(await jszipZip({ a: text(60 * KB) }));
        bytes.fill(0xff, 40, 60);
        return bytes;
      },
    ],
  ] as const)("%s is unreadable", async (_, make) => {
    expect(await zipInflatedWithin(await make(), 1024 * KB)).toBe("unreadable");
  });

  it("stops where the entries stop, as the unzipper does, with or without a central directory", async () => {
    const bytes = await jszipZip({ a: "hola" });
    const centralDirectory = Buffer.from(bytes).indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(await zipInflatedWithin(bytes.subarray(0, centralDirectory), KB)).toBe("within");
  });
});
