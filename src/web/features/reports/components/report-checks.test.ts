import { describe, expect, it } from "vitest";
import { VIN_INPUT_MAX_LENGTH, VIN_REQUIRED_MESSAGE } from "#domain/vin";
import { vinInput } from "./report-checks";

describe("vinInput: what the VIN check sends, or why it does not ask", () => {
  const invalid = { error: VIN_REQUIRED_MESSAGE };
  it.each([
    ["empty", "", invalid],
    ["only spaces", "   ", invalid],
    ["a VIN", "JF1VA2M67E9812345", { value: "JF1VA2M67E9812345" }],
    // The server compares without spaces, dashes or case: the form sends what was typed.
    ["in groups, lower case", "jf1 va2m67-e9812345", { value: "jf1 va2m67-e9812345" }],
    ["a short one (the server says it does not match)", "ABC", { value: "ABC" }],
    ["at the longest", "A".repeat(VIN_INPUT_MAX_LENGTH), { value: "A".repeat(VIN_INPUT_MAX_LENGTH) }],
    ["longer than any VIN typed", "A".repeat(VIN_INPUT_MAX_LENGTH + 1), invalid],
  ])("%s", (_, typed, expected) => {
    expect(vinInput(typed)).toEqual(expected);
  });
});
