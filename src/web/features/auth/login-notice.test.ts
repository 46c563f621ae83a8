import { describe, expect, it } from "vitest";
import { isPasswordUpdatedState, PASSWORD_UPDATED_STATE } from "./login-notice";

describe("the login page's greeting after a password reset", () => {
  it.each([
    [PASSWORD_UPDATED_STATE, true],
    [{ passwordUpdated: "true" }, false],
    [{}, false],
    [null, false],
    [undefined, false],
    ["passwordUpdated", false],
  ])("%j -> %s", (state, expected) => {
    expect(isPasswordUpdatedState(state)).toBe(expected);
  });
});
