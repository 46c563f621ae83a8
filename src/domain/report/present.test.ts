import { describe, expect, it } from "vitest";
import { checkVin } from "../vin";
import { assembleReport, type VehicleReport } from "./assemble";
import type { Lookup, Section } from "./model";
import { presentReport, vinNote } from "./present";
import { sharedView } from "./shared-view";

const NOW = "2025-08-31T14:05:00.000Z";
const found = <T>(data: T): Section<T> => ({ status: "found", data, source: "test", consultedAt: NOW });
const none = <T>(): Section<T> => ({
  ...({ status: "not_found" } as Lookup<T>),
  source: "test",
  consultedAt: NOW,
});

/** A report with an owner and a policy, as assembleReport makes it. */
function assembleFixture(): VehicleReport {
  const result = assembleReport({
    plate: "GPDD74",
    today: "2025-08-31",
    now: NOW,
    sections: {
      vehicle: found({
        plate: "GPDD74",
        make: "SUBARU",
        model: "WRX",
        version: null,
        year: 2022,
        type: null,
        color: null,
        engineNumber: "H983322",
        engineSize: null,
        transmission: null,
        gasType: null,
        chassis: "JF1VA2M67E9812345",
        doors: null,
        kilometers: null,
        manufacturer: null,
        country: null,
        region: null,
        owner: { fullName: "JOSE ANDRES MANUEL MONSALVES", rut: "12076432-2" },
      }),
      soap: found({ company: "HDI", policyNumber: "8238391", since: "2025-03-31", to: "2026-03-31" }),
      inspection: none(),
      trafficFines: found({ tickets: [] }),
      tag: found({ rut: "12076432-2", debts: [] }),
      plateFines: found({ hasFines: false, finesCount: 0, message: null }),
    },
  });
  if (!result.ok) throw new Error("fixture did not assemble");
  return result.report;
}

describe("vinNote", () => {
  it.each([
    ["no VIN", null, null],
    // A North American VIN whose check digit is right.
    [
      "checked whole",
      checkVin("1M8GDM9AXKP042788"),
      "Revisamos el VIN: 17 caracteres válidos y dígito verificador correcto.",
    ],
    [
      "structure only",
      checkVin("9BWZZZ377VT004251"),
      "Revisamos el VIN: 17 caracteres válidos (su dígito verificador solo se comprueba en autos norteamericanos).",
    ],
    // Problems are warnings of their own: no reassuring note beside them.
    ["too short", checkVin("9BWZZZ377VT0042"), null],
    ["wrong check digit", checkVin("1M8GDM9A1KP042788"), null],
  ])("%s", (_case, vin, note) => {
    expect(vinNote(vin)).toBe(note);
  });

  it("never claims that the VIN matches the plate", () => {
    for (const vin of ["1M8GDM9AXKP042788", "9BWZZZ377VT004251"])
      expect(vinNote(checkVin(vin))).not.toMatch(/patente/i);
  });
});

describe("presentReport for the shared link and the author", () => {
  const base = assembleFixture();
  const rows = (report: VehicleReport, shared: boolean) =>
    presentReport(report, { shared }).sections.flatMap((s) => s.rows.map((r) => [r.label, r.value]));

  it("the shared view has no policy row; the author's has the policy", () => {
    expect(rows(base, false)).toContainEqual(["Póliza", "8238391"]);
    expect(rows(sharedView(base), true).map(([label]) => label)).not.toContain("Póliza");
  });

  it.each([
    ["retention", "Eliminado: los datos del propietario se guardan 12 meses"],
    ["opposition", "Oculto a solicitud del titular"],
  ] as const)("an owner removed by %s says why, in both views", (reason, text) => {
    const removed = { ...base, ownerRemoved: reason };
    for (const shared of [false, true]) {
      expect(rows(removed, shared)).toContainEqual(["Propietario actual", text]);
      expect(rows(removed, shared)).toContainEqual(["RUT", text]);
    }
  });
});
