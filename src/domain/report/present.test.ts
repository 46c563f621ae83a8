import { describe, expect, it } from "vitest";
import { inspection } from "../../../tests/support/report-fixtures";
import { checkVin } from "../vin";
import { assembleReport } from "./assemble";
import { NOT_CHECKED } from "./categories";
import type {
  Inspection,
  Lookup,
  PlateFines,
  PresentedSection,
  ReportSections,
  Section,
  Soap,
  TagDebt,
  TagDebts,
  TrafficFines,
  TrafficTicket,
  Vehicle,
} from "./model";
import { SOURCE_NOT_IN_PLAN, SOURCE_UNEXPECTED_ANSWER } from "./model";
import { type PresentedReport, presentReport, vinNote } from "./present";
import { sharedView } from "./shared-view";
import type { VehicleReport } from "./vehicle-report";

const TODAY = "2025-08-31";
// 10:05 in Santiago, which keeps UTC-4 until the first Sunday of September.
const NOW = "2025-08-31T14:05:00.000Z";
const NOW_SHOWN = "31-08-2025 10:05";

type Consulted = { source?: string; consultedAt?: string };
const section = <T>(lookup: Lookup<T>, at: Consulted = {}): Section<T> => ({
  ...lookup,
  source: "Boostr",
  consultedAt: NOW,
  ...at,
});
const found = <T>(data: T, at?: Consulted): Section<T> => section<T>({ status: "found", data }, at);
const none = <T>(at?: Consulted): Section<T> => section<T>({ status: "not_found" }, at);
const unavailable = <T>(reason = "timeout", at?: Consulted): Section<T> =>
  section<T>({ status: "unavailable", reason }, at);

const vehicle = (over: Partial<Vehicle> = {}): Vehicle => ({
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
  ...over,
});

const soap = (over: Partial<Soap> = {}): Soap => ({
  company: "HDI SEGUROS S.A.",
  policyNumber: "8238391",
  since: "2025-03-31",
  to: "2026-03-31",
  ...over,
});

const ticket = (over: Partial<TrafficTicket> = {}): TrafficTicket => ({
  court: "1 JPL SANTIAGO",
  rol: "Z5795-2018",
  reason: "Exceso de velocidad",
  commune: "SANTIAGO",
  amount: 1_000_000,
  ...over,
});

const debt = (company: string, amount: number): TagDebt => ({
  company,
  amount,
  location: "Pórtico P3",
  date: "2025-07-01",
});

const cleanSections = (vehicleOver: Partial<Vehicle> = {}): ReportSections => ({
  vehicle: found(vehicle(vehicleOver)),
  soap: found(soap()),
  inspection: found(inspection()),
  trafficFines: found({ tickets: [] }),
  tag: found({ rut: "12076432-2", debts: [] }),
  plateFines: found({ hasFines: false, finesCount: 0, message: null }),
  crossings: found({ charges: [] }),
  recalls: found({ recalls: [] }),
  valuation: none(),
  theft: unavailable("not configured"),
});

/** A report as assembleReport makes it, from the clean sections with some replaced. */
function build(
  over: Partial<ReportSections> = {},
  vehicleOver: Partial<Vehicle> = {},
  at: { today?: string; now?: string } = {},
): VehicleReport {
  const result = assembleReport({
    plate: "gpdd-74",
    today: at.today ?? TODAY,
    now: at.now ?? NOW,
    sections: { ...cleanSections(vehicleOver), ...over },
  });
  if (!result.ok) throw new Error("fixture did not assemble");
  return result.report;
}

/** A report with an owner and a policy, as assembleReport makes it. */
const assembleFixture = (): VehicleReport => build({ inspection: none() });

const present = (report: VehicleReport, shared = false): PresentedReport => presentReport(report, { shared });

function sectionOf(report: VehicleReport, key: PresentedSection["key"], shared = false): PresentedSection {
  const found = present(report, shared).sections.find((s) => s.key === key);
  if (!found) throw new Error(`no ${key} section`);
  return found;
}

const rowsOf = (report: VehicleReport, key: PresentedSection["key"], shared = false) =>
  sectionOf(report, key, shared).rows;

const SCANNER_NOTE =
  "Te recomendamos validar el VIN, el número de chasis y la patente con un escáner antes de comprar.";
const STRUCTURE_ONLY_NOTE =
  "Revisamos el VIN: 17 caracteres válidos (su dígito verificador solo se comprueba en autos norteamericanos).";
const CHECKED_WHOLE_NOTE = "Revisamos el VIN: 17 caracteres válidos y dígito verificador correcto.";

