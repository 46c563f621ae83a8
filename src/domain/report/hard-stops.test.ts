import { describe, expect, it } from "vitest";
import { cleanSections, inspection, section } from "../../../tests/support/report-fixtures";
import { hardStopsOf } from "./hard-stops";
import { MILEAGE_SOURCE, type MileagePoint } from "./mileage";
import type { ReportSections } from "./model";

const point = (date: string, kilometers: number): MileagePoint => ({
  date,
  kilometers,
  source: MILEAGE_SOURCE,
});
const theft = (reported: boolean): ReportSections["theft"] =>
  section({ status: "found", data: { reported } });

describe("hardStopsOf: the findings no clean record outweighs", () => {
  it.each([
    ["a clean car", {}, [], []],
    ["readings that only go up", {}, [point("2023-12-11", 131_900), point("2024-12-21", 150_000)], []],
    [
      "a reading lower than an earlier one",
      {},
      [point("2023-12-11", 131_900), point("2024-12-21", 84_200)],
      ["odometerRollback"],
    ],
    ["a theft report", { theft: theft(true) }, [], ["theft"]],
    ["a theft check that found none", { theft: theft(false) }, [], []],
    // No source answers theft yet (decision 049): not knowing is not a hard stop.
    [
      "no theft source",
      { theft: section<never>({ status: "unavailable", reason: "not configured" }) },
      [],
      [],
    ],
    [
      "both, theft first",
      { theft: theft(true) },
      [point("2023-12-11", 131_900), point("2024-12-21", 84_200)],
      ["theft", "odometerRollback"],
    ],
  ] as const)("%s", (_case, over, mileage, kinds) => {
    const stops = hardStopsOf({ sections: cleanSections(over), mileage: [...mileage] });
    expect(stops.map((stop) => stop.kind)).toEqual(kinds);
    for (const stop of stops) {
      // The cause goes mid-sentence, in the cap's reason.
      expect(stop.cause).toBe(stop.cause.toLocaleLowerCase("es-CL"));
      expect(stop.verdict).toMatch(/^.+: no .*compres/);
    }
  });

  it("reads the mileage a report keeps, not its inspection section", () => {
    const sections = cleanSections({
      inspection: section({ status: "found", data: inspection({ kilometers: 1 }) }),
    });
    expect(hardStopsOf({ sections, mileage: [] })).toEqual([]);
  });
});
