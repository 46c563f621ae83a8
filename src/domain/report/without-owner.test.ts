import { describe, expect, it } from "vitest";
import type { VehicleReport } from "./assemble";
import { withoutOwner } from "./without-owner";

const at = "2026-11-20T10:00:00.000Z";
const report = {
  plate: "GPDD74",
  score: 64,
  sections: {
    vehicle: {
      status: "found",
      source: "Boostr",
      consultedAt: at,
      data: {
        make: "SUBARU",
        chassis: "JF1VA2M67E9812345",
        owner: { fullName: "ANA SOTO", rut: "12076432-2" },
      },
    },
    tag: {
      status: "found",
      source: "Boostr",
      consultedAt: at,
      data: {
        rut: "12076432-2",
        debts: [
          { company: "Vespucio Sur", amount: 100, location: "Pórtico 3", date: "2026-01-01" },
          { company: "Vespucio Sur", amount: 50, location: "Pórtico 9", date: "2026-02-01" },
        ],
      },
    },
    crossings: {
      status: "found",
      source: "Boostr",
      consultedAt: at,
      data: { charges: [{ date: "2026-01-05", company: "Vespucio Sur", amount: 3000, payBy: "2026-02-04" }] },
    },
  },
} as unknown as VehicleReport;

describe("withoutOwner", () => {
  it.each(["retention", "opposition"] as const)("removes the person and says why (%s)", (reason) => {
    const kept = withoutOwner(report, reason);
    expect(kept.ownerRemoved).toBe(reason);
    expect(kept.sections.vehicle).toMatchObject({
      data: { owner: null, make: "SUBARU", chassis: "JF1VA2M67E9812345" },
    });
    expect(kept.sections.tag).toMatchObject({
      data: { rut: null, debts: [{ company: "Vespucio Sur", amount: 150, location: null, date: null }] },
    });
    expect(kept.sections.crossings).toMatchObject({
      data: { charges: [{ date: null, company: "Vespucio Sur", amount: 3000, payBy: "2026-02-04" }] },
    });
    expect(kept.score).toBe(64);
    expect(JSON.stringify(kept)).not.toMatch(/ANA SOTO|12076432|Pórtico|2026-01-05/);
  });

  it("leaves sections without data as they are", () => {
    const empty = {
      ...report,
      sections: {
        vehicle: { status: "not_found", source: "Boostr", consultedAt: at },
        tag: { status: "unavailable", reason: "timeout", source: "Boostr", consultedAt: at },
        crossings: { status: "unavailable", reason: "timeout", source: "Boostr", consultedAt: at },
      },
    } as unknown as VehicleReport;
    const kept = withoutOwner(empty, "retention");
    expect(kept.sections).toEqual(empty.sections);
    expect(kept.ownerRemoved).toBe("retention");
  });
});