describe("vinNote", () => {
  it.each([
    ["no VIN", null, null],
    // A North American VIN whose check digit is right.
    ["checked whole", checkVin("1M8GDM9AXKP042788"), CHECKED_WHOLE_NOTE],
    ["structure only", checkVin("9BWZZZ377VT004251"), STRUCTURE_ONLY_NOTE],
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

describe("presentReport of a clean car, as its author sees it", () => {
  // Built inside each test: a report presented while the tests are being collected hides mutants.
  const presented = (): PresentedReport => present(build());

  it("has its sections in the order the report shows them, the transfer's last", () => {
    expect(presented().sections.map((s) => [s.key, s.title])).toEqual([
      ["vehicle", "Información del vehículo"],
      ["legal", "Situación legal"],
      ["usage", "Historial de uso"],
      ["inspection", "Revisión técnica y seguro"],
      ["tag", "Deuda TAG (autopistas)"],
      ["crossings", "Peajes sin TAG"],
      ["recalls", "Llamados a revisión"],
      ["valuation", "Tasación fiscal y permiso de circulación"],
      ["theft", "Encargo por robo"],
      ["transfer", "Qué revisar al transferir"],
    ]);
  });

  it("summarises a perfect score with no alerts: not 'sin observaciones' while theft is not checked", () => {
    const { summary } = presented();
    expect({ ...summary, categories: summary.categories.map((row) => [row.key, row.state]) }).toEqual({
      score: 100,
      verdict: { tone: "green", headline: "Excelente estado" },
      recommendation: "Vehículo recomendable: sus antecedentes no muestran problemas relevantes.",
      categories: [
        ["theft", "unknown"],
        ["soap", "ok"],
        ["inspection", "ok"],
        ["fines", "ok"],
        ["tolls", "ok"],
        ["mileage", "ok"],
        ["recalls", "ok"],
        ["owner", "ok"],
      ],
      notChecked: NOT_CHECKED,
      alerts: [],
      noAlerts: {
        text: "Sin alertas en lo que este informe pudo revisar. No verificado: robo.",
        tone: "neutral",
      },
      partial: null,
      deductions: [],
      similar: null,
    });
  });

  it("says 'sin observaciones', in green, once every category was checked", () => {
    const { summary } = present(build({ theft: found({ reported: false }) }));
    expect(summary.noAlerts).toEqual({
      text: "Vehículo en excelente estado, sin observaciones",
      tone: "green",
    });
  });

  it("lists what the report does not check once, and no 'Próximamente' anywhere", () => {
    const { summary, sections } = presented();
    expect(summary.notChecked.title).toBe("Lo que este informe no revisa");
    expect(JSON.stringify(sections)).not.toMatch(/Próximamente|Historial de propietarios/);
  });

  it("describes the vehicle", () => {
    expect(presented().sections[0]).toEqual({
      key: "vehicle",
      title: "Información del vehículo",
      provenance: `Fuente: Boostr · consultado el ${NOW_SHOWN}`,
      status: { text: "SUBARU WRX", tone: "neutral" },
      rows: [
        { label: "Patente", value: "GPDD74" },
        { label: "Marca", value: "SUBARU" },
        { label: "Modelo", value: "WRX" },
        { label: "Año", value: "2022" },
        { label: "Color", value: "GRIS" },
        { label: "Cilindrada", value: "2.0" },
        { label: "Transmisión", value: "AUTOMATICA" },
        { label: "Combustible", value: "GASOLINA" },
        { label: "VIN", value: "JF1VA2M67E9812345" },
        { label: "Número de motor", value: "H983322" },
        { label: "Número de chasis", value: "JF1VA2M67E9812345" },
      ],
      lists: [],
      links: [],
      notes: [STRUCTURE_ONLY_NOTE, SCANNER_NOTE],
      warnings: [],
    } satisfies PresentedSection);
  });

  it("says there are no fines", () => {
    expect(presented().sections[1]).toEqual({
      key: "legal",
      title: "Situación legal",
      provenance: `Fuente: Boostr · consultado el ${NOW_SHOWN}`,
      status: { text: "Sin multas", tone: "green" },
      rows: [{ label: "Servicio de multas por patente", value: "Sin multas" }],
      lists: [],
      links: [],
      notes: [],
      warnings: [],
    } satisfies PresentedSection);
  });

  it("shows the owner with a formatted RUT and the odometer readings", () => {
    expect(presented().sections[2]).toEqual({
      key: "usage",
      title: "Historial de uso",
      provenance: `Fuente: Boostr · consultado el ${NOW_SHOWN}`,
      status: { text: "JOSE ANDRES MANUEL MONSALVES", tone: "neutral" },
      rows: [
        { label: "Propietario actual", value: "JOSE ANDRES MANUEL MONSALVES" },
        { label: "RUT", value: "12.076.432-2" },
      ],
      lists: [
        {
          title: "Kilometraje registrado",
          items: ["11-12-2023: 214.300 km (Revisión técnica)", "21-12-2024: 229.980 km (Revisión técnica)"],
        },
      ],
      links: [],
      notes: [],
      warnings: [],
    } satisfies PresentedSection);
  });

  it("shows an approved inspection and a valid SOAP with its days left", () => {
    expect(presented().sections[3]).toEqual({
      key: "inspection",
      title: "Revisión técnica y seguro",
      provenance: `Fuente: Boostr · consultado el ${NOW_SHOWN}`,
      status: { text: "Aprobada", tone: "green" },
      rows: [
        { label: "Revisión técnica", value: "Aprobada" },
        { label: "Fecha de revisión", value: "21-12-2024" },
        { label: "Vencimiento", value: "31-12-2025" },
        { label: "Planta", value: "ECA, SAN CARLOS" },
        { label: "Certificado", value: "B0825000000262728" },
        { label: "Kilometraje", value: "229.980 km" },
        { label: "Gases", value: "Aprobada", tone: "green" },
        { label: "SOAP", value: "Vigente", tone: "green" },
        { label: "Aseguradora", value: "HDI SEGUROS S.A." },
        { label: "Póliza", value: "8238391" },
        { label: "Vigencia", value: "31-03-2025 al 31-03-2026" },
        { label: "Días restantes", value: "212" },
      ],
      lists: [],
      links: [],
      notes: [],
      warnings: [],
    } satisfies PresentedSection);
    // An approved inspection's row is not coloured: the green is the section's headline.
    expect(presented().sections[3]?.rows[0]?.tone).toBeUndefined();
  });

  it("says there is no TAG debt", () => {
    expect(presented().sections[4]).toEqual({
      key: "tag",
      title: "Deuda TAG (autopistas)",
      provenance: `Fuente: Boostr · consultado el ${NOW_SHOWN}`,
      status: { text: "Sin deudas", tone: "green" },
      rows: [],
      lists: [],
      links: [],
      notes: [],
      warnings: [],
    } satisfies PresentedSection);
  });
});

describe("presentReport of a car with every problem", () => {
  const troubled = (): VehicleReport =>
    build(
      {
        inspection: found(
          inspection({
            date: "2024-08-30",
            dueDate: "2025-08-30",
            kilometers: 200_000,
            gasesStatus: "Rechazada",
            history: [
              {
                date: "2023-08-20",
                status: "Aprobada",
                certificate: null,
                kilometers: 214_300,
                dueDate: null,
                plant: null,
              },
            ],
          }),
        ),
        soap: found(soap({ since: "2024-05-31", to: "2025-05-31" })),
        trafficFines: found({
          tickets: [ticket(), ticket({ reason: null, court: null, commune: "MAIPÚ", amount: null })],
        }),
        plateFines: found({ hasFines: true, finesCount: 2, message: null }),
        tag: found({
          rut: "12076432-2",
          debts: [debt("Costanera Norte", 12_500), debt("Vespucio Sur", 3_000)],
        }),
      },
      { year: 2012, chassis: "9BWZZZ377VT0042" },
    );
  const ROLLBACK =
    "Posible adulteración del kilometraje: 200.000 km el 30-08-2024 es menos que 214.300 km el 20-08-2023";

  it("summarises the score, its colour, every alert and each deduction as text", () => {
    const { categories: _, notChecked: __, ...summary } = present(troubled()).summary;
    expect(summary).toEqual({
      score: 15,
      // The rollback is a hard stop: it makes the verdict, whatever else is wrong.
      verdict: { tone: "red", headline: "Riesgo alto" },
      recommendation: "Posible adulteración del kilometraje: no lo compres sin una inspección independiente.",
      alerts: [
        "Revisión técnica vencida",
        "SOAP no vigente",
        "2 multas registradas",
        "Deuda TAG por $15.500",
        ROLLBACK,
        "El VIN no tiene 17 caracteres",
      ],
      noAlerts: null,
      partial: null,
      deductions: [
        { points: "−10", reason: "Vehículo con 13 años de antigüedad" },
        { points: "−20", reason: "Revisión técnica vencida" },
        { points: "−15", reason: "SOAP no vigente" },
        { points: "−10", reason: "2 multas por $1.000.000" },
        { points: "−5", reason: "Deuda TAG de $15.500" },
        { points: "−25", reason: ROLLBACK },
      ],
      similar: null,
    });
  });

  it("withholds a VIN that is not one, keeps the chassis as given and warns about it", () => {
    const vehicleSection = sectionOf(troubled(), "vehicle");
    expect(vehicleSection.rows.filter((r) => r.label === "VIN" || r.label === "Número de chasis")).toEqual([
      { label: "VIN", value: "No disponible" },
      { label: "Número de chasis", value: "9BWZZZ377VT0042" },
    ]);
    expect(vehicleSection.notes).toEqual([SCANNER_NOTE]);
    expect(vehicleSection.warnings).toEqual(["El VIN no tiene 17 caracteres"]);
  });

  it("lists the fines with their partial total", () => {
    expect(sectionOf(troubled(), "legal")).toMatchObject({
      status: { text: "2 multas", tone: "red" },
      rows: [
        { label: "Total parcial", value: "$1.000.000" },
        { label: "Servicio de multas por patente", value: "2 multas" },
      ],
      lists: [
        { title: "Multas", items: ["Exceso de velocidad · SANTIAGO · 1 JPL SANTIAGO · $1.000.000", "MAIPÚ"] },
      ],
      notes: [],
      warnings: [],
    });
  });

  it("warns about the rolled-back odometer in the usage section, and about nothing else there", () => {
    const usage = sectionOf(troubled(), "usage");
    expect(usage.lists).toEqual([
      {
        title: "Kilometraje registrado",
        items: ["20-08-2023: 214.300 km (Revisión técnica)", "30-08-2024: 200.000 km (Revisión técnica)"],
      },
    ]);
    expect(usage.warnings).toEqual([ROLLBACK]);
  });

  it("shows the expired inspection, its failed gases and the lapsed SOAP in red", () => {
    expect(sectionOf(troubled(), "inspection")).toEqual({
      key: "inspection",
      title: "Revisión técnica y seguro",
      provenance: `Fuente: Boostr · consultado el ${NOW_SHOWN}`,
      lists: [],
      links: [],
      notes: [],
      warnings: [],
      status: { text: "Vencida", tone: "red" },
      rows: [
        { label: "Revisión técnica", value: "Vencida", tone: "red" },
        { label: "Fecha de revisión", value: "30-08-2024" },
        { label: "Vencimiento", value: "30-08-2025" },
        { label: "Plazo", value: "Vencida hace 1 día", tone: "red" },
        { label: "Planta", value: "ECA, SAN CARLOS" },
        { label: "Certificado", value: "B0825000000262728" },
        { label: "Kilometraje", value: "200.000 km" },
        { label: "Gases", value: "Rechazada", tone: "red" },
        { label: "SOAP", value: "No vigente", tone: "red" },
        { label: "Aseguradora", value: "HDI SEGUROS S.A." },
        { label: "Póliza", value: "8238391" },
        { label: "Vigencia", value: "31-05-2024 al 31-05-2025" },
      ],
    });
  });

  it("shows the TAG debts, their total and each company", () => {
    expect(sectionOf(troubled(), "tag")).toMatchObject({
      status: { text: "2 deudas por $15.500", tone: "red" },
      rows: [{ label: "Total", value: "$15.500" }],
      lists: [{ title: "Deudas", items: ["Costanera Norte: $12.500", "Vespucio Sur: $3.000"] }],
      notes: [],
      warnings: [],
    });
  });

  it("on the shared link: no court, debts by company, masked serials and owner, no policy", () => {
    const shared = present(sharedView(troubled()), true);
    const byKey = Object.fromEntries(shared.sections.map((s) => [s.key, s]));
    expect(byKey.legal?.lists).toEqual([
      { title: "Multas", items: ["Exceso de velocidad · SANTIAGO · $1.000.000", "MAIPÚ"] },
    ]);
    expect(byKey.usage?.rows).toEqual([
      { label: "Propietario actual", value: "Jose A. M. M." },
      { label: "RUT", value: "12.XXX.XXX-X" },
    ]);
    expect(byKey.usage?.status).toEqual({ text: "Jose A. M. M.", tone: "neutral" });
    expect(byKey.inspection?.rows.map((r) => r.label)).toEqual([
      "Revisión técnica",
      "Fecha de revisión",
      "Vencimiento",
      "Plazo",
      "Planta",
      "Certificado",
      "Kilometraje",
      "Gases",
      "SOAP",
      "Aseguradora",
      "Vigencia",
    ]);
    // The same summary, but for the owner's row, which names the owner as the shared view does.
    const owner = (summary: PresentedReport["summary"]) =>
      summary.categories.find((row) => row.key === "owner");
    expect({ ...shared.summary, categories: [] }).toEqual({ ...present(troubled()).summary, categories: [] });
    expect(owner(shared.summary)?.text).toBe("Jose A. M. M.; comprueba que sea quien vende");
    expect(shared.summary.categories.filter((row) => row.key !== "owner")).toEqual(
      present(troubled()).summary.categories.filter((row) => row.key !== "owner"),
    );
  });
});

describe("presentReport for the shared link and the author", () => {
  const base = (): VehicleReport => assembleFixture();
  const rows = (report: VehicleReport, shared: boolean) =>
    presentReport(report, { shared }).sections.flatMap((s) => s.rows.map((r) => [r.label, r.value]));

  it("the shared view has no policy row; the author's has the policy", () => {
    expect(rows(base(), false)).toContainEqual(["Póliza", "8238391"]);
    expect(rows(sharedView(base()), true).map(([label]) => label)).not.toContain("Póliza");
  });

  it("the shared view shows the serials by their last characters only", () => {
    expect(rowsOf(sharedView(base()), "vehicle", true).slice(-3)).toEqual([
      { label: "VIN", value: "••••••••••••12345" },
      { label: "Número de motor", value: "••83322" },
      { label: "Número de chasis", value: "••••••••••••12345" },
    ]);
  });

  it.each([
    ["retention", "Eliminado: los datos del propietario se guardan 12 meses"],
    ["opposition", "Oculto a solicitud del titular"],
  ] as const)("an owner removed by %s says why, in both views", (reason, text) => {
    const removed = { ...base(), ownerRemoved: reason };
    for (const shared of [false, true]) {
      expect(rows(removed, shared)).toContainEqual(["Propietario actual", text]);
      expect(rows(removed, shared)).toContainEqual(["RUT", text]);
      expect(sectionOf(removed, "usage", shared).status).toEqual({ text, tone: "neutral" });
    }
  });

  it.each([
    ["author, stored RUT", "12076432-2", false, "12.076.432-2"],
    ["author, RUT with a K", "5126663-K", false, "5.126.663-K"],
    ["author, a RUT that cannot be read is shown as given", "RUT 12-X", false, "RUT 12-X"],
    ["shared, the masked RUT as sharedView left it", "12.XXX.XXX-X", true, "12.XXX.XXX-X"],
    // The shared view is never re-formatted: it shows exactly what the view let through.
    ["shared, never re-formatted", "12076432-2", true, "12076432-2"],
    ["author, no RUT", null, false, "No disponible"],
    ["shared, no RUT", null, true, "No disponible"],
    ["author, an empty RUT", "", false, "No disponible"],
  ])("RUT row: %s", (_case, rut, shared, shown) => {
    const report = build({}, { owner: { fullName: "ANA PEREZ", rut } });
    expect(rowsOf(report, "usage", shared)[1]).toEqual({ label: "RUT", value: shown });
  });

  it.each([false, true])("a vehicle without an owner on record (shared: %s)", (shared) => {
    const report = build({}, { owner: null });
    expect(sectionOf(report, "usage", shared)).toMatchObject({
      status: { text: "No disponible", tone: "neutral" },
      rows: [
        { label: "Propietario actual", value: "No disponible" },
        { label: "RUT", value: "No disponible" },
      ],
    });
  });
});

describe("the vehicle section", () => {
  it.each([
    ["make and model", { make: "SUBARU", model: "WRX" }, "SUBARU WRX"],
    ["make only", { make: "SUBARU", model: null }, "SUBARU"],
    ["model only", { make: "", model: "WRX" }, "WRX"],
    ["neither", { make: null, model: null }, "No disponible"],
    ["both empty", { make: "", model: "" }, "No disponible"],
  ])("headline with %s", (_case, over, text) => {
    expect(sectionOf(build({}, over), "vehicle").status).toEqual({ text, tone: "neutral" });
  });

  it("shows 'No disponible' for every value the source left out, and a model year as given", () => {
    const report = build(
      {},
      {
        make: null,
        model: "",
        year: null,
        color: null,
        engineSize: "",
        transmission: null,
        gasType: null,
        chassis: null,
        engineNumber: null,
      },
    );
    expect(rowsOf(report, "vehicle")).toEqual([
      { label: "Patente", value: "GPDD74" },
      { label: "Marca", value: "No disponible" },
      { label: "Modelo", value: "No disponible" },
      { label: "Año", value: "No disponible" },
      { label: "Color", value: "No disponible" },
      { label: "Cilindrada", value: "No disponible" },
      { label: "Transmisión", value: "No disponible" },
      { label: "Combustible", value: "No disponible" },
      { label: "VIN", value: "No disponible" },
      { label: "Número de motor", value: "No disponible" },
      { label: "Número de chasis", value: "No disponible" },
    ]);
  });

  it.each([
    // chassis, VIN row, notes, warnings
    ["a VIN outside North America", "9BWZZZ377VT004251", "9BWZZZ377VT004251", [STRUCTURE_ONLY_NOTE], []],
    [
      "a North American VIN with its check digit",
      "1M8GDM9AXKP042788",
      "1M8GDM9AXKP042788",
      [CHECKED_WHOLE_NOTE],
      [],
    ],
    [
      "a wrong check digit",
      "1M8GDM9A1KP042788",
      // The structure is sound, so the VIN still shows; the warning says what is wrong with it.
      "1M8GDM9A1KP042788",
      [],
      ["El dígito verificador del VIN no coincide"],
    ],
    [
      "a chassis number too short for a VIN",
      "9BWZZZ377VT0042",
      "No disponible",
      [],
      ["El VIN no tiene 17 caracteres"],
    ],
    ["no chassis number", null, "No disponible", [], []],
    ["a blank chassis number", "   ", "No disponible", [], []],
  ])("%s", (_case, chassis, vinShown, vinNotes, warnings) => {
    const vehicleSection = sectionOf(build({}, { chassis }), "vehicle");
    expect(vehicleSection.rows.find((r) => r.label === "VIN")).toEqual({ label: "VIN", value: vinShown });
    // The scanner advice is always there, last.
    expect(vehicleSection.notes).toEqual([...vinNotes, SCANNER_NOTE]);
    expect(vehicleSection.warnings).toEqual(warnings);
  });

  it("a stored report whose vehicle record is gone shows 'No disponible' rather than breaking", () => {
    const report = build();
    const gone: VehicleReport = { ...report, sections: { ...report.sections, vehicle: unavailable() } };
    const presented = present(gone);
    expect(presented.sections[0]?.status).toEqual({ text: "No disponible", tone: "neutral" });
    expect(presented.sections[0]?.rows.slice(1).every((r) => r.value === "No disponible")).toBe(true);
    expect(presented.sections[2]?.rows.slice(0, 2)).toEqual([
      { label: "Propietario actual", value: "No disponible" },
      { label: "RUT", value: "No disponible" },
    ]);
    // The inspection still speaks for itself.
    expect(presented.sections[3]?.status.text).toBe("Aprobada");
    expect(presented.summary.partial).toBeNull();
  });
});

describe("the legal section", () => {
  const noTickets = found({ tickets: [] });
  const plate = (finesCount: number) => found({ hasFines: finesCount > 0, finesCount, message: null });

  it.each([
    // case, plateFines, trafficFines, status text, tone, rows, list items, notes
    [
      "both sources clean",
      plate(0),
      noTickets,
      "Sin multas",
      "green",
      [["Servicio de multas por patente", "Sin multas"]],
      null,
      [],
    ],
    [
      "nothing on record at the plate service",
      none<PlateFines>(),
      noTickets,
      "Sin multas",
      "green",
      [["Servicio de multas por patente", "Sin multas"]],
      null,
      [],
    ],
    [
      "neither source answered",
      unavailable<PlateFines>(),
      unavailable<TrafficFines>(),
      "No disponible",
      "neutral",
      [["Servicio de multas por patente", "No disponible"]],
      null,
      [],
    ],
    [
      "a plate service this deployment does not have",
      unavailable<PlateFines>("not configured"),
      noTickets,
      "Sin multas",
      "green",
      [["Servicio de multas por patente", "No consultado"]],
      null,
      [],
    ],
    [
      "fines known only to the plate service: the detail is pending",
      plate(2),
      noTickets,
      "2 multas",
      "red",
      [["Servicio de multas por patente", "2 multas"]],
      null,
      ["El detalle de las multas estará disponible pronto"],
    ],
    [
      "one fine at the plate service, no ticket answer",
      plate(1),
      unavailable<TrafficFines>(),
      "1 multa",
      "red",
      [["Servicio de multas por patente", "1 multa"]],
      null,
      ["El detalle de las multas estará disponible pronto"],
    ],
    [
      "tickets without amounts: listed, no partial total",
      unavailable<PlateFines>("not configured"),
      found({
        tickets: [ticket({ amount: null }), ticket({ amount: null, reason: "Luz roja", commune: null })],
      }),
      "2 multas",
      "red",
      [["Servicio de multas por patente", "No consultado"]],
      ["Exceso de velocidad · SANTIAGO · 1 JPL SANTIAGO", "Luz roja · 1 JPL SANTIAGO"],
      [],
    ],
    [
      "more tickets than listed: three shown, the partial total is theirs",
      plate(5),
      found({
        tickets: [
          ticket({ amount: 1_500 }),
          ticket({ amount: null }),
          ticket({ amount: 250_000 }),
          ticket({ amount: 9_999_999 }),
          ticket({ amount: 1 }),
        ],
      }),
      "5 multas",
      "red",
      [
        ["Total parcial", "$251.500"],
        ["Servicio de multas por patente", "5 multas"],
      ],
      [
        "Exceso de velocidad · SANTIAGO · 1 JPL SANTIAGO · $1.500",
        "Exceso de velocidad · SANTIAGO · 1 JPL SANTIAGO",
        "Exceso de velocidad · SANTIAGO · 1 JPL SANTIAGO · $250.000",
      ],
      [],
    ],
    [
      "tickets that contradict a clean plate service",
      plate(0),
      found({ tickets: [ticket({ amount: 35_000, court: null, commune: null })] }),
      "1 multa",
      "red",
      [
        ["Total parcial", "$35.000"],
        ["Servicio de multas por patente", "Sin multas"],
      ],
      ["Exceso de velocidad · $35.000"],
      [],
    ],
  ] as const)("%s", (_case, plateFines, trafficFines, text, tone, rows, items, notes) => {
    const legal = sectionOf(build({ plateFines, trafficFines }), "legal");
    expect(legal).toEqual({
      key: "legal",
      title: "Situación legal",
      provenance: `Fuente: Boostr · consultado el ${NOW_SHOWN}`,
      status: { text, tone },
      rows: rows.map(([label, value]) => ({ label, value })),
      lists: items ? [{ title: "Multas", items }] : [],
      links: [],
      notes,
      warnings: [],
    });
  });
});

describe("the usage section", () => {
  it("lists no mileage when no inspection gave a reading", () => {
    expect(sectionOf(build({ inspection: none() }), "usage").lists).toEqual([]);
  });

  it("shows a reading in the thousands with its date and source", () => {
    const report = build({
      inspection: found(inspection({ date: "2025-01-05", kilometers: 1_234_567, history: [] })),
    });
    expect(sectionOf(report, "usage").lists).toEqual([
      { title: "Kilometraje registrado", items: ["05-01-2025: 1.234.567 km (Revisión técnica)"] },
    ]);
  });

  it("carries the rollback warnings of the summary, but not its other alerts", () => {
    const report = build({ soap: none() });
    const alerts = [...report.securityAlerts, "Posible adulteración del kilometraje: de prueba"];
    const usage = sectionOf({ ...report, securityAlerts: alerts }, "usage");
    expect(report.securityAlerts).toEqual(["Sin SOAP vigente registrado"]);
    expect(usage.warnings).toEqual(["Posible adulteración del kilometraje: de prueba"]);
  });
});

describe("the inspection section", () => {
  type RowPair = [string, string, string?];
  const pairs = (rows: PresentedSection["rows"]): RowPair[] =>
    rows.map((r) => (r.tone ? [r.label, r.value, r.tone] : [r.label, r.value]));
  const inspectionRows = (report: VehicleReport): RowPair[] =>
    pairs(rowsOf(report, "inspection")).filter(
      ([label]) => !["SOAP", "Aseguradora", "Póliza", "Vigencia", "Días restantes"].includes(label),
    );

  it.each([
    [
      "due within the warning period: a yellow countdown",
      { dueDate: "2025-09-10" },
      { text: "Aprobada", tone: "green" },
      [
        ["Revisión técnica", "Aprobada"],
        ["Fecha de revisión", "21-12-2024"],
        ["Vencimiento", "10-09-2025"],
        ["Plazo", "10 días restantes", "yellow"],
      ],
    ],
    [
      "due today: still approved, one last day",
      { dueDate: "2025-08-31" },
      { text: "Aprobada", tone: "green" },
      [
        ["Revisión técnica", "Aprobada"],
        ["Fecha de revisión", "21-12-2024"],
        ["Vencimiento", "31-08-2025"],
        ["Plazo", "0 días restantes", "yellow"],
      ],
    ],
    [
      "due exactly 30 days ahead",
      { dueDate: "2025-09-30" },
      { text: "Aprobada", tone: "green" },
      [
        ["Revisión técnica", "Aprobada"],
        ["Fecha de revisión", "21-12-2024"],
        ["Vencimiento", "30-09-2025"],
        ["Plazo", "30 días restantes", "yellow"],
      ],
    ],
    [
      "due in 31 days: no countdown yet",
      { dueDate: "2025-10-01" },
      { text: "Aprobada", tone: "green" },
      [
        ["Revisión técnica", "Aprobada"],
        ["Fecha de revisión", "21-12-2024"],
        ["Vencimiento", "01-10-2025"],
      ],
    ],
    [
      "expired a month ago",
      { dueDate: "2025-07-31" },
      { text: "Vencida", tone: "red" },
      [
        ["Revisión técnica", "Vencida", "red"],
        ["Fecha de revisión", "21-12-2024"],
        ["Vencimiento", "31-07-2025"],
        ["Plazo", "Vencida hace 31 días", "red"],
      ],
    ],
    [
      "a record without dates, on a car that needs no inspection yet",
      { date: null, dueDate: null },
      { text: "No requiere RT", tone: "green" },
      [
        ["Revisión técnica", "No requiere RT"],
        ["Fecha de revisión", "No disponible"],
        ["Vencimiento", "No disponible"],
      ],
    ],
  ] as const)("%s", (_case, over, status, rows) => {
    const report = build({ inspection: found(inspection(over)) });
    expect(sectionOf(report, "inspection").status).toEqual(status);
    // The rows after the dates are those of the clean car.
    expect(inspectionRows(report)).toEqual([
      ...rows,
      ["Planta", "ECA, SAN CARLOS"],
      ["Certificado", "B0825000000262728"],
      ["Kilometraje", "229.980 km"],
      ["Gases", "Aprobada", "green"],
    ]);
  });

  const PLANT: RowPair = ["Planta", "ECA, SAN CARLOS"];
  const CERTIFICATE: RowPair = ["Certificado", "B0825000000262728"];
  const KM: RowPair = ["Kilometraje", "229.980 km"];
  const GASES: RowPair = ["Gases", "Aprobada", "green"];
  it.each<[string, Partial<Inspection>, RowPair[]]>([
    ["no plant", { plant: null }, [["Planta", "No disponible"], CERTIFICATE, KM, GASES]],
    [
      "a plant without its town",
      { plant: { name: "ECA", location: null, code: null } },
      [["Planta", "ECA"], CERTIFICATE, KM, GASES],
    ],
    [
      "a town without the plant's name",
      { plant: { name: "", location: "TALCA", code: null } },
      [["Planta", "TALCA"], CERTIFICATE, KM, GASES],
    ],
    [
      "a plant with neither",
      { plant: { name: null, location: null, code: "X" } },
      [["Planta", "No disponible"], CERTIFICATE, KM, GASES],
    ],
    ["no certificate", { certificate: null }, [PLANT, ["Certificado", "No disponible"], KM, GASES]],
    ["no reading", { kilometers: null }, [PLANT, CERTIFICATE, ["Kilometraje", "No disponible"], GASES]],
    ["a reading of 0", { kilometers: 0 }, [PLANT, CERTIFICATE, ["Kilometraje", "0 km"], GASES]],
    ["no gases result", { gasesStatus: null }, [PLANT, CERTIFICATE, KM]],
    ["a gases result the source could not give", { gasesStatus: "No disponible" }, [PLANT, CERTIFICATE, KM]],
    ["failed gases", { gasesStatus: "RECHAZADO" }, [PLANT, CERTIFICATE, KM, ["Gases", "RECHAZADO", "red"]]],
  ])("%s", (_case, over, shown) => {
    expect(inspectionRows(build({ inspection: found(inspection(over)) })).slice(3)).toEqual(shown);
  });

  it.each([
    ["a car needing no inspection yet", 2022, { text: "No requiere RT", tone: "green" }],
    ["an older car", 2015, { text: "No disponible", tone: "neutral" }],
  ] as const)("no inspection on record for %s: only the status row", (_case, year, status) => {
    const report = build({ inspection: none() }, { year });
    expect(sectionOf(report, "inspection").status).toEqual(status);
    expect(inspectionRows(report)).toEqual([["Revisión técnica", status.text]]);
  });

  it("an unanswered inspection lookup shows as not available, with no rows of its own", () => {
    const report = build({ inspection: unavailable() }, { year: 2010 });
    expect(sectionOf(report, "inspection").status).toEqual({ text: "No disponible", tone: "neutral" });
    expect(inspectionRows(report)).toEqual([["Revisión técnica", "No disponible"]]);
  });
});

describe("the SOAP rows", () => {
  /** The SOAP row and every row after it: the end of the section. */
  const soapRows = (report: VehicleReport, shared = false) => {
    const rows = rowsOf(report, "inspection", shared);
    return rows
      .slice(rows.findIndex((r) => r.label === "SOAP"))
      .map((r) => (r.tone ? [r.label, r.value, r.tone] : [r.label, r.value]));
  };

  it.each([
    [
      "valid, with the days left",
      found(soap({ to: "2025-09-30" })),
      [
        ["SOAP", "Vigente", "green"],
        ["Aseguradora", "HDI SEGUROS S.A."],
        ["Póliza", "8238391"],
        ["Vigencia", "31-03-2025 al 30-09-2025"],
        ["Días restantes", "30"],
      ],
    ],
    [
      "valid tomorrow's last day: one day left",
      found(soap({ to: "2025-09-01" })),
      [
        ["SOAP", "Vigente", "green"],
        ["Aseguradora", "HDI SEGUROS S.A."],
        ["Póliza", "8238391"],
        ["Vigencia", "31-03-2025 al 01-09-2025"],
        ["Días restantes", "1"],
      ],
    ],
    [
      "ending today: still valid, no days left to count",
      found(soap({ to: "2025-08-31" })),
      [
        ["SOAP", "Vigente", "green"],
        ["Aseguradora", "HDI SEGUROS S.A."],
        ["Póliza", "8238391"],
        ["Vigencia", "31-03-2025 al 31-08-2025"],
      ],
    ],
    [
      "lapsed yesterday",
      found(soap({ to: "2025-08-30" })),
      [
        ["SOAP", "No vigente", "red"],
        ["Aseguradora", "HDI SEGUROS S.A."],
        ["Póliza", "8238391"],
        ["Vigencia", "31-03-2025 al 30-08-2025"],
      ],
    ],
    [
      "a policy with its details missing",
      found(soap({ company: null, policyNumber: "", since: null })),
      [
        ["SOAP", "Vigente", "green"],
        ["Aseguradora", "No disponible"],
        ["Póliza", "No disponible"],
        ["Vigencia", "No disponible al 31-03-2026"],
        ["Días restantes", "212"],
      ],
    ],
    ["no SOAP on record", none<Soap>(), [["SOAP", "No vigente", "red"]]],
    ["an unanswered SOAP lookup: no colour, no claim", unavailable<Soap>(), [["SOAP", "No disponible"]]],
    [
      "an answer of the wrong shape says so",
      unavailable<Soap>(SOURCE_UNEXPECTED_ANSWER),
      [["SOAP", "No disponible: respuesta inesperada"]],
    ],
    [
      "a source not in the plan says so",
      unavailable<Soap>(SOURCE_NOT_IN_PLAN),
      [["SOAP", "No incluido en el plan"]],
    ],
  ] as const)("%s", (_case, soapSection, rows) => {
    expect(soapRows(build({ soap: soapSection }))).toEqual(rows);
  });

  it.each([
    ["a timeout", "timeout", "No disponible"],
    ["an answer of the wrong shape", SOURCE_UNEXPECTED_ANSWER, "No disponible: respuesta inesperada"],
    ["a source not in the plan", SOURCE_NOT_IN_PLAN, "No incluido en el plan"],
  ])("an inspection unanswered for %s says why, in grey", (_case, reason, text) => {
    const section = sectionOf(
      build({ inspection: unavailable<Inspection>(reason) }, { year: 2015 }),
      "inspection",
    );
    expect(section.status).toEqual({ text, tone: "neutral" });
    expect(section.rows[0]).toEqual({ label: "Revisión técnica", value: text, tone: undefined });
  });

  it("the shared link shows the policy's rows without its number", () => {
    expect(soapRows(sharedView(build()), true)).toEqual([
      ["SOAP", "Vigente", "green"],
      ["Aseguradora", "HDI SEGUROS S.A."],
      ["Vigencia", "31-03-2025 al 31-03-2026"],
      ["Días restantes", "212"],
    ]);
  });
});

describe("the TAG section", () => {
  it.each([
    [
      "one debt",
      found({ rut: null, debts: [debt("Autopista Central", 1_234_567)] }),
      { text: "1 deuda por $1.234.567", tone: "red" },
      [{ label: "Total", value: "$1.234.567" }],
      [{ title: "Deudas", items: ["Autopista Central: $1.234.567"] }],
    ],
    ["none on record", none<TagDebts>(), { text: "Sin deudas", tone: "green" }, [], []],
    ["an empty answer", found({ rut: null, debts: [] }), { text: "Sin deudas", tone: "green" }, [], []],
    ["no answer", unavailable<TagDebts>(), { text: "Información no disponible", tone: "neutral" }, [], []],
  ] as const)("%s", (_case, tag, status, rows, lists) => {
    expect(sectionOf(build({ tag }), "tag")).toEqual({
      key: "tag",
      title: "Deuda TAG (autopistas)",
      provenance: `Fuente: Boostr · consultado el ${NOW_SHOWN}`,
      status,
      rows,
      lists,
      links: [],
      notes: [],
      warnings: [],
    });
  });
});

describe("provenance: the source and the latest consultation of each section", () => {
  const at = (hour: string) => `2025-08-31T${hour}:00.000Z`;

  it.each([
    ["vehicle", "Fuente: Boostr · consultado el 31-08-2025 08:30"],
    // The plate service answered later than the tickets: the later time, under the tickets' source.
    ["legal", "Fuente: Boostr · consultado el 31-08-2025 10:10"],
    // The vehicle record came after the inspection.
    ["usage", "Fuente: Boostr · consultado el 31-08-2025 08:30"],
    ["inspection", "Fuente: Boostr · consultado el 31-08-2025 09:45"],
    ["tag", "Fuente: Autopistas · consultado el 31-08-2025 07:00"],
  ] as const)("%s", (key, text) => {
    const report = build({
      vehicle: found(vehicle(), { consultedAt: at("12:30") }),
      inspection: found(inspection(), { consultedAt: at("11:15") }),
      soap: found(soap(), { consultedAt: at("13:45") }),
      trafficFines: found({ tickets: [] }, { consultedAt: at("13:59") }),
      plateFines: found(
        { hasFines: false, finesCount: 0, message: null },
        { source: "Patente Chile", consultedAt: at("14:10") },
      ),
      tag: none({ source: "Autopistas", consultedAt: at("11:00") }),
    });
    expect(sectionOf(report, key).provenance).toBe(text);
  });

  it("a consultation time without an offset is already Santiago's", () => {
    const report = build({ tag: none({ consultedAt: "2025-08-31T09:07:00" }) });
    expect(sectionOf(report, "tag").provenance).toBe("Fuente: Boostr · consultado el 31-08-2025 09:07");
  });
});

describe("the summary", () => {
  // Nothing found but sources missing: the provisional note is the verdict itself, grey, and not said twice.
  it.each<[string, Partial<ReportSections>, string | null]>([
    ["SOAP unanswered", { soap: unavailable() }, "Puntaje provisional: falta 1 fuente (SOAP)"],
    [
      "both fine sources unanswered",
      { trafficFines: unavailable(), plateFines: unavailable() },
      "Puntaje provisional: falta 1 fuente (multas)",
    ],
    ["one fine source answered", { plateFines: unavailable() }, null],
    [
      "TAG and SOAP unanswered",
      { tag: unavailable(), soap: unavailable() },
      "Puntaje provisional: faltan 2 fuentes (SOAP, TAG)",
    ],
    [
      "an older car's inspection unanswered",
      { inspection: unavailable(), vehicle: found(vehicle({ year: 2015 })) },
      "Puntaje provisional: falta 1 fuente (revisión técnica)",
    ],
    // A car three years old needs no inspection, so not knowing it leaves nothing unverified.
    ["a new car's inspection unanswered", { inspection: unavailable() }, null],
  ])("provisional verdict: %s", (_case, over, provisional) => {
    const { summary } = present(build(over));
    expect(summary.recommendation).toBe(
      provisional ?? "Vehículo recomendable: sus antecedentes no muestran problemas relevantes.",
    );
    expect(summary.verdict).toEqual(
      provisional
        ? { tone: "neutral", headline: "Puntaje provisional" }
        : { tone: "green", headline: "Excelente estado" },
    );
    expect(summary.partial).toBeNull();
    // The sources missing are alerts of their own: never 'sin alertas' beside them.
    expect(summary.noAlerts === null).toBe(provisional !== null);
  });

  it("a finding makes the verdict; what could not be checked is said beside it", () => {
    const { summary } = present(build({ soap: none(), tag: unavailable() }, { year: 2018 }));
    expect(summary.recommendation).toBe(
      "Sin SOAP vigente registrado: el auto no puede circular sin SOAP; exige uno vigente antes de transferir.",
    );
    expect(summary.verdict).toEqual({ tone: "yellow", headline: "Revisar antecedentes" });
    expect(summary.partial).toBe("Puntaje provisional: falta 1 fuente (TAG)");
  });

  it("a report stored before decision 060 reads with today's verdict and cap", () => {
    const made = build({ inspection: found(inspection({ kilometers: 200_000 })) });
    // As it was stored then: 100 - 25 for the rollback, and the sentence and colour of the number.
    const { verdict: _, ...body } = made;
    const stored = {
      ...body,
      score: 75,
      deductions: made.deductions.filter((d) => d.rule !== "hardStop"),
      headline: "Estado aceptable",
      recommendation: "Vehículo aceptable: revisa las observaciones del informe antes de comprar.",
      color: "yellow",
    } as unknown as VehicleReport;
    const { summary, sections } = present(stored);
    expect(summary).toMatchObject({
      score: 39,
      verdict: { tone: "red", headline: "Riesgo alto" },
      recommendation: "Posible adulteración del kilometraje: no lo compres sin una inspección independiente.",
    });
    expect(summary.deductions.at(-1)).toEqual({
      points: "−36",
      reason: "Tope de 39 puntos (riesgo alto) por posible adulteración del kilometraje",
    });
    expect(sections.find((s) => s.key === "transfer")?.rows[0]).toEqual({
      label: "Kilometraje",
      value: "Retrocede entre revisiones técnicas: no compres sin una inspección independiente",
      tone: "red",
    });
    // Read twice, the same: the body as read is a fixed point.
    expect(present(made).summary).toEqual(summary);
  });

  it("shows the alerts and deductions of a middling car: no 'Buen estado' beside a finding", () => {
    const {
      categories: _,
      notChecked: __,
      ...summary
    } = present(build({ soap: none() }, { year: 2018 })).summary;
    expect(summary).toEqual({
      score: 80,
      verdict: { tone: "yellow", headline: "Revisar antecedentes" },
      recommendation:
        "Sin SOAP vigente registrado: el auto no puede circular sin SOAP; exige uno vigente antes de transferir.",
      alerts: ["Sin SOAP vigente registrado"],
      noAlerts: null,
      partial: null,
      deductions: [
        { points: "−5", reason: "Vehículo con 7 años de antigüedad" },
        { points: "−15", reason: "Sin SOAP vigente registrado" },
      ],
      similar: null,
    });
  });
});

describe("the report's own day is Santiago's", () => {
  it("a report made at 22:00 in Santiago on the SOAP's last day still shows it valid", () => {
    // 02:00 UTC on 1 September is 22:00 on 31 August in Santiago.
    const report = build(
      { soap: found(soap({ to: "2025-08-31" })) },
      {},
      { now: "2025-09-01T02:00:00.000Z" },
    );
    const inspectionSection = sectionOf(report, "inspection");
    expect(inspectionSection.rows.find((r) => r.label === "SOAP")).toEqual({
      label: "SOAP",
      value: "Vigente",
      tone: "green",
    });
    expect(sectionOf(report, "vehicle").provenance).toBe(`Fuente: Boostr · consultado el ${NOW_SHOWN}`);
  });

  it("an inspection due on 1 September counts one day left on Santiago's 31 August", () => {
    const report = build(
      { inspection: found(inspection({ dueDate: "2025-09-01" })) },
      {},
      { now: "2025-09-01T02:00:00.000Z" },
    );
    expect(rowsOf(report, "inspection").find((r) => r.label === "Plazo")).toEqual({
      label: "Plazo",
      value: "1 día restante",
      tone: "yellow",
    });
  });

  it("a timestamp that cannot be read is dated by its calendar day", () => {
    const report = { ...build({ soap: found(soap({ to: "2025-09-01" })) }), generatedAt: "2025-08-31T99:99" };
    expect(rowsOf(report, "inspection").find((r) => r.label === "Días restantes")).toEqual({
      label: "Días restantes",
      value: "1",
    });
  });
});

describe("colours follow what the score counted", () => {
  it("a rejected inspection, not yet due, is red like the deduction and the alert it brings", () => {
    const report = build({ inspection: found(inspection({ status: "Rechazada", dueDate: "2025-12-31" })) });
    const section = sectionOf(report, "inspection");
    expect(section.status).toEqual({ text: "Rechazada", tone: "red" });
    expect(section.rows[0]).toEqual({ label: "Revisión técnica", value: "Rechazada", tone: "red" });
  });

  it("a SOAP on record without an end date is not known to be valid or lapsed: 'No disponible'", () => {
    const report = build({ soap: found(soap({ to: null })) });
    expect(report.soapVerdict).toBe("unavailable");
    expect(rowsOf(report, "inspection").find((r) => r.label === "SOAP")).toEqual({
      label: "SOAP",
      value: "No disponible",
      tone: undefined,
    });
  });
});

describe("the newer sections and the similar cars", () => {
  const tolls = found({
    charges: [{ date: "2025-08-02", company: "Autopista Central", amount: 12_720, payBy: "2025-09-01" }],
  });

  it("says where the score stands among similar cars, once the report knows it", () => {
    const report = build();
    expect(
      present({ ...report, similarCars: { count: 37, range: { low: 62, high: 81 } } }).summary.similar,
    ).toBe("Autos similares: 62-81, según 37 informes");
    expect(present({ ...report, similarCars: { count: 2, range: null } }).summary.similar).toBe(
      "Aún no hay suficientes informes de autos similares",
    );
    expect(present(report).summary.similar).toBeNull();
  });

  it("shows the crossings' days to the author and only their amounts and deadline to a shared link", () => {
    const report = build({ crossings: tolls });
    expect(sectionOf(report, "crossings").lists[0]?.items).toEqual([
      "02-08-2025 · Autopista Central · $12.720",
    ]);
    const shared = sectionOf(sharedView(report), "crossings", true);
    expect(shared.lists[0]?.items).toEqual(["Autopista Central · $12.720"]);
    expect(shared.rows).toContainEqual({
      label: "Plazo para pagar sin multa",
      value: "Hasta el 01-09-2025",
      tone: "red",
    });
  });

  it("gives the theft check the report's plate to type", () => {
    expect(sectionOf(build(), "theft").rows).toEqual([{ label: "Patente a ingresar", value: "GPDD74" }]);
  });

  it("closes with the transfer checklist", () => {
    expect(present(build()).sections.at(-1)?.key).toBe("transfer");
  });
});
