import { describe, expect, it } from "vitest";
import { inviteTokenOf } from "./invitation-link";

describe("the token of an invitation's link", () => {
  it.each([
    ["token=abcDEF123_-", "abcDEF123_-"],
    ["token=abc&otra=1", "abc"],
    ["", null],
    ["token=", null],
    ["token=abc%20def", null],
    ["token=%3Cscript%3E", null],
    [`token=${"a".repeat(101)}`, null],
    ["tokens=abc", null],
  ])("?%s -> %j", (query, expected) => {
    expect(inviteTokenOf(new URLSearchParams(query))).toBe(expected);
  });
});
