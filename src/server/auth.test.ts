import { describe, expect, it } from "vitest";
import { errorKindOf, loopbackOrigins } from "./auth";

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

describe("errorKindOf", () => {
  const failedQuery = Object.assign(
    new Error('Failed query: select * from "sessions" where "token" = $1\nparams: s3cr3t-session-token'),
    {
      name: "DrizzleQueryError",
      cause: Object.assign(new Error("Connection terminated"), { code: "57P01" }),
    },
  );
  it.each([
    [failedQuery, { name: "DrizzleQueryError", code: "57P01", cause: "Error" }],
    [
      Object.assign(new Error("ana@correo.cl"), { code: "ECONNREFUSED" }),
      { name: "Error", code: "ECONNREFUSED" },
    ],
    ["token=abc", { name: "string" }],
    [{ token: "abc" }, { name: "object" }],
  ])("%# keeps the kind of failure and nothing it carried", (arg, kind) => {
    expect(errorKindOf(arg)).toEqual(kind);
    expect(JSON.stringify(errorKindOf(arg))).not.toMatch(/s3cr3t|correo|abc/);
  });
});
