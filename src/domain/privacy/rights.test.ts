import { describe, expect, it } from "vitest";
import { businessDaysAfter, CHILE_HOLIDAYS, rightsDeadline } from "./rights";

describe("businessDaysAfter", () => {
  it.each([
    ["a Monday: three weeks on, a day later for 8 December", "2026-11-23", 15, "2026-12-15"],
    // 8 December (Tuesday) is a holiday.
    ["a Thursday, over 8 December", "2026-12-03", 5, "2026-12-11"],
    ["a Friday: the weekend does not count", "2026-11-27", 1, "2026-11-30"],
    ["a Saturday: from the Monday on", "2026-11-28", 1, "2026-11-30"],
    // 18 and 19 September 2026 fall on Friday and Saturday.
    ["over Fiestas Patrias", "2026-09-17", 1, "2026-09-21"],
    ["over Christmas and New Year", "2026-12-24", 3, "2026-12-30"],
    ["into 2027, over 1 January", "2026-12-31", 1, "2027-01-04"],
    ["zero days is the day itself", "2026-11-23", 0, "2026-11-23"],
  ])("%s", (_case, received, days, deadline) => {
    expect(businessDaysAfter(received, days)).toBe(deadline);
  });

  it("uses the holidays it is given", () => {
    expect(businessDaysAfter("2026-11-23", 1, new Set(["2026-11-24"]))).toBe("2026-11-25");
  });
});

describe("rightsDeadline", () => {
  it("is 15 business days: a request of 24-11-2026 is answered by 16-12-2026", () => {
    expect(rightsDeadline("2026-11-24")).toBe("2026-12-16");
  });
});

describe("CHILE_HOLIDAYS", () => {
  // A year without its holidays makes every deadline of that year too early: list it before it starts.
  it("lists this year's holidays", () => {
    const year = String(new Date().getUTCFullYear());
    expect([...CHILE_HOLIDAYS].filter((day) => day.startsWith(year)).length).toBeGreaterThanOrEqual(15);
  });
});
