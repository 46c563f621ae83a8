import { describe, expect, it } from "vitest";
import { isPrivacyOperator } from "./operators";

const ADMINS = ["privacidad@patenteclara.cl", "legal@patenteclara.cl"];

describe("isPrivacyOperator", () => {
  it.each([
    ["privacidad@patenteclara.cl", true, true],
    ["Privacidad@PatenteClara.cl", true, true],
    ["privacidad@patenteclara.cl", false, false],
    ["privacidad+1@patenteclara.cl", true, false],
    ["otra@patenteclara.cl", true, false],
  ])("%s (confirmed: %s) -> %s", (email, emailVerified, operator) => {
    expect(isPrivacyOperator(ADMINS, { email, emailVerified })).toBe(operator);
  });

  it("nobody is an operator where ADMIN_EMAILS is empty", () => {
    expect(isPrivacyOperator([], { email: "privacidad@patenteclara.cl", emailVerified: true })).toBe(false);
  });
});
