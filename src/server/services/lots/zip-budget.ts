// How much an uploaded XLSX inflates to, measured before exceljs opens it. exceljs reads XLSX through a
// streaming unzipper that walks the local file headers one after the other and inflates every entry
// however large it grows, keeps the shared strings in memory and parks worksheets in temporary files:
// 2 MB of deflate can become 2 GB. So we walk the entries the same way the unzipper does (local headers
// in order, an entry's end given by its size, or by the data descriptor's signature when the size is
// left for later) and inflate each one only to count, a chunk at a time, stopping past the budget.
// A file this walk cannot read is one exceljs would not read either, or would read differently.

import { createInflateRaw } from "node:zlib";

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const DATA_DESCRIPTOR = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
/** Signature, CRC-32, compressed and uncompressed sizes: what the unzipper reads after such an entry. */
const DATA_DESCRIPTOR_LENGTH = 16;
const LOCAL_HEADER_LENGTH = 30;
const SIZE_IN_ZIP64_FIELD = 0xffffffff;
const FLAG_DATA_DESCRIPTOR = 0x08;

export type ZipBudget = "within" | "over" | "unreadable";

/** The bytes an entry inflates to, or "over" as soon as they pass `limit`. Throws on corrupt data. */
async function inflatedLength(data: Buffer, limit: number): Promise<number | "over"> {
  const inflater = createInflateRaw();
  inflater.end(data);
  let length = 0;
  for await (const chunk of inflater) {
    length += (chunk as Buffer).length;
    if (length > limit) {
      inflater.destroy();
      return "over";
    }
  }
  return length;
}

/** Whether the zip's entries inflate, all together, to at most `maxBytes`. */
export async function zipInflatedWithin(bytes: Uint8Array, maxBytes: number): Promise<ZipBudget> {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  let entries = 0;
  let total = 0;
  try {
    for (;;) {
      // The unzipper stops quietly where the bytes stop, central directory or not.
      if (offset === zip.length) return entries > 0 ? "within" : "unreadable";
      if (offset + 4 > zip.length) return "unreadable";
      const signature = zip.readUInt32LE(offset);
      if (signature === CENTRAL_HEADER || signature === END_OF_CENTRAL_DIRECTORY) {
        return entries > 0 ? "within" : "unreadable";
      }
      if (signature !== LOCAL_HEADER || offset + LOCAL_HEADER_LENGTH > zip.length) return "unreadable";
      const flags = zip.readUInt16LE(offset + 6);
      const method = zip.readUInt16LE(offset + 8);
      const compressedSize = zip.readUInt32LE(offset + 18);
      const dataStart =
        offset + LOCAL_HEADER_LENGTH + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
      // Zip64 sizes sit in the extra field: no spreadsheet of 2 MB needs them, so they are not read here.
      if (compressedSize === SIZE_IN_ZIP64_FIELD) return "unreadable";

      let dataEnd: number;
      if (flags & FLAG_DATA_DESCRIPTOR && compressedSize === 0) {
        dataEnd = zip.indexOf(DATA_DESCRIPTOR, dataStart);
        if (dataEnd === -1) return "unreadable";
        offset = dataEnd + DATA_DESCRIPTOR_LENGTH;
      } else {
        dataEnd = dataStart + compressedSize;
        offset = dataEnd;
      }
      if (dataEnd > zip.length) return "unreadable";

      const data = zip.subarray(dataStart, dataEnd);
      // Like the unzipper, any method but 0 (stored) is inflated; one that is not deflate fails there.
      const length = method === 0 ? data.length : await inflatedLength(data, maxBytes - total);
      if (length === "over") return "over";
      total += length;
      if (total > maxBytes) return "over";
      entries++;
    }
  } catch {
    return "unreadable";
  }
}
