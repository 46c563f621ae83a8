import { isValidPlate, normalizePlate } from "#domain/plate";
import {
  type CrossingsWithoutTag,
  type Inspection,
  type InspectionPlant,
  type IsoDate,
  type Lookup,
  type PlateFines,
  type Recalls,
  SOURCE_NOT_CONFIGURED,
  type Soap,
  type TagDebt,
  type TagDebts,
  type TollCharge,
  type TrafficFines,
  type TrafficTicket,
  type Vehicle,
} from "#domain/report/model";
import { computeDv, normalizeRut } from "#domain/rut";
import { normalizeVin, vinCheckDigit } from "#domain/vin";
import { demoValuation } from "./demo-catalogue";
import { hash, seeded } from "./demo-random";
import type { VehicleDataProvider } from "./types";

// Demonstration data, so the product can be tried (and developed) without a Boostr key. Every person,
// company and number below is invented. Dates are computed from now(), so "valid until" stays in the future.
//
// | plate  | case              | what the report must show                                               |
// | ------ | ----------------- | ----------------------------------------------------------------------- |
// | BBCL10 | clean             | 4 years old, RT approved and valid, SOAP valid, no fines, no TAG debt   |
// | RTVE20 | expiredInspection | RT due date 45 days ago; no version on record: a valuation range        |
// | MULT30 | bigFines          | 3 unpaid tickets with amounts, $1.592.000 in total                      |
// | TAGD40 | tagDebt           | $187.450 of TAG debt and $42.380 of crossings without a TAG             |
// | SOAP50 | soapLapsed        | SOAP ended 38 days ago                                                  |
// | NUEV60 | newCar            | this year's model, no RT yet (inspection not_found), an open recall     |
// | PARC70 | partial           | vehicle and RT answer; SOAP, tickets, plate fines and TAG unavailable   |
// | ZZZZ99 | noData            | every source answers not_found                                          |
// | KMRB80 | odometerRollback  | last RT reads 84.200 km after earlier ones read 118.400 and 131.900 km  |
//
// Any other valid plate gets a plausible vehicle derived from a hash of the plate: same plate, same answer.
// Every plate gets a valuation from the invented catalogue (demo-catalogue.ts); no plate gets a theft
// check, as no real source has one either (decision 049).

export type DemoCase =
  | "clean"
  | "expiredInspection"
  | "bigFines"
  | "tagDebt"
  | "soapLapsed"
  | "newCar"
  | "partial"
  | "noData"
  | "odometerRollback";

export type DemoPlate = { plate: string; kind: DemoCase; description: string };

export const DEMO_PLATES: readonly DemoPlate[] = [
  {
    plate: "BBCL10",
    kind: "clean",
    description: "Auto sin observaciones: revisión técnica y SOAP vigentes, sin multas ni deudas de TAG.",
  },
  {
    plate: "RTVE20",
    kind: "expiredInspection",
    description: "Revisión técnica vencida hace 45 días; sin versión registrada, la tasación es un rango.",
  },
  { plate: "MULT30", kind: "bigFines", description: "Multas impagas por más de $1.500.000." },
  {
    plate: "TAGD40",
    kind: "tagDebt",
    description: "Deuda de TAG con tres autopistas urbanas y peajes sin TAG impagos.",
  },
  { plate: "SOAP50", kind: "soapLapsed", description: "SOAP vencido: sin seguro obligatorio vigente." },
  {
    plate: "NUEV60",
    kind: "newCar",
    description: "Auto nuevo: aún no le corresponde revisión técnica; tiene un llamado a revisión abierto.",
  },
  {
    plate: "PARC70",
    kind: "partial",
    description: "Datos parciales: algunas fuentes no responden (SOAP, multas y TAG).",
  },
  { plate: "ZZZZ99", kind: "noData", description: "Patente sin datos registrados en ninguna fuente." },
  {
    plate: "KMRB80",
    kind: "odometerRollback",
    description:
      "Kilometraje adulterado: la última revisión técnica marca menos kilómetros que las anteriores.",
  },
];

const DEMO_UNAVAILABLE = { status: "unavailable", reason: "source unavailable (demo)" } as const;
const NO_SOURCE = { status: "unavailable", reason: SOURCE_NOT_CONFIGURED } as const;
const NOT_FOUND = { status: "not_found" } as const;
const found = <T>(data: T): Lookup<T> => ({ status: "found", data });

// --- Catalogue -----------------------------------------------------------------------------------------

