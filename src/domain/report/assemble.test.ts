import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inspection } from "../../../tests/support/report-fixtures";
import { type AssembleResult, assembleReport, hasVehicleData, NO_ALERTS_TEXT } from "./assemble";
import type {
  FiscalValuation,
  Lookup,
  ReportSections,
  Section,
  TheftCheck,
  TrafficTicket,
  Vehicle,
} from "./model";
import type { VehicleReport } from "./vehicle-report";

const TODAY = "2025-08-31";
const NOW = "2025-08-31T14:05:00.000Z";

const section = <T>(lookup: Lookup<T>): Section<T> => ({ ...lookup, source: "test", consultedAt: NOW });
const found = <T>(data: T) => section<T>({ status: "found", data });
const notFound = <T>() => section<T>({ status: "not_found" });
const unavailable = <T>() => section<T>({ status: "unavailable", reason: "timeout" });

const vehicle = (over: Partial<Vehicle> = {}): Vehicle => ({
  plate: "GPDD74",
  make: "SUBARU",
  model: "NEW WRX S AWD CVT 2.0T",
  version: "2.0T",
  year: 2022,
  type: "AUTOMOVIL",
  color: "GRIS",
  engineNumber: "H983322",
  engineSize: "2.0",
  transmission: "AUTOMATICA",
  gasType: "GASOLINA",
  chassis: "JF1VA2M67E9812345",
  doors: 4,
  kilometers: 98_500,
  manufacturer: "SUBARU CORPORATION",
  country: "JAPON",
  region: "METROPOLITANA",
  owner: { fullName: "JOSE ANDRES MANUEL MONSALVES", rut: "12076432-2" },
  ...over,
});

const ticket = (amount: number | null): TrafficTicket => ({
  court: "2 JPL LO ESPEJO",
  rol: "Z5795 - 2018",
  reason: null,
  commune: null,
  amount,
});

/** The sources added after the first six, answering nothing to worry about. */
const laterSections = () => ({
  crossings: found({ charges: [] }),
  recalls: found({ recalls: [] }),
  valuation: notFound<FiscalValuation>(),
  theft: section<TheftCheck>({ status: "unavailable", reason: "not configured" }),
});

const cleanSections = (): ReportSections => ({
  vehicle: found(vehicle()),
  soap: found({
    company: "HDI SEGUROS S.A.",
    policyNumber: "8238391",
    since: "2025-03-31",
    to: "2026-03-31",
  }),
  inspection: found(inspection()),
  trafficFines: found({ tickets: [] }),
  tag: found({ rut: "12076432-2", debts: [] }),
  plateFines: found({ hasFines: false, finesCount: 0, message: null }),
  ...laterSections(),
});

const assemble = (over: Partial<ReportSections> = {}, plate = "gpdd-74"): AssembleResult =>
  assembleReport({ plate, sections: { ...cleanSections(), ...over }, today: TODAY, now: NOW });

const report = (over: Partial<ReportSections> = {}): VehicleReport => {
  const result = assemble(over);
  if (!result.ok) throw new Error(result.message);
  return result.report;
};

