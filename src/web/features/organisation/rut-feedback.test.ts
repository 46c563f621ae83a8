import { describe, expect, it } from "vitest";
import { RUT_CHECK_DIGIT_MESSAGE } from "#domain/rut";
import { rutFeedback } from "./rut-feedback";

describe("the RUT empresa told as it is typed", () => {
  it.each([
    ["", { kind: "none" }],
    ["76.", { kind: "none" }],
    // Halfway through: not yet a wrong RUT.
    ["7612345", { kind: "none" }],
    ["76.123.45", { kind: "none" }],
    ["76.123.456-0", { kind: "valid", message: "RUT válido: 76.123.456-0" }],
    ["76123456-0", { kind: "valid", message: "RUT válido: 76.123.456-0" }],
    ["761234560", { kind: "valid", message: "RUT válido: 76.123.456-0" }],
    [" 76 123 456 – 0 ", { kind: "valid", message: "RUT válido: 76.123.456-0" }],
    ["96.790.240-3", { kind: "valid", message: "RUT válido: 96.790.240-3" }],
    ["76.123.456-1", { kind: "invalid", message: RUT_CHECK_DIGIT_MESSAGE }],
    ["761234561", { kind: "invalid", message: RUT_CHECK_DIGIT_MESSAGE }],
    // A short body with its hyphen is finished too.
    ["1-9", { kind: "valid", message: "RUT válido: 1-9" }],
    ["1-8", { kind: "invalid", message: RUT_CHECK_DIGIT_MESSAGE }],
    ["76.123.456-", { kind: "none" }],
    ["no es un rut", { kind: "none" }],
    [`${"7".repeat(40)}-0`, { kind: "none" }],
  ])("%j -> %j", (input, expected) => {
    expect(rutFeedback(input)).toEqual(expected);
  });
});