type Model = Pick<
  Vehicle,
  | "make"
  | "model"
  | "version"
  | "type"
  | "engineSize"
  | "transmission"
  | "gasType"
  | "doors"
  | "manufacturer"
  | "country"
>;

const car = (
  make: string,
  model: string,
  version: string,
  engineSize: string,
  country: string,
  manufacturer: string,
  type = "AUTOMOVIL",
  doors = 4,
): Model => ({
  make,
  model,
  version,
  type,
  engineSize,
  transmission: version.includes("AT") ? "AUTOMATICA" : "MECANICA",
  gasType: version.includes("DIESEL") ? "DIESEL" : "GASOLINA",
  doors,
  manufacturer,
  country,
});

const MODELS: readonly Model[] = [
  car("CHEVROLET", "SAIL", "1.5 LT", "1.5", "CHINA", "SAIC GM WULING"),
  car("SUZUKI", "SWIFT", "1.2 GLX", "1.2", "INDIA", "MARUTI SUZUKI", "AUTOMOVIL", 5),
  car("TOYOTA", "YARIS", "1.5 GLI AT", "1.5", "TAILANDIA", "TOYOTA MOTOR THAILAND"),
  car("KIA", "MORNING", "1.0 EX", "1.0", "COREA DEL SUR", "KIA CORPORATION", "AUTOMOVIL", 5),
  car("HYUNDAI", "ACCENT", "1.4 GL", "1.4", "COREA DEL SUR", "HYUNDAI MOTOR COMPANY"),
  car("NISSAN", "VERSA", "1.6 SENSE AT", "1.6", "MEXICO", "NISSAN MEXICANA"),
  car("MAZDA", "3", "2.0 V AT", "2.0", "JAPON", "MAZDA MOTOR CORPORATION"),
  car("PEUGEOT", "208", "1.2 ACTIVE", "1.2", "BRASIL", "STELLANTIS", "AUTOMOVIL", 5),
  car("CHERY", "TIGGO 2", "1.5 GLX", "1.5", "CHINA", "CHERY AUTOMOBILE", "STATION WAGON", 5),
  car("MG", "ZS", "1.5 STD AT", "1.5", "CHINA", "SAIC MOTOR", "STATION WAGON", 5),
  car("MITSUBISHI", "L200", "2.4 DIESEL CRT 4X4", "2.4", "TAILANDIA", "MITSUBISHI MOTORS", "CAMIONETA"),
  car("TOYOTA", "HILUX", "2.4 DIESEL DX 4X2", "2.4", "TAILANDIA", "TOYOTA MOTOR THAILAND", "CAMIONETA"),
];

const COLORS = ["BLANCO", "GRIS PLATA", "NEGRO", "ROJO", "AZUL", "GRIS GRAFITO", "BLANCO PERLA"];
const REGIONS = ["METROPOLITANA", "VALPARAISO", "BIOBIO", "MAULE", "ARAUCANIA", "LOS LAGOS", "COQUIMBO"];
const FIRST_NAMES = ["CAMILA", "JOAQUIN", "VALENTINA", "MATIAS", "FERNANDA", "SEBASTIAN", "JAVIERA", "TOMAS"];
const SURNAMES = ["ROJAS", "MUÑOZ", "SOTO", "CONTRERAS", "SILVA", "SEPULVEDA", "FUENTES", "ARAYA", "ORTIZ"];
const INSURERS = ["ASEGURADORA ANDINA S.A.", "SEGUROS CORDILLERA S.A.", "PACIFICO SUR SEGUROS S.A."];
const PLANTS: readonly InspectionPlant[] = [
  { code: "AB1301", name: "PRT LOS ANDES S.A.", location: "SANTIAGO" },
  { code: "AB0512", name: "REVISIONES DEL LITORAL LTDA.", location: "VIÑA DEL MAR" },
  { code: "AB0806", name: "PRT BIOBIO SUR S.A.", location: "CONCEPCION" },
];
const COURTS = ["1 JPL SANTIAGO", "2 JPL LAS CONDES", "JPL PROVIDENCIA", "3 JPL MAIPU", "JPL VALPARAISO"];
const HIGHWAYS = [
  "Costanera Norte",
  "Autopista Central",
  "Vespucio Sur",
  "Vespucio Norte",
  "Autopista Nororiente",
];

// --- One plate's facts and answers ---------------------------------------------------------------------

type Facts = {
  plate: string;
  model: Model;
  age: number;
  kmPerYear: number;
  color: string;
  region: string;
  owner: { fullName: string; rut: string };
  engineNumber: string;
  chassis: string;
  plant: InspectionPlant;
  insurer: string;
  policyNumber: string;
};

