import { describe, expect, it } from "vitest";
import { bearerToken } from "./bearer-token";

describe("bearerToken", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["Basic dXNlcjpwYXNz", null],
    ["Bearer", null],
    ["Bearer ", null],
    ["Bearer a b", null],
    [`Bearer ${"a".repeat(300)}`, null],
    ["Bearer pc_live_x", "pc_live_x"],
    ["bearer  pc_live_x ", "pc_live_x"],
  ])("%s: %s", (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});
