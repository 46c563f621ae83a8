import { describe, expect, it } from "vitest";
import type { VehicleReport } from "./vehicle-report";
import { ownerRutOf, withoutOwner } from "./without-owner";

const at = "2026-11-20T10:00:00.000Z";
const found = <T>(data: T) => ({ status: "found", source: "Boostr", consultedAt: at, data });
const report = {
  plate: "GPDD74",
  score: 64,
  sections: {
    vehicle: found({
      make: "SUBARU",
      chassis: "JF1VA2M67E9812345",
      owner: { fullName: "ANA SOTO", rut: "12076432-2" },
    }),
    soap: found({ company: "HDI", policyNumber: "8238391", since: "2026-01-01", to: "2027-01-01" }),
    trafficFines: found({
      tickets: [
        {
          court: "1 JPL SANTIAGO",
          rol: "Z5795 - 2018",
          reason: "Exceso de velocidad",
          commune: "SANTIAGO",
          amount: 592000,
        },
      ],
    }),
    tag: found({
      rut: "12076432-2",
      debts: [
        { company: "Vespucio Sur", amount: 100, location: "Pórtico 3", date: "2026-01-01" },
        { company: "Vespucio Sur", amount: 50, location: "Pórtico 9", date: "2026-02-01" },
      ],
    }),
    crossings: found({
      charges: [{ date: "2026-01-05", company: "Vespucio Sur", amount: 3000, payBy: "2026-02-04" }],
    }),
  },
} as unknown as VehicleReport;

describe("withoutOwner", () => {
  const reasons = ["retention", "opposition"] as const;

  // What each section keeps once the owner goes, for either reason.
  it.each([
    ["vehicle", { data: { owner: null, make: "SUBARU", chassis: "JF1VA2M67E9812345" } }],
    ["soap", { data: { company: "HDI", policyNumber: null, since: "2026-01-01", to: "2027-01-01" } }],
    [
      "trafficFines",
      {
        data: {
          tickets: [
            { court: null, rol: null, reason: "Exceso de velocidad", commune: "SANTIAGO", amount: 592000 },
          ],
        },
      },
    ],
    [
      "tag",
      { data: { rut: null, debts: [{ company: "Vespucio Sur", amount: 150, location: null, date: null }] } },
    ],
    [
      "crossings",
      { data: { charges: [{ date: null, company: "Vespucio Sur", amount: 3000, payBy: "2026-02-04" }] } },
    ],
  ] as const)("%s keeps %j", (key, kept) => {
    for (const reason of reasons)
      expect(withoutOwner(report, reason).sections[key]).toEqual({ ...report.sections[key], ...kept });
  });

  it.each(reasons)(
    "says why (%s), keeps the score, and spells out nothing that leads to the person",
    (reason) => {
      const kept = withoutOwner(report, reason);
      expect(kept.ownerRemoved).toBe(reason);
      expect(kept.score).toBe(64);
      expect(JSON.stringify(kept)).not.toMatch(/ANA SOTO|12076432|Pórtico|2026-01-05|8238391|Z5795|JPL/);
    },
  );

  it("leaves sections without data as they are", () => {
    const empty = {
      ...report,
      sections: {
        vehicle: { status: "not_found", source: "Boostr", consultedAt: at },
        soap: { status: "not_found", source: "Boostr", consultedAt: at },
        trafficFines: { status: "unavailable", reason: "timeout", source: "Boostr", consultedAt: at },
        tag: { status: "unavailable", reason: "timeout", source: "Boostr", consultedAt: at },
        crossings: { status: "unavailable", reason: "timeout", source: "Boostr", consultedAt: at },
      },
    } as unknown as VehicleReport;
    const kept = withoutOwner(empty, "retention");
    expect(kept.sections).toEqual(empty.sections);
    expect(kept.ownerRemoved).toBe("retention");
  });
});

describe("ownerRutOf", () => {
  const withVehicle = (vehicle: unknown) =>
    ({ ...report, sections: { ...report.sections, vehicle } }) as unknown as VehicleReport;
  it.each([
    ["an owner with a RUT", report, "12076432-2"],
    ["an owner without a RUT", withVehicle(found({ owner: { fullName: "ANA SOTO", rut: null } })), null],
    ["no owner (removed, or none on record)", withVehicle(found({ owner: null })), null],
    ["no vehicle data", withVehicle({ status: "not_found", source: "Boostr", consultedAt: at }), null],
  ])("%s -> %j", (_, given, rut) => {
    expect(ownerRutOf(given)).toBe(rut);
  });
});