describe("assembleReport", () => {
  it("a clean vehicle scores 100 with no alerts", () => {
    const r = report();
    expect(r).toMatchObject({
      plate: "GPDD74",
      generatedAt: NOW,
      score: 100,
      deductions: [],
      verdict: { tone: "green", headline: "Excelente estado" },
      recommendation: "Vehículo recomendable: sus antecedentes no muestran problemas relevantes.",
      securityAlerts: [],
      finesCount: 0,
      finesTotal: 0,
      tagCount: 0,
      tagTotal: 0,
      inspectionVerdict: "valid",
      soapVerdict: "valid",
      vin: { vin: "JF1VA2M67E9812345", validStructure: true, checkDigitOk: null, warnings: [] },
    });
    expect(r.mileage.map((p) => p.kilometers)).toEqual([214_300, 229_980]);
    expect(NO_ALERTS_TEXT).toBe("Vehículo en excelente estado, sin observaciones");
  });

  it.each([
    [
      "expired inspection and SOAP",
      {
        inspection: found(inspection({ dueDate: "2025-08-30" })),
        soap: found({ company: null, policyNumber: null, since: null, to: "2025-05-31" }),
      },
      65,
      ["Revisión técnica vencida", "SOAP no vigente"],
    ],
    [
      "no SOAP on record, no inspection on a 3-year-old car",
      { soap: notFound(), inspection: notFound() },
      85,
      ["Sin SOAP vigente registrado"],
    ],
    [
      "tickets and the plate service: the larger count, the known amounts",
      {
        trafficFines: found({ tickets: [ticket(1_000_000), ticket(null), ticket(600_000)] }),
        plateFines: found({ hasFines: true, finesCount: 5, message: null }),
      },
      80,
      ["5 multas registradas"],
    ],
    [
      "one fine known only to the plate service",
      {
        trafficFines: found({ tickets: [] }),
        plateFines: found({ hasFines: true, finesCount: 1, message: null }),
      },
      90,
      ["1 multa registrada"],
    ],
    [
      "TAG debt",
      {
        tag: found({
          rut: "16746484-K",
          debts: [
            { company: "Costanera Norte", amount: 1_600, location: null, date: null },
            { company: "Autopista Central", amount: 12_720, location: null, date: null },
          ],
        }),
      },
      95,
      ["Deuda TAG por $14.320"],
    ],
    [
      "odometer rolled back",
      {
        inspection: found(
          inspection({
            kilometers: 84_200,
            history: [
              {
                date: "2023-12-11",
                status: "Aprobada",
                certificate: null,
                kilometers: 131_900,
                dueDate: null,
                plant: null,
              },
            ],
          }),
        ),
      },
      // A hard stop: 100 - 25 would be 75, capped inside 'Riesgo alto' (decision 060).
      39,
      ["Posible adulteración del kilometraje: 84.200 km el 21-12-2024 es menos que 131.900 km el 11-12-2023"],
    ],
    [
      "unpaid crossings without a TAG, with their first deadline",
      {
        crossings: found({
          charges: [
            { date: "2025-08-02", company: "Vespucio Sur", amount: 3_100, payBy: "2025-09-01" },
            { date: "2025-07-20", company: "Autopista Central", amount: 12_720, payBy: "2025-08-19" },
          ],
        }),
      },
      95,
      ["Peajes sin TAG impagos por $15.820 (pagar hasta el 19-08-2025)"],
    ],
    [
      "an open recall: an alert that costs nothing",
      {
        recalls: found({
          recalls: [{ title: "Cámara de retroceso", date: "2024-12-11", risk: "Colisión", url: null }],
        }),
      },
      100,
      ["Llamado a revisión abierto: Cámara de retroceso"],
    ],
    ["a theft report, first of all", { theft: found({ reported: true }) }, 39, ["Encargo por robo vigente"]],
    ["no theft report", { theft: found({ reported: false }) }, 100, []],
    [
      "newer sources silent: said, and retried",
      { crossings: unavailable(), recalls: unavailable(), valuation: unavailable() },
      100,
      ["No se pudo verificar: peajes sin TAG", "No se pudo verificar: llamados a revisión"],
    ],
    [
      "newer sources outside the plan: nothing to retry",
      {
        crossings: section({ status: "unavailable", reason: "service not in plan" }),
        recalls: section({ status: "unavailable", reason: "not asked" }),
      },
      100,
      [],
    ],
    [
      "sources that did not answer cost nothing but are reported",
      {
        soap: unavailable(),
        inspection: unavailable(),
        trafficFines: unavailable(),
        plateFines: unavailable(),
        tag: unavailable(),
      },
      100,
      ["No se pudo verificar: SOAP", "No se pudo verificar: multas", "No se pudo verificar: deudas TAG"],
    ],
    [
      "one fine source answering settles the fines",
      { trafficFines: unavailable(), plateFines: found({ hasFines: false, finesCount: 0, message: null }) },
      100,
      [],
    ],
    ["plate service down alone is silent", { plateFines: unavailable() }, 100, []],
    [
      "TAG debt of an unknown amount",
      {
        tag: found({
          rut: null,
          debts: [{ company: "Costanera Norte", amount: 0, location: null, date: null }],
        }),
      },
      95,
      ["Deuda TAG registrada"],
    ],
  ] as const)("%s", (_case, over, score, alerts) => {
    const r = report(over as Partial<ReportSections>);
    expect(r.score).toBe(score);
    expect(r.securityAlerts).toEqual(alerts);
  });

  it("TAG debt and crossings share the bands on their sum", () => {
    const r = report({
      tag: found({
        rut: null,
        debts: [{ company: "Costanera Norte", amount: 400_000, location: null, date: null }],
      }),
      crossings: found({
        charges: [{ date: null, company: "Vespucio Sur", amount: 100_001, payBy: null }],
      }),
    });
    expect(r.deductions).toEqual([
      {
        rule: "tag",
        points: -10,
        reason: "Deuda TAG de $400.000 y peajes sin TAG por $100.001 ($500.001 en total)",
      },
    ]);
    expect(r.securityAlerts).toEqual(["Deuda TAG por $400.000", "Peajes sin TAG impagos por $100.001"]);
  });

  it("fines total is the sum of known ticket amounts and feeds the score", () => {
    const r = report({
      trafficFines: found({ tickets: [ticket(1_000_000), ticket(null), ticket(600_000)] }),
      plateFines: found({ hasFines: true, finesCount: 2, message: null }),
    });
    expect(r.finesCount).toBe(3);
    expect(r.finesTotal).toBe(1_600_000);
    expect(r.deductions).toEqual([{ rule: "fines", points: -20, reason: "3 multas por $1.600.000" }]);
  });

  it.each([
    [2022, "unavailable", []],
    [2015, "unavailable", ["No se pudo verificar: revisión técnica"]],
    [null, "not_found", ["No se pudo verificar: revisión técnica"]],
    [2015, "not_found", ["Sin revisión técnica registrada"]],
  ] as const)("inspection for a %j model that is %s", (year, status, alerts) => {
    const r = report({
      vehicle: found(vehicle({ year })),
      inspection: status === "not_found" ? notFound() : unavailable(),
    });
    expect(r.securityAlerts.filter((a) => /revisión técnica/i.test(a))).toEqual(alerts);
  });

  it.each([
    [
      "North American VIN with a wrong check digit",
      "1HGCM82643A004352",
      2010,
      ["El dígito verificador del VIN no coincide"],
    ],
    ["short chassis number", "ABC123", 2010, ["El VIN no tiene 17 caracteres"]],
    ["short chassis number before 17-character VINs", "ABC123", 1978, []],
    [
      "short chassis number from 1981, when 17 characters became the rule",
      "ABC123",
      1981,
      ["El VIN no tiene 17 caracteres"],
    ],
    ["short chassis number of an unknown year", "ABC123", null, ["El VIN no tiene 17 caracteres"]],
    ["no chassis", null, 2010, []],
    ["blank chassis", "   ", 2010, []],
  ] as const)("%s", (_case, chassis, year, alerts) => {
    const r = report({ vehicle: found(vehicle({ chassis, year })) });
    expect(r.securityAlerts.filter((a) => a.includes("VIN"))).toEqual(alerts);
    expect(r.vin === null).toBe(chassis === null || chassis.trim() === "");
  });

  it("puts every problem in the bullets and explains the score", () => {
    const r = report({
      vehicle: found(vehicle({ year: 2012 })),
      inspection: found(inspection({ dueDate: "2025-01-01" })),
      soap: notFound(),
      trafficFines: found({ tickets: [ticket(2_000_000)] }),
      plateFines: found({ hasFines: true, finesCount: 3, message: null }),
      tag: found({
        rut: null,
        debts: [{ company: "Vespucio Sur", amount: 1_100_000, location: null, date: null }],
      }),
    });
    expect(r.deductions.map((d) => [d.rule, d.points, d.reason])).toEqual([
      ["age", -10, "Vehículo con 13 años de antigüedad"],
      ["inspection", -20, "Revisión técnica vencida"],
      ["soap", -15, "Sin SOAP vigente registrado"],
      ["fines", -20, "3 multas por $2.000.000"],
      ["tag", -15, "Deuda TAG de $1.100.000"],
    ]);
    expect(r.score).toBe(20);
    // No hard stop, but findings and a number in the red band.
    expect(r.verdict).toEqual({ tone: "red", headline: "No confiable" });
    expect(r.securityAlerts).toEqual([
      "Revisión técnica vencida",
      "Sin SOAP vigente registrado",
      "3 multas registradas",
      "Deuda TAG por $1.100.000",
    ]);
  });
});

