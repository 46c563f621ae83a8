import { describe, expect, it } from "vitest";
import { metricsAccess } from "./metrics-access";

describe("metricsAccess", () => {
  it.each([
    ["s3cret", "Bearer s3cret", true, "allowed"],
    ["s3cret", "Bearer s3cret", false, "allowed"],
    ["s3cret", "Bearer s3cre", true, "unauthorized"],
    ["s3cret", "Bearer s3cretX", true, "unauthorized"],
    ["s3cret", "s3cret", true, "unauthorized"],
    ["s3cret", undefined, false, "unauthorized"],
    [undefined, undefined, true, "disabled"],
    [undefined, "Bearer anything", true, "disabled"],
    [undefined, undefined, false, "allowed"],
  ] as const)("token %j, header %j, production %j → %s", (token, header, production, expected) => {
    expect(metricsAccess(token, header, production)).toBe(expected);
  });
});
