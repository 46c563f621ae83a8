import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, errorKindOf } from "./logger";

describe("createLogger", () => {
  it("hides the secrets a creation answers, whoever passes the answer to the log", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger("info", sink);
    const key = "pc_live_k3y-0f-th3-4p1";
    const signing = "whsec_s1gn1ng-s3cr3t";
    logger.info({ secret: key, signingSecret: signing }, "created");
    logger.info({ created: { key: { id: "k1" }, secret: key } }, "API key created");
    logger.info({ created: { webhook: { id: "w1" }, signingSecret: signing } }, "webhook registered");
    const logged = lines.join("");
    expect(lines).toHaveLength(3);
    expect(logged).not.toContain(key);
    expect(logged).not.toContain(signing);
    expect(logged).toContain('"id":"k1"');
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
