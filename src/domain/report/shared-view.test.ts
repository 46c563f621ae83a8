import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lastCharacters, ownerInitials, sharedView, totalsByCompany } from "./shared-view";
import type { VehicleReport } from "./vehicle-report";

describe("ownerInitials", () => {
  it.each([
    ["JOSE ANDRES MANUEL MONSALVES", "Jose A. M. M."],
    ["Sebastián Soto Ortiz", "Sebastián S. O."],
    ["ÑUBLE ÁLVAREZ", "Ñuble Á."],
    ["  MARIA   DE LA LUZ  FERNANDEZ DEL RIO ", "Maria L. F. R."],
    ["MADONNA", "Madonna"],
    ["SOTO ORTIZ, SEBASTIAN", "Sebastian S. O."],
    // Particles are never initials of their own.
    ["JUAN DE LAS CASAS", "Juan C."],
    ["ANA DE LOS RIOS", "Ana R."],
    ["PEDRO SOTO Y ORTIZ", "Pedro S. O."],
    ["LUDWIG VAN BEETHOVEN", "Ludwig B."],
    ["OTTO VON BISMARCK", "Otto B."],
    ["LUIS DA SILVA", "Luis S."],
    ["MARCO DI STEFANO", "Marco S."],
    ["ana del campo", "Ana C."],
    ["", ""],
  ])("%j -> %j", (fullName, shown) => {
    expect(ownerInitials(fullName)).toBe(shown);
  });

  it("never spells out any name but the first", () => {
    const word = fc.stringMatching(/^[A-Z]{2,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 5 }), (words) => {
        const shown = ownerInitials(words.join(" "));
        for (const other of words.slice(1)) expect(shown.split(" ").slice(1)).not.toContain(other);
      }),
    );
  });
});

describe("lastCharacters", () => {
  it.each([
    ["JF1VA2M67E9812345", "••••••••••••12345"],
    ["H983322", "••83322"],
    ["123456", "••3456"],
    ["12345", "••345"],
    ["ABC", "••C"],
    ["AB", "••"],
    [" JF1VA2M67E9812345 ", "••••••••••••12345"],
  ])("%j -> %j", (serial, shown) => {
    expect(lastCharacters(serial)).toBe(shown);
  });
});

describe("totalsByCompany", () => {
  it("adds each company's debts and drops where and when", () => {
    expect(
      totalsByCompany([
        { company: "Costanera Norte", amount: 1000, location: "Pórtico P3", date: "2026-10-01" },
        { company: "Autopista Central", amount: 500, location: null, date: "2026-10-02" },
        { company: "Costanera Norte", amount: 250, location: "Pórtico P7", date: "2026-10-03" },
      ]),
    ).toEqual([
      { company: "Costanera Norte", amount: 1250, location: null, date: null },
      { company: "Autopista Central", amount: 500, location: null, date: null },
    ]);
  });
});

const at = "2026-11-20T10:00:00.000Z";
const report = {
  plate: "GPDD74",
  generatedAt: at,
  score: 70,
  sections: {
    vehicle: {
      status: "found",
      source: "Boostr",
      consultedAt: at,
      data: {
        chassis: "JF1VA2M67E9812345",
        engineNumber: "H983322",
        make: "SUBARU",
        owner: { fullName: "JOSE ANDRES MANUEL MONSALVES", rut: "12076432-2" },
      },
    },
    soap: {
      status: "found",
      source: "Boostr",
      consultedAt: at,
      data: { company: "HDI", policyNumber: "8238391", since: null, to: null },
    },
    inspection: { status: "not_found", source: "Boostr", consultedAt: at },
    trafficFines: {
      status: "found",
      source: "Boostr",
      consultedAt: at,
      data: {
        tickets: [
          {
            court: "2 JPL LO ESPEJO",
            rol: "Z5795 - 2018",
            reason: "Velocidad",
            commune: "Lo Espejo",
            amount: 90000,
          },
        ],
      },
    },
    tag: {
      status: "found",
      source: "Boostr",
      consultedAt: at,
      data: {
        rut: "12076432-2",
        debts: [{ company: "Vespucio Sur", amount: 100, location: "P1", date: "2026-01-01" }],
      },
    },
    plateFines: { status: "unavailable", reason: "not configured", source: "x", consultedAt: at },
    crossings: {
      status: "found",
      source: "Boostr",
      consultedAt: at,
      data: {
        charges: [{ date: "2026-11-01", company: "Autopista Central", amount: 12720, payBy: "2026-11-30" }],
      },
    },
    recalls: {
      status: "found",
      source: "Boostr",
      consultedAt: at,
      data: { recalls: [{ title: "Cámara de retroceso", date: "2024-12-11", risk: "Colisión", url: null }] },
    },
  },
  vin: { vin: "JF1VA2M67E9812345", validStructure: true, checkDigitOk: null, warnings: [] },
} as unknown as VehicleReport;

describe("sharedView", () => {
  it("keeps what verifies a sale and leaves the person out", () => {
    const shared = sharedView(report);
    expect(shared.sections.vehicle).toMatchObject({
      data: {
        chassis: "••••••••••••12345",
        engineNumber: "••83322",
        make: "SUBARU",
        owner: { fullName: "Jose A. M. M.", rut: "12.XXX.XXX-X" },
      },
    });
    expect(shared.sections.soap).toMatchObject({ data: { company: "HDI", policyNumber: null } });
    expect(shared.sections.trafficFines).toMatchObject({
      data: {
        tickets: [{ court: null, rol: null, reason: "Velocidad", commune: "Lo Espejo", amount: 90000 }],
      },
    });
    expect(shared.sections.tag).toMatchObject({
      data: { rut: null, debts: [{ company: "Vespucio Sur", amount: 100, location: null, date: null }] },
    });
    // A buyer inherits these amounts and deadlines; the day a gantry saw the car is the driver's.
    expect(shared.sections.crossings).toMatchObject({
      data: { charges: [{ date: null, company: "Autopista Central", amount: 12720, payBy: "2026-11-30" }] },
    });
    expect(shared.sections.recalls).toBe(report.sections.recalls);
    expect(shared.vin).toEqual({ ...report.vin, vin: "••••••••••••12345" });
    expect(shared.score).toBe(70);
    expect(JSON.stringify(shared)).not.toMatch(/MONSALVES|MANUEL|ANDRES|12076432|8238391|Z5795|JF1VA2M67E9/);
  });

  it("leaves the stored report as it was, and sections without data as they are", () => {
    const before = structuredClone(report);
    const shared = sharedView(report);
    expect(report).toEqual(before);
    expect(shared.sections.inspection).toBe(report.sections.inspection);
    expect(shared.sections.plateFines).toBe(report.sections.plateFines);
  });

  it("shows a section the sources did not answer as it is", () => {
    const missing = { status: "not_found", source: "Boostr", consultedAt: "2026-01-01T00:00:00Z" };
    const empty = {
      ...report,
      sections: {
        ...report.sections,
        vehicle: missing,
        soap: missing,
        trafficFines: missing,
        tag: missing,
        crossings: missing,
      },
    } as unknown as VehicleReport;
    expect(sharedView(empty).sections).toEqual(empty.sections);
  });
});
