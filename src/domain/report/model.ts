// Our report model. Every data source (Boostr, the demo provider, the plate-fines service) maps its own
// answer into these shapes; nothing downstream ever reads a provider's raw JSON. At the end, the shapes the
// presentation draws: every section module fills a PresentedSection and present.ts gathers them, so the
// type sits below both (kept in present.ts, it made the two import each other).

/** Dates travel as ISO calendar dates (yyyy-mm-dd) and timestamps as ISO 8601 strings. */
export type IsoDate = string;
export type IsoDateTime = string;

export type Owner = {
  fullName: string;
  /** Normalised RUT without dots, with hyphen and upper-case check digit: "12076432-2". */
  rut: string | null;
};

/**
 * Why a stored report no longer has its owner: erased after the retention period, or hidden after the
 * owner's accepted rights request (opposition, suppression, blocking).
 */
export type OwnerRemoval = "retention" | "opposition";

export type Vehicle = {
  plate: string;
  make: string | null;
  model: string | null;
  version: string | null;
  year: number | null;
  type: string | null;
  color: string | null;
  /** Engine number (Boostr `engine`). */
  engineNumber: string | null;
  /** Displacement as given, e.g. "2.0" (Boostr `engine_size`). */
  engineSize: string | null;
  transmission: string | null;
  gasType: string | null;
  /** Chassis number / VIN as given (Boostr `chassis`). */
  chassis: string | null;
  doors: number | null;
  kilometers: number | null;
  manufacturer: string | null;
  country: string | null;
  region: string | null;
  owner: Owner | null;
};

export type Soap = {
  company: string | null;
  policyNumber: string | null;
  since: IsoDate | null;
  to: IsoDate | null;
};

export type InspectionPlant = { name: string | null; location: string | null; code: string | null };

export type InspectionRecord = {
  date: IsoDate | null;
  status: string | null;
  certificate: string | null;
  kilometers: number | null;
  dueDate: IsoDate | null;
  plant: InspectionPlant | null;
};

export type Inspection = InspectionRecord & {
  gasesStatus: string | null;
  gasesDueDate: IsoDate | null;
  /** Earlier inspections, any order as received. */
  history: InspectionRecord[];
};

export type TrafficTicket = {
  /** Juzgado de Policía Local. */
  court: string | null;
  rol: string | null;
  reason: string | null;
  commune: string | null;
  /** CLP; null when the source gives no amount (Boostr gives none). */
  amount: number | null;
};

export type TrafficFines = { tickets: TrafficTicket[] };

export type TagDebt = { company: string; amount: number; location: string | null; date: IsoDate | null };

export type TagDebts = { rut: string | null; debts: TagDebt[] };

/** The external plate-fines service (patente_chile_data of the spec). */
export type PlateFines = { hasFines: boolean; finesCount: number; message: string | null };

/**
 * One unpaid charge of a toll road crossed without a valid TAG: one company on one day. Unlike TAG
 * contract debt (the owner's, by RUT) it follows the plate, so a buyer inherits it.
 */
export type TollCharge = {
  date: IsoDate | null;
  company: string;
  /** CLP. */
  amount: number;
  /** Last day to pay before it becomes a fine. */
  payBy: IsoDate | null;
};

export type CrossingsWithoutTag = { charges: TollCharge[] };

/** A maker's safety campaign (SERNAC notice) that covers this VIN. */
export type Recall = {
  title: string;
  date: IsoDate | null;
  risk: string | null;
  /** The official notice. */
  url: string | null;
};

export type Recalls = { recalls: Recall[] };

/** One version of the catalogue (make, model, year) with its fiscal valuation and yearly permit, in CLP. */
export type ValuedVersion = {
  name: string;
  siiCode: string | null;
  valuation: number;
  circulationPermit: number;
};

/**
 * The catalogue versions that match the vehicle: one when the match is exact, several when it is
 * ambiguous (the report then shows their range; it never picks one silently).
 */
export type FiscalValuation = { catalogueModel: string; year: number; versions: ValuedVersion[] };

/** Whether the plate is reported stolen ('encargo por robo'). No source answers it yet (decision 049). */
export type TheftCheck = { reported: boolean };

