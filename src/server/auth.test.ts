import { describe, expect, it } from "vitest";
import { loopbackOrigins } from "./auth";

describe("loopbackOrigins", () => {
  it.each([
    [
      "http://localhost:5173",
      3000,
      ["http://localhost:5173", "http://localhost:3000", "http://127.0.0.1:5173", "http://127.0.0.1:3000"],
    ],
    ["http://127.0.0.1:3000", 3000, ["http://localhost:3000", "http://127.0.0.1:3000"]],
    ["https://patenteclara.cl", 3000, []],
  ])("%s with the API on %d → %j", (publicUrl, port, origins) => {
    expect(loopbackOrigins(publicUrl, port)).toEqual(origins);
  });
});
