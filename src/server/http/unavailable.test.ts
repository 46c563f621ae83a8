import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

describe("isDatabaseUnavailable", () => {
  it.each([
    [Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }), true],
    [new Error("Failed query", { cause: Object.assign(new Error("terminating"), { code: "57P01" }) }), true],
    [new Error("Connection terminated unexpectedly"), true],
    [new Error("x", { cause: new Error("y", { cause: { code: "08006" } }) }), true],
    [Object.assign(new Error("duplicate key"), { code: "23505" }), false],
    [new Error("plain bug"), false],
    [null, false],
  ])("%#", (err, expected) => {
    expect(isDatabaseUnavailable(err)).toBe(expected);
  });
});