describe("no vehicle, no report", () => {
  it.each([
    [notFound<Vehicle>(), "vehicle_not_found", "No se encontraron datos para esta patente"],
    [unavailable<Vehicle>(), "vehicle_unavailable", "Error al generar el reporte del vehículo"],
  ])("%j", (vehicleSection, reason, message) => {
    expect(assemble({ vehicle: vehicleSection })).toEqual({ ok: false, reason, message });
    expect(hasVehicleData({ vehicle: vehicleSection })).toBe(false);
  });

  it("has vehicle data when the vehicle was found", () => {
    expect(hasVehicleData(cleanSections())).toBe(true);
  });
});

const lookupOf = <T>(data: fc.Arbitrary<T>): fc.Arbitrary<Section<T>> =>
  fc.oneof(
    data.map((d) => found(d)),
    fc.constant(notFound<T>()),
    fc.constant(unavailable<T>()),
  );

const isoDate = fc
  .date({ min: new Date("2015-01-01"), max: new Date("2027-12-31"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("properties", () => {
  it("any combination of answers assembles, and the score explains itself", () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1970, max: 2026 }), { nil: null }),
        lookupOf(
          fc.record({
            company: fc.constant(null),
            policyNumber: fc.constant(null),
            since: fc.constant(null),
            to: fc.option(isoDate, { nil: null }),
          }),
        ),
        lookupOf(isoDate.map((dueDate) => inspection({ dueDate }))),
        lookupOf(
          fc
            .array(fc.option(fc.nat(3_000_000), { nil: null }), { maxLength: 6 })
            .map((a) => ({ tickets: a.map(ticket) })),
        ),
        lookupOf(fc.record({ hasFines: fc.boolean(), finesCount: fc.nat(10), message: fc.constant(null) })),
        lookupOf(
          fc.array(fc.nat(800_000), { maxLength: 4 }).map((amounts) => ({
            rut: null,
            debts: amounts.map((amount) => ({ company: "X", amount, location: null, date: null })),
          })),
        ),
        (year, soap, insp, trafficFines, plateFines, tag) => {
          const result = assembleReport({
            plate: "BBCL10",
            sections: {
              vehicle: found(vehicle({ year })),
              soap,
              inspection: insp,
              trafficFines,
              plateFines,
              tag,
              ...laterSections(),
            },
            today: TODAY,
            now: NOW,
          });
          if (!result.ok) throw new Error("a found vehicle must assemble");
          const r = result.report;
          expect(r.score).toBe(Math.max(0, 100 + r.deductions.reduce((s, d) => s + d.points, 0)));
          // Anything that cost points other than age is also a bullet the reader can see.
          const nonAge = r.deductions.filter((d) => d.rule !== "age");
          expect(r.securityAlerts.length).toBeGreaterThanOrEqual(nonAge.length);
          expect(r.finesCount).toBeGreaterThanOrEqual(
            trafficFines.status === "found" ? trafficFines.data.tickets.length : 0,
          );
        },
      ),
    );
  });
});
