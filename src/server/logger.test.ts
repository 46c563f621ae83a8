import { describe, expect, it } from "vitest";
import { errorKindOf } from "./logger";

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