/** VINs never use I, O or Q, and a demo VIN is a correct one: position 9 is its check digit. */
const withCheckDigit = (vin: string): string => `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;

function factsFor(plate: string): Facts {
  const r = seeded(plate);
  const rutBody = r.int(6_000_000, 24_999_999);
  return {
    plate,
    model: r.pick(MODELS),
    age: r.int(0, 17),
    kmPerYear: r.int(70, 180) * 100,
    color: r.pick(COLORS),
    region: r.pick(REGIONS),
    owner: {
      fullName: `${r.pick(FIRST_NAMES)} ${r.pick(SURNAMES)} ${r.pick(SURNAMES)}`,
      rut: `${rutBody}-${computeDv(rutBody)}`,
    },
    engineNumber: r.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9),
    chassis: withCheckDigit(r.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17)),
    plant: r.pick(PLANTS),
    insurer: r.pick(INSURERS),
    policyNumber: String(r.int(1_000_000, 9_999_999)),
  };
}

type Answers = {
  vehicle: Lookup<Vehicle>;
  soap: Lookup<Soap>;
  inspection: Lookup<Inspection>;
  trafficFines: Lookup<TrafficFines>;
  plateFines: Lookup<PlateFines>;
  crossings: Lookup<CrossingsWithoutTag>;
};

const DAY_MS = 86_400_000;
const day = (now: Date, offsetDays: number): IsoDate =>
  new Date(now.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** Odometer `daysAgo` days before now, rounded like a reading on a certificate. */
const odometer = (f: Facts, daysAgo: number) =>
  Math.max(300, Math.round((f.kmPerYear * (f.age + 0.5 - daysAgo / 365)) / 100) * 100);

function vehicleOf(f: Facts, now: Date, kilometers = odometer(f, 0)): Vehicle {
  return {
    plate: f.plate,
    ...f.model,
    year: now.getUTCFullYear() - f.age,
    color: f.color,
    engineNumber: f.engineNumber,
    chassis: f.chassis,
    kilometers,
    region: f.region,
    owner: f.owner,
  };
}

/**
 * The latest RT was `lastDaysAgo` days ago and is due `dueInDays` from now; earlier ones were a year apart,
 * one per year since the car turned 3. `kilometers` overrides the readings, latest first.
 */
function inspectionOf(
  f: Facts,
  now: Date,
  { lastDaysAgo, dueInDays, kilometers }: { lastDaysAgo: number; dueInDays: number; kilometers?: number[] },
): Lookup<Inspection> {
  const count = Math.min(3, f.age - 2);
  if (count < 1) return NOT_FOUND;
  const records = Array.from({ length: count }, (_, i) => {
    const daysAgo = lastDaysAgo + i * 365;
    return {
      date: day(now, -daysAgo),
      status: "Aprobada",
      certificate: `B${String(hash(`${f.plate}:rt:${i}`)).padStart(10, "0")}`,
      kilometers: kilometers?.[i] ?? odometer(f, daysAgo),
      dueDate: i === 0 ? day(now, dueInDays) : day(now, -daysAgo + 365),
      plant: f.plant,
    };
  });
  const [latest, ...history] = records as [(typeof records)[number], ...typeof records];
  return found({ ...latest, gasesStatus: "Aprobada", gasesDueDate: latest.dueDate, history });
}

const soapOf = (f: Facts, now: Date, toInDays: number): Lookup<Soap> =>
  found({
    company: f.insurer,
    policyNumber: f.policyNumber,
    since: day(now, toInDays - 365),
    to: day(now, toInDays),
  });

function finesOf(tickets: TrafficTicket[]): Pick<Answers, "trafficFines" | "plateFines"> {
  const finesCount = tickets.length;
  return {
    trafficFines: found({ tickets }),
    plateFines: found({
      hasFines: finesCount > 0,
      finesCount,
      message: finesCount > 0 ? `Registra ${finesCount} multa(s) impaga(s)` : "Sin multas",
    }),
  };
}

const withAge = (f: Facts, age: number): Facts => ({ ...f, age });

const NO_DATA: Answers = {
  vehicle: NOT_FOUND,
  soap: NOT_FOUND,
  inspection: NOT_FOUND,
  trafficFines: NOT_FOUND,
  plateFines: NOT_FOUND,
  crossings: NOT_FOUND,
};

/** Crossings show up 11 days after the day of travel and must be paid within 30 (pasastesintag.cl). */
const PAY_WITHIN_DAYS = 30;

/** Crossings without a TAG `daysAgo` days ago, as [days ago, company, amount]. */
const crossingsOf = (now: Date, passes: [number, string, number][]): Lookup<CrossingsWithoutTag> =>
  found({
    charges: passes.map(
      ([daysAgo, company, amount]): TollCharge => ({
        date: day(now, -daysAgo),
        company,
        amount,
        payBy: day(now, PAY_WITHIN_DAYS - daysAgo),
      }),
    ),
  });

function cleanAnswers(f: Facts, now: Date): Answers {
  return {
    vehicle: found(vehicleOf(f, now)),
    soap: soapOf(f, now, 245),
    inspection: inspectionOf(f, now, { lastDaysAgo: 65, dueInDays: 300 }),
    ...finesOf([]),
    crossings: crossingsOf(now, []),
  };
}

const CASES: Record<DemoCase, (f: Facts, now: Date) => Answers> = {
  clean: (f, now) => cleanAnswers(withAge(f, 4), now),
  expiredInspection: (f, now) => {
    const aged = withAge(f, 9);
    return {
      ...cleanAnswers(aged, now),
      // A record that names no version: the valuation can only be a range.
      vehicle: found({ ...vehicleOf(aged, now), version: null }),
      inspection: inspectionOf(aged, now, { lastDaysAgo: 410, dueInDays: -45 }),
    };
  },
  bigFines: (f, now) => {
    const year = now.getUTCFullYear();
    return {
      ...cleanAnswers(withAge(f, 7), now),
      ...finesOf([
        {
          court: "1 JPL SANTIAGO",
          rol: `B4821 - ${year - 2}`,
          reason: "Exceso de velocidad",
          commune: "SANTIAGO",
          amount: 592_000,
        },
        {
          court: "2 JPL LAS CONDES",
          rol: `C1177 - ${year - 1}`,
          reason: "No respetar luz roja",
          commune: "LAS CONDES",
          amount: 486_000,
        },
        {
          court: "JPL PROVIDENCIA",
          rol: `A9034 - ${year - 1}`,
          reason: "Circular sin revisión técnica vigente",
          commune: "PROVIDENCIA",
          amount: 514_000,
        },
      ]),
    };
  },
  // The TAG debt itself is answered by tagDebts(), keyed by this owner's RUT; the crossings go by plate.
  tagDebt: (f, now) => ({
    ...cleanAnswers(withAge(f, 5), now),
    crossings: crossingsOf(now, [
      [12, "Autopista Central", 12_720],
      [12, "Vespucio Norte", 8_640],
      [14, "Costanera Norte", 3_180],
      [19, "Autopista Central", 17_840],
    ]),
  }),
  soapLapsed: (f, now) => ({ ...cleanAnswers(withAge(f, 6), now), soap: soapOf(f, now, -38) }),
  newCar: (f, now) => cleanAnswers(withAge(f, 0), now),
  partial: (f, now) => ({
    ...cleanAnswers(withAge(f, 8), now),
    soap: DEMO_UNAVAILABLE,
    trafficFines: DEMO_UNAVAILABLE,
    plateFines: DEMO_UNAVAILABLE,
  }),
  noData: () => NO_DATA,
  odometerRollback: (f, now) => {
    const kilometers = [84_200, 131_900, 118_400];
    const aged = withAge(f, 10);
    return {
      ...cleanAnswers(aged, now),
      vehicle: found(vehicleOf(aged, now, kilometers[0])),
      inspection: inspectionOf(aged, now, { lastDaysAgo: 30, dueInDays: 335, kilometers }),
    };
  },
};

/** Ordinary plates: mostly in order, with the odd lapse so reports differ from one another. */
function derivedAnswers(f: Facts, now: Date): Answers {
  const r = seeded(`${f.plate}:history`);
  const rtExpired = r.next() < 0.12;
  const lastDaysAgo = rtExpired ? r.int(380, 600) : r.int(20, 350);
  const soapTo = r.next() < 0.1 ? -r.int(10, 200) : r.int(20, 360);
  const tickets: TrafficTicket[] = Array.from({ length: r.next() < 0.2 ? r.int(1, 2) : 0 }, () => ({
    court: r.pick(COURTS),
    rol: `${r.chars("ABCZ", 1)}${r.int(1000, 9999)} - ${now.getUTCFullYear() - r.int(0, 4)}`,
    reason: null,
    commune: null,
    // As in Boostr's answers: the court and the case, no amount.
    amount: null,
  }));
  const passes = Array.from({ length: r.next() < 0.1 ? r.int(1, 3) : 0 }, (): [number, string, number] => [
    r.int(11, 29),
    r.pick(HIGHWAYS),
    r.int(20, 180) * 100,
  ]);
  return {
    vehicle: found(vehicleOf(f, now)),
    soap: soapOf(f, now, soapTo),
    inspection: inspectionOf(f, now, { lastDaysAgo, dueInDays: 365 - lastDaysAgo }),
    ...finesOf(tickets),
    crossings: crossingsOf(now, passes),
  };
}

function derivedTag(rut: string): Lookup<TagDebts> {
  const r = seeded(`${rut}:tag`);
  const debts: TagDebt[] = Array.from({ length: r.next() < 0.15 ? r.int(1, 2) : 0 }, () => ({
    company: r.pick(HIGHWAYS),
    amount: r.int(15, 600) * 100,
    location: null,
    date: null,
  }));
  return found({ rut, debts });
}

const CASE_BY_PLATE = new Map(DEMO_PLATES.map((d) => [d.plate, d.kind]));
const CASE_BY_OWNER_RUT = new Map(DEMO_PLATES.map((d) => [factsFor(d.plate).owner.rut, d.kind]));

const TAG_DEBT: TagDebt[] = [
  { company: "Costanera Norte", amount: 64_300, location: null, date: null },
  { company: "Autopista Central", amount: 98_750, location: null, date: null },
  { company: "Vespucio Sur", amount: 24_400, location: null, date: null },
];

/** A recall campaign of the car's own make and model, invented like everything here. */
const recallOf = (f: Facts, now: Date): Recalls => ({
  recalls: [
    {
      title: `Vehículos ${f.model.make} ${f.model.model}, años ${now.getUTCFullYear() - 1}-${now.getUTCFullYear()}`,
      date: day(now, -40),
      risk: "Falla del inflador del airbag del conductor: lesiones en caso de choque.",
      // SERNAC's site, where real notices are published: an invented campaign has no notice of its own.
      url: "https://www.sernac.cl/",
    },
  ],
});

const CASE_BY_VIN = new Map(DEMO_PLATES.map((d) => [factsFor(d.plate).chassis, d]));

/** Recalls are asked by VIN: only the demo plates' VINs are known here, and only the new car has one. */
function recallsFor(vin: string, now: Date): Lookup<Recalls> {
  const demo = CASE_BY_VIN.get(normalizeVin(vin));
  return found(demo?.kind === "newCar" ? recallOf(factsFor(demo.plate), now) : { recalls: [] });
}

function tagFor(rut: string): Lookup<TagDebts> {
  const kind = CASE_BY_OWNER_RUT.get(rut);
  if (kind === undefined) return derivedTag(rut);
  if (kind === "partial") return DEMO_UNAVAILABLE;
  return found({ rut, debts: kind === "tagDebt" ? TAG_DEBT : [] });
}

export function createDemoProvider({
  now = () => new Date(),
}: {
  now?: () => Date;
} = {}): VehicleDataProvider {
  const answers = (input: string): Answers => {
    const plate = normalizePlate(input);
    if (!isValidPlate(plate)) return NO_DATA;
    const kind = CASE_BY_PLATE.get(plate);
    return kind ? CASES[kind](factsFor(plate), now()) : derivedAnswers(factsFor(plate), now());
  };
  return {
    name: "Datos de demostración",
    isDemo: true,
    vehicle: async (plate) => answers(plate).vehicle,
    soap: async (plate) => answers(plate).soap,
    inspection: async (plate) => answers(plate).inspection,
    trafficFines: async (plate) => answers(plate).trafficFines,
    plateFines: async (plate) => answers(plate).plateFines,
    tagDebts: async (input) => {
      const rut = normalizeRut(input);
      return rut ? tagFor(rut) : NOT_FOUND;
    },
    crossings: async (plate) => answers(plate).crossings,
    recalls: async (vin) => recallsFor(vin, now()),
    valuation: async (vehicle) => demoValuation(vehicle, now()),
    theft: async () => NO_SOURCE,
  };
}

/** Plates of invented cars, this many of each model and age (0-17 years): the demo's similar cars. */
export function demoFleetPlates(perModelAndAge = 2): string[] {
  const taken = new Map<string, number>();
  const plates: string[] = [];
  for (let n = 0; n < 10_000; n++) {
    const plate = `FL${String(n).padStart(4, "0")}`;
    const { model, age } = factsFor(plate);
    const key = `${model.make} ${model.model} ${age}`;
    const count = taken.get(key) ?? 0;
    if (count >= perModelAndAge) continue;
    taken.set(key, count + 1);
    plates.push(plate);
  }
  return plates;
}
