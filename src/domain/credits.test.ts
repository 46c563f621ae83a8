import { describe, expect, it } from "vitest";
import { nextCredit } from "./credits";

describe("nextCredit", () => {
  it.each([
    [{ trialsLeft: 3, purchasedLeft: 0, emailVerified: true }, "trial"],
    [{ trialsLeft: 3, purchasedLeft: 5, emailVerified: true }, "trial"],
    [{ trialsLeft: 0, purchasedLeft: 5, emailVerified: true }, "purchased"],
    // A purchase never waits for the e-mail to be confirmed.
    [{ trialsLeft: 3, purchasedLeft: 5, emailVerified: false }, "purchased"],
    [{ trialsLeft: 0, purchasedLeft: 1, emailVerified: false }, "purchased"],
    [{ trialsLeft: 3, purchasedLeft: 0, emailVerified: false }, "unverified"],
    [{ trialsLeft: 0, purchasedLeft: 0, emailVerified: true }, "none"],
    [{ trialsLeft: 0, purchasedLeft: 0, emailVerified: false }, "none"],
  ])("%j → %s", (balance, expected) => {
    expect(nextCredit(balance)).toBe(expected);
  });
});