export type SectionKey =
  | "vehicle"
  | "soap"
  | "inspection"
  | "trafficFines"
  | "tag"
  | "plateFines"
  | "crossings"
  | "recalls"
  | "valuation"
  | "theft";

/**
 * What one lookup produced: the data, a definite "nothing on record", or no answer (error, timeout).
 * The distinction matters: a missing SOAP on record costs points, an unanswered SOAP lookup does not.
 */
export type Lookup<T> =
  | { status: "found"; data: T }
  | { status: "not_found" }
  | { status: "unavailable"; reason: string };

/** The reason of an 'unavailable' lookup whose source this deployment does not have at all. */
export const SOURCE_NOT_CONFIGURED = "not configured";
/** The reason of an 'unavailable' lookup the provider's contracted plan does not include (Boostr V-06). */
export const SOURCE_NOT_IN_PLAN = "service not in plan";
/** The reason of an 'unavailable' lookup the provider's daily quota had no call left for. */
export const SOURCE_DAILY_LIMIT = "daily limit";
/** The reason of a section a report made before that source existed never asked (migration 0010). */
export const SOURCE_NOT_ASKED = "not asked";
/** The reason of a lookup whose source said 'success' without what the section needs (issue 29). */
export const SOURCE_UNEXPECTED_ANSWER = "unexpected answer";

/** Unavailable for a reason that asking again cannot change: the report is not partial because of it. */
export const isSettledUnavailable = (lookup: Lookup<unknown>): boolean =>
  lookup.status === "unavailable" &&
  [SOURCE_NOT_CONFIGURED, SOURCE_NOT_IN_PLAN, SOURCE_NOT_ASKED].includes(lookup.reason);

/** A lookup as kept in the report: with where and when it was consulted. */
export type Section<T> = Lookup<T> & { source: string; consultedAt: IsoDateTime };

export type ReportSections = {
  vehicle: Section<Vehicle>;
  soap: Section<Soap>;
  inspection: Section<Inspection>;
  trafficFines: Section<TrafficFines>;
  tag: Section<TagDebts>;
  plateFines: Section<PlateFines>;
  crossings: Section<CrossingsWithoutTag>;
  recalls: Section<Recalls>;
  valuation: Section<FiscalValuation>;
  theft: Section<TheftCheck>;
};

// ---- What the presentation draws -------------------------------------------------------------------

/** The colour a finding is drawn in: the verdict, a section's status, a row. */
export type Tone = "green" | "yellow" | "red" | "neutral";

/** The words beside the number (decision 100), worst first: the worst finding chooses them (verdict.ts). */
export const HEADLINES = [
  "Riesgo alto",
  "No confiable",
  "Revisar antecedentes",
  "Puntaje provisional",
  "Buen estado",
  "Excelente estado",
] as const;
export type Headline = (typeof HEADLINES)[number];

/** Each headline's one colour, wherever it is drawn: a word never reads green on one row, amber on another. */
export const HEADLINE_TONES = {
  "Riesgo alto": "red",
  "No confiable": "red",
  "Revisar antecedentes": "yellow",
  "Puntaje provisional": "neutral",
  "Buen estado": "green",
  "Excelente estado": "green",
} as const satisfies Record<Headline, Tone>;

/** What every view says beside a report's number, and in what colour: one field wherever it is sent. */
export type Verdict = { [H in Headline]: { tone: (typeof HEADLINE_TONES)[H]; headline: H } }[Headline];
export type Row = { label: string; value: string; tone?: Tone };

export type PresentedSection = {
  key:
    | "vehicle"
    | "legal"
    | "usage"
    | "inspection"
    | "tag"
    | "crossings"
    | "recalls"
    | "valuation"
    | "theft"
    | "transfer";
  title: string;
  /** 'Fuente: Boostr · consultado el 21-11-2026 10:04', or why no source was asked. */
  provenance: string;
  /** Headline value of the section ('Sin multas', 'Vencida', ...). */
  status: { text: string; tone: Tone };
  rows: Row[];
  /** Lists under the rows (fines, debts, mileage readings). */
  lists: { title: string; items: string[] }[];
  /** Official pages to go on to (a recall's notice, the theft check); always http(s). */
  links: { label: string; href: string }[];
  notes: string[];
  warnings: string[];
};
