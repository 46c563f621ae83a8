import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineJobType, REPORT_JOB } from "./job-types";

const declaration = {
  name: "lots",
  payload: z.object({ lotId: z.uuid() }),
  retryLimit: 3,
  retryDelaySeconds: 5,
};

describe("defineJobType", () => {
  it.each([
    ["a lowercase name", { name: "lot-rows" }],
    ["a name of 50 characters", { name: `l${"o".repeat(49)}` }],
    ["no retries", { retryLimit: 0, retryDelaySeconds: 0 }],
    ["an expiry of its own", { expireInSeconds: 120 }],
  ])("takes %s", (_, change) => {
    expect(defineJobType({ ...declaration, ...change })).toMatchObject(change);
  });

  it.each([
    // pg-boss's own check of a queue's name passes any of these: one word character anywhere is enough.
    ["an empty name", { name: "" }, "a name is"],
    ["a name with a space", { name: "lots rows" }, "a name is"],
    ["a capital letter", { name: "Lots" }, "a name is"],
    ["a name of 51 characters", { name: `l${"o".repeat(50)}` }, "a name is"],
    ["a name starting with a digit", { name: "2lots" }, "a name is"],
    ["a negative retry count", { retryLimit: -1 }, "retries"],
    ["a fractional retry delay", { retryDelaySeconds: 0.5 }, "retries"],
    ["an expiry of 0", { expireInSeconds: 0 }, "expiry"],
  ])("refuses %s when the module loads", (_, change, message) => {
    expect(() => defineJobType({ ...declaration, ...change })).toThrow(message);
  });

  it("cannot be changed after it is declared", () => {
    expect(() => Object.assign(REPORT_JOB, { retryLimit: 0 })).toThrow(TypeError);
  });
});

describe("REPORT_JOB", () => {
  it("keeps the queue and tries that jobs already stored were sent with", () => {
    expect(REPORT_JOB).toMatchObject({ name: "reports", retryLimit: 3, retryDelaySeconds: 5 });
    expect(REPORT_JOB.expireInSeconds).toBeUndefined();
  });

  it.each([
    ["a request's id", { requestId: "3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f" }, true],
    ["no request", {}, false],
    ["an id that is no UUID", { requestId: "3f2c1a9e" }, false],
    ["an id that is a number", { requestId: 42 }, false],
    ["a payload that is no object", "3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f", false],
  ])("a payload of %s fits: %s", (_, payload, fits) => {
    expect(REPORT_JOB.payload.safeParse(payload).success).toBe(fits);
  });
});
