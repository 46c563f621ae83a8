import { describe, expect, it } from "vitest";
import { decodeListCursor, encodeListCursor } from "./list-cursor";

const id = "0b6f2c9e-4a1d-4c3b-9f7e-2d5a8c1e6b40";
const b64 = (text: string) => Buffer.from(text).toString("base64url");

describe("list cursor", () => {
  it.each([
    { createdAt: "2026-11-26T09:58:12.123456Z", id },
    // Two reports in the same millisecond still differ by their microseconds.
    { createdAt: "2026-11-26T09:58:12.123457Z", id },
    { createdAt: "2024-02-29T00:00:00.000000Z", id: "ffffffff-ffff-ffff-ffff-ffffffffffff" },
  ])("%j goes and comes back the same, in address-safe letters", (cursor) => {
    const text = encodeListCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeListCursor(text)).toEqual(cursor);
  });

  it.each([
    ["empty", ""],
    ["not base64", "¿qué?"],
    ["padding and symbols", "YWJj=+/"],
    ["cut short", encodeListCursor({ createdAt: "2026-11-26T09:58:12.123456Z", id }).slice(0, 20)],
    ["milliseconds only", b64(`2026-11-26T09:58:12.123Z|${id}`)],
    ["no id", b64("2026-11-26T09:58:12.123456Z|")],
    ["an id that is no uuid", b64("2026-11-26T09:58:12.123456Z|1 or 1=1")],
    ["30 February", b64(`2026-02-30T10:00:00.000000Z|${id}`)],
    ["hour 25", b64(`2026-11-26T25:00:00.000000Z|${id}`)],
    ["a cursor of another list", b64(JSON.stringify({ offset: 20 }))],
    ["too long", "A".repeat(121)],
  ])("%s is refused", (_, text) => {
    expect(decodeListCursor(text)).toBeNull();
  });
});
