import { assembleReport } from "#domain/report/assemble";
import type {
  Inspection,
  Lookup,
  ReportSections,
  Section,
  TrafficTicket,
  Vehicle,
} from "#domain/report/model";
import type { VehicleReport } from "#domain/report/vehicle-report";

/** An approved technical inspection due at the end of 2025, with one rejected inspection before it. */
export const inspection = (over: Partial<Inspection> = {}): Inspection => ({
  date: "2024-12-21",
  status: "Aprobada",
  certificate: "B0825000000262728",
  kilometers: 229_980,
  dueDate: "2025-12-31",
  plant: { name: "ECA", location: "SAN CARLOS", code: "AB0825" },
  gasesStatus: "Aprobada",
  gasesDueDate: "2025-12-31",
  history: [
    {
      date: "2023-12-11",
      status: "Rechazada",
      certificate: null,
      kilometers: 214_300,
      dueDate: null,
      plant: null,
    },
  ],
  ...over,
});

const CONSULTED_AT = "2025-08-31T14:05:00.000Z";

/** A section as a report keeps it, consulted by Boostr at one fixed time. */
export const section = <T>(lookup: Lookup<T>): Section<T> => ({
  ...lookup,
  source: "Boostr",
  consultedAt: CONSULTED_AT,
});

/** Every source of a clean 2022 car answering, with nothing to worry about. */
export const cleanSections = (over: Partial<ReportSections> = {}): ReportSections => ({
  vehicle: section({
    status: "found",
    data: {
      plate: "GPDD74",
      make: "SUBARU",
      model: "WRX",
      version: null,
      year: 2022,
      type: null,
      color: "GRIS",
      engineNumber: "H983322",
      engineSize: "2.0",
      transmission: "AUTOMATICA",
      gasType: "GASOLINA",
      chassis: "JF1VA2M67E9812345",
      doors: null,
      kilometers: 98_500,
      manufacturer: null,
      country: null,
      region: null,
      owner: { fullName: "JOSE ANDRES MANUEL MONSALVES", rut: "12076432-2" },
    },
  }),
  soap: section({
    status: "found",
    data: { company: "HDI SEGUROS S.A.", policyNumber: "8238391", since: "2025-03-31", to: "2026-03-31" },
  }),
  inspection: section({ status: "found", data: inspection() }),
  trafficFines: section({ status: "found", data: { tickets: [] } }),
  tag: section({ status: "found", data: { rut: "12076432-2", debts: [] } }),
  plateFines: section({ status: "found", data: { hasFines: false, finesCount: 0, message: null } }),
  crossings: section({ status: "found", data: { charges: [] } }),
  recalls: section({ status: "found", data: { recalls: [] } }),
  valuation: section({ status: "not_found" }),
  theft: section({ status: "unavailable", reason: "not configured" }),
  ...over,
});

/** The day the assembled fixtures are made on. */
/** The pieces the verdict's and the lot's tables build their cases from. */
export const unavailable = section<never>({ status: "unavailable", reason: "timeout" });
export const vehicleOf = (over: Partial<Vehicle>) => {
  const clean = cleanSections().vehicle;
  return clean.status === "found" ? { ...clean, data: { ...clean.data, ...over } } : clean;
};
export const ticket = (amount: number | null): TrafficTicket => ({
  court: "1 JPL SANTIAGO",
  rol: null,
  reason: "Exceso de velocidad",
  commune: "SANTIAGO",
  amount,
});
export const tagDebt = (amount: number) =>
  section({
    status: "found" as const,
    data: { rut: "12076432-2", debts: [{ company: "Costanera Norte", amount, location: null, date: null }] },
  });
export const crossing = (amount: number) =>
  section({
    status: "found" as const,
    data: { charges: [{ date: null, company: "Vespucio Sur", amount, payBy: "2025-09-20" }] },
  });
export const rolledBack = section({ status: "found" as const, data: inspection({ kilometers: 84_200 }) });
export const recall = (title: string) => ({ title, date: null, risk: null, url: null });

export const FIXTURE_TODAY = "2025-08-31";

/** A report assembled from the clean sections with `over` in place, made on FIXTURE_TODAY. */
export function assembledReport(over: Partial<ReportSections> = {}): VehicleReport {
  const result = assembleReport({
    plate: "GPDD74",
    sections: cleanSections(over),
    today: FIXTURE_TODAY,
    now: "2025-08-31T14:05:00.000Z",
  });
  if (!result.ok) throw new Error(result.message);
  return result.report;
}

/**
 * A KMRB80 report as decision 047 stored it, before the verdict and the hard stop (decision 060):
 * 100 - 5 - 25, 'Estado aceptable', the number's own sentence; with the fields of its day, `headline`
 * and `color`, and no `verdict` (decision 100).
 */
export const storedBeforeVerdict = (report: VehicleReport): VehicleReport => {
  const { verdict: _, ...body } = report;
  return {
    ...body,
    score: 70,
    headline: "Estado aceptable",
    deductions: report.deductions.filter((d) => d.rule !== "hardStop"),
    recommendation: "Vehículo aceptable: revisa las observaciones del informe antes de comprar.",
    color: "yellow",
  } as unknown as VehicleReport;
};
