import { z } from "zod";
import { isoDate, num, text } from "./lenient";

// The one schema of each Boostr endpoint's answer. The report's client, the fake Boostr of the tests and
// `npm run provider:check` all read answers through `readBoostrBody`, and every recorded fixture must pass
// it. Fields stay lenient (lenient.ts: a field that drifts degrades to null on its own), but what a section
// needs is required: a success answer without it said nothing about the car, so it must not be read as a
// clean section (issue 29, a fault review scored empty data 'Excelente estado').
//
// What each section needs, and why that is the least that can be asked:
// - vehicle: make and model. Every report names the car by them, and the valuation looks them up.
// - soap: the policy's end date or its company. Without either there is no policy to show.
// - inspection: the date or the status of the last inspection.
// - traffic_tickets: the `tickets` array; an empty one is a clean answer, a missing one is not.
// - tag: the `details` array, likewise.
// - crossings: the `dates` array, each day with its amount; a blank `data` ("", Boostr's way of sending
//   nothing) is the one answer read as none, as no empty example is published.
// - recalls: an array of objects (blank "" again reads as none).
// - brands, models: arrays; versions: arrays whose items have a name and both amounts.

export type BoostrEndpoint =
  | "vehicle"
  | "soap"
  | "inspection"
  | "traffic_tickets"
  | "tag"
  | "crossings"
  | "recalls"
  | "brands"
  | "models"
  | "versions";

/** Text the section cannot do without: null (absent, blank, unreadable) fails the answer. */
const needed = text.pipe(z.string());

/** At least one of `keys` must be readable; the failure names them all, as 'a|b'. */
const oneOf =
  (...keys: string[]) =>
  (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (keys.every((key) => value[key] === null))
      ctx.addIssue({ code: "custom", path: [keys.join("|")], message: `needs one of ${keys.join(", ")}` });
  };

/** Boostr's blank `data`: an empty string, read as "nothing on record" where no empty example exists. */
const blankAs =
  <T>(empty: T) =>
  (value: unknown) =>
    value === "" ? empty : value;

const ZOwner = z.looseObject({ fullname: text, name: text, documentNumber: text }).nullish().catch(null);

const ZVehicle = z.looseObject({
  plate: text,
  make: needed,
  model: needed,
  version: text,
  year: num,
  type: text,
  color: text,
  engine: text,
  engine_size: text,
  transmission: text,
  gas_type: text,
  chassis: text,
  doors: num,
  kilometers: num,
  manufacturer: text,
  country: text,
  region: text,
  owner: ZOwner,
});

const ZSoap = z
  .looseObject({ company: text, number_policy: text, since: isoDate, to: isoDate })
  .superRefine(oneOf("to", "company"));

const recordShape = {
  date: isoDate,
  status: text,
  certificate: text,
  kilometers: num,
  due_date: isoDate,
  prt: z.looseObject({ code: text, name: text, location: text }).nullish().catch(null),
  inspection_center: text,
};
const ZRecord = z.looseObject(recordShape);
const ZInspection = z
  .looseObject({
    ...recordShape,
    gases_status: text,
    gases_due_date: isoDate,
    history: z.array(ZRecord).nullish(),
  })
  .superRefine(oneOf("date", "status"));

const ZTickets = z.looseObject({
  tickets: z.array(
    z.looseObject({ jpl: text, rol: text, reason: text, commune: text, amount: num, total: num }),
  ),
});

const ZTag = z.looseObject({
  document: text,
  dv: text,
  details: z.array(
    z.looseObject({
      // A debt without a readable amount would understate the total: refuse the answer instead.
      amount: num.pipe(z.number()),
      company: text,
      company_id: text,
      location: text,
      date: isoDate,
    }),
  ),
});

const ZCrossings = z.preprocess(
  blankAs({ dates: [] }),
  z.looseObject({
    dates: z.array(
      z.looseObject({
        date: isoDate,
        // An amount we cannot read would understate the debt: refuse the answer instead, as for TAG.
        amount: num.pipe(z.number()),
        alert: text,
        details: z.array(z.looseObject({ amount: num.pipe(z.number()), company: text })).nullish(),
      }),
    ),
  }),
);

const ZRecalls = z.preprocess(
  blankAs([]),
  z.array(z.looseObject({ url: text, date: isoDate, title: text, resume: text, risk: text })),
);

/**
 * The brand list has no published answer; it is read like the models' list (`id`, `name`). Entries without
 * an id or a name are left out when matched, never guessed at.
 */
const ZEntries = z.array(z.looseObject({ id: num, brand_id: num, name: text }));

const ZVersions = z.array(
  z.looseObject({
    name: needed,
    sii_code: text,
    cc: num,
    fuel: text,
    transmission_type: text,
    // A version without its amounts cannot be left out either: that could make an ambiguous match look exact.
    valuation: num.pipe(z.number()),
    road_tax: num.pipe(z.number()),
  }),
);

export const BOOSTR_SCHEMAS = {
  vehicle: ZVehicle,
  soap: ZSoap,
  inspection: ZInspection,
  traffic_tickets: ZTickets,
  tag: ZTag,
  crossings: ZCrossings,
  recalls: ZRecalls,
  brands: ZEntries,
  models: ZEntries,
  versions: ZVersions,
} as const satisfies Record<BoostrEndpoint, z.ZodType>;

export type BoostrData<E extends BoostrEndpoint> = z.output<(typeof BOOSTR_SCHEMAS)[E]>;

const ZEnvelope = z.looseObject({
  status: z.string(),
  code: text,
  message: text,
  data: z.unknown().optional(),
});

/** What one answer with HTTP 200 said, before any rule of the report is applied to it. */
export type BoostrAnswer<E extends BoostrEndpoint> =
  | { kind: "success"; data: BoostrData<E> }
  /** `"status":"error"` with Boostr's code (V-02 not found, V-06 not in the plan, ...). */
  | { kind: "error"; code: string | null; message: string | null }
  /** A success whose `data` lacks what the section needs: `missing` names those fields, `data.make`. */
  | { kind: "unexpected"; missing: string[] }
  /** Not JSON, or JSON without a status we know. */
  | { kind: "malformed" };

/** The fields an answer lacked, from the schema's complaints: 'data', 'data.tickets', 'data.0.valuation'. */
const missingOf = (error: z.ZodError): string[] => [
  ...new Set(error.issues.map((issue) => ["data", ...issue.path.map(String)].join("."))),
];

export function readBoostrBody<E extends BoostrEndpoint>(endpoint: E, body: string): BoostrAnswer<E> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: "malformed" };
  }
  const envelope = ZEnvelope.safeParse(json);
  if (!envelope.success) return { kind: "malformed" };
  const { status, code, message, data } = envelope.data;
  if (status === "error") return { kind: "error", code, message };
  if (status !== "success") return { kind: "malformed" };
  const parsed = BOOSTR_SCHEMAS[endpoint].safeParse(data);
  return parsed.success
    ? { kind: "success", data: parsed.data as BoostrData<E> }
    : { kind: "unexpected", missing: missingOf(parsed.error) };
}
