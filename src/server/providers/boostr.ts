import { setTimeout as delay } from "node:timers/promises";
import { z } from "zod";
import { isValidPlate, normalizePlate } from "#domain/plate";
import {
  type Inspection,
  type InspectionPlant,
  type InspectionRecord,
  type Lookup,
  SOURCE_NOT_CONFIGURED,
  SOURCE_NOT_IN_PLAN,
  type Soap,
  type TagDebts,
  type TrafficFines,
  type Vehicle,
} from "#domain/report/model";
import { normalizeRut, parseRut } from "#domain/rut";
import { checkVin } from "#domain/vin";
import type { Logger } from "../logger";
import { crossingsAnswer, recallsAnswer } from "./boostr-crossings-recalls";
import { type CataloguePaths, createValuationLookup } from "./boostr-valuation";
import { isoDate, num, text } from "./lenient";
import { type CallLimiter, createSlidingWindowLimiter, DeadlineExceeded } from "./sliding-window";
import type {
  CrossingsSource,
  InspectionSource,
  PlateFinesSource,
  RecallsSource,
  SoapSource,
  TagSource,
  TrafficFinesSource,
  ValuationSource,
  VehicleDataProvider,
  VehicleSource,
} from "./types";

export type BoostrClientOptions = {
  apiKey: string;
  baseUrl?: string;
  /**
   * Boostr does not publish the TAG path clearly. Placeholders: {rut} -> "16746484-K", {document} ->
   * "16746484", {dv} -> "K".
   */
  tagPath?: string;
  /**
   * Nor the paths of the endpoints below (tests/fixtures/boostr/README.md, 'More endpoints'): each is a
   * template. Crossings without a TAG: {plate}. Recalls: {vin}. The catalogue behind the fiscal valuation:
   * brands; models, {brand_id}; versions, {model_id} and {year}.
   */
  crossingsPath?: string;
  recallsPath?: string;
  cataloguePaths?: Partial<CataloguePaths>;
  /** Budget for one lookup, covering the wait for a rate-limit slot, every attempt and the backoffs. */
  timeoutMs?: number;
  /** Extra attempts after the first, for answers that may succeed later (V-05, U-03, 429, 5xx, network). */
  maxRetries?: number;
  /** Backoff before retry n (from 0) is random() × min(retryMaxDelayMs, retryBaseDelayMs × 2^n). */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  /** Boostr allows 5 requests per 10 s per key. */
  rateLimit?: { requests: number; windowMs: number };
  /**
   * Where each request takes its slot of the plan's budget. Default: a sliding window in this process;
   * the server passes the budget it shares with every instance through the database.
   */
  limiter?: CallLimiter;
  logger: Logger;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Clock for the rate limiter and the time budget; injected together with `sleep` in tests. */
  now?: () => number;
};

export type BoostrClient = VehicleSource &
  SoapSource &
  InspectionSource &
  TrafficFinesSource &
  TagSource &
  CrossingsSource &
  RecallsSource &
  ValuationSource;

type Endpoint =
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

/** Endpoints a plan may well leave out: that is how the plan is, not a fault to alert anyone about. */
const OPTIONAL_ENDPOINTS: ReadonlySet<Endpoint> = new Set([
  "crossings",
  "recalls",
  "brands",
  "models",
  "versions",
]);

const CATALOGUE_PATHS: CataloguePaths = {
  brands: "/vehicle/brands.json",
  models: "/vehicle/models.json?brand_id={brand_id}",
  versions: "/vehicle/versions.json?model_id={model_id}&year={year}",
};

export const DEFAULT_BOOSTR_PATHS = {
  tag: "/vehicle/tag/{rut}.json",
  crossings: "/vehicle/crossings_without_tag/{plate}.json",
  recalls: "/vehicle/recalls/{vin}.json",
  ...CATALOGUE_PATHS,
} as const;

/** A path template with its {placeholders} filled in, each value encoded for a URL. */
export const fillPath = (template: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce(
    (path, [key, value]) => path.replaceAll(`{${key}}`, encodeURIComponent(String(value))),
    template,
  );

/** One attempt either settles the lookup or asks to be tried again. */
type Verdict = { settled: Lookup<unknown> } | { retry: string; retryAfterMs?: number };

const unavailable = (reason: string) => ({ status: "unavailable", reason }) as const;
const NOT_FOUND = { status: "not_found" } as const;

const ZEnvelope = z.looseObject({
  status: z.string(),
  code: text,
  message: text,
  data: z.unknown().optional(),
});

// --- Raw shapes (lenient) and their mapping into the report model -------------------------------------

const ZOwner = z.looseObject({ fullname: text, name: text, documentNumber: text }).nullish().catch(null);

const ZVehicle = z.looseObject({
  plate: text,
  make: text,
  model: text,
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

const toVehicle = (v: z.output<typeof ZVehicle>, plate: string): Vehicle => {
  const ownerName = v.owner?.fullname ?? v.owner?.name ?? null;
  const ownerRut = v.owner?.documentNumber ?? null;
  return {
    plate: v.plate ? normalizePlate(v.plate) : plate,
    make: v.make,
    model: v.model,
    version: v.version,
    year: v.year,
    type: v.type,
    color: v.color,
    engineNumber: v.engine,
    engineSize: v.engine_size,
    transmission: v.transmission,
    gasType: v.gas_type,
    chassis: v.chassis,
    doors: v.doors,
    kilometers: v.kilometers,
    manufacturer: v.manufacturer,
    country: v.country,
    region: v.region,
    // The model's owner always has a name; Boostr sends the name and RUT together, so a nameless owner is
    // treated as no owner rather than shown blank.
    owner: ownerName ? { fullName: ownerName, rut: ownerRut ? normalizeRut(ownerRut) : null } : null,
  };
};

const ZSoap = z.looseObject({ company: text, number_policy: text, since: isoDate, to: isoDate });

const toSoap = (s: z.output<typeof ZSoap>): Soap => ({
  company: s.company,
  policyNumber: s.number_policy,
  since: s.since,
  to: s.to,
});

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
const ZInspection = z.looseObject({
  ...recordShape,
  gases_status: text,
  gases_due_date: isoDate,
  history: z.array(ZRecord).nullish(),
});

const toPlant = (r: z.output<typeof ZRecord>): InspectionPlant | null => {
  if (r.prt) return { code: r.prt.code, name: r.prt.name ?? r.inspection_center, location: r.prt.location };
  return r.inspection_center ? { code: null, name: r.inspection_center, location: null } : null;
};

const toRecord = (r: z.output<typeof ZRecord>): InspectionRecord => ({
  date: r.date,
  status: r.status,
  certificate: r.certificate,
  kilometers: r.kilometers,
  dueDate: r.due_date,
  plant: toPlant(r),
});

const toInspection = (i: z.output<typeof ZInspection>): Inspection => ({
  ...toRecord(i),
  gasesStatus: i.gases_status,
  gasesDueDate: i.gases_due_date,
  history: (i.history ?? []).map(toRecord),
});

const ZTickets = z.looseObject({
  tickets: z
    .array(z.looseObject({ jpl: text, rol: text, reason: text, commune: text, amount: num, total: num }))
    .nullish(),
});

const toTrafficFines = (t: z.output<typeof ZTickets>): TrafficFines => ({
  tickets: (t.tickets ?? []).map((ticket) => ({
    court: ticket.jpl,
    rol: ticket.rol,
    reason: ticket.reason,
    commune: ticket.commune,
    amount: ticket.amount ?? ticket.total,
  })),
});

const ZTag = z.looseObject({
  document: text,
  dv: text,
  details: z
    .array(
      z.looseObject({
        // A debt without a readable amount would understate the total: refuse the answer instead.
        amount: num.pipe(z.number()),
        company: text,
        company_id: text,
        location: text,
        date: isoDate,
      }),
    )
    .nullish(),
});

const toTagDebts = (t: z.output<typeof ZTag>, rut: string): TagDebts => ({
  rut: (t.document && t.dv ? normalizeRut(`${t.document}-${t.dv}`) : null) ?? rut,
  debts: (t.details ?? []).map((d) => ({
    company: d.company ?? (d.company_id ? `Concesionaria ${d.company_id}` : "Concesionaria no informada"),
    amount: d.amount,
    location: d.location,
    date: d.date,
  })),
});

// --- Transport -----------------------------------------------------------------------------------------

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

export function createBoostrClient(options: BoostrClientOptions): BoostrClient {
  const {
    apiKey,
    baseUrl = "https://api.boostr.cl",
    tagPath = DEFAULT_BOOSTR_PATHS.tag,
    crossingsPath = DEFAULT_BOOSTR_PATHS.crossings,
    recallsPath = DEFAULT_BOOSTR_PATHS.recalls,
    timeoutMs = 15_000,
    maxRetries = 2,
    retryBaseDelayMs = 500,
    retryMaxDelayMs = 5_000,
    rateLimit = { requests: 5, windowMs: 10_000 },
    fetch: fetchImpl = globalThis.fetch,
    sleep = (ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal }),
    random = Math.random,
    now = Date.now,
  } = options;
  const logger = options.logger.child({ provider: "boostr" });
  const root = baseUrl.replace(/\/+$/, "");
  const limiter =
    options.limiter ??
    createSlidingWindowLimiter({ limit: rateLimit.requests, windowMs: rateLimit.windowMs, now, sleep });

  /** Full jitter: concurrent callers that failed together must not come back together. */
  const backoffMs = (attempt: number) =>
    random() * Math.min(retryMaxDelayMs, retryBaseDelayMs * 2 ** attempt);

  function byCode(code: string | null, message: string | null, endpoint: Endpoint, log: Logger): Verdict {
    switch (code) {
      case "V-02":
        return { settled: NOT_FOUND };
      case "V-01":
      case "V-04":
      case "U-02":
        log.warn({ code, message }, "Boostr refused the plate, RUT or VIN as invalid");
        // A plate or RUT it refuses has no records; a VIN it refuses says nothing about its recalls.
        return { settled: endpoint === "recalls" ? unavailable("invalid VIN") : NOT_FOUND };
      case "V-06":
        if (OPTIONAL_ENDPOINTS.has(endpoint)) log.warn({ code }, "Boostr: this service is not in the plan");
        else log.error({ code, message }, "Boostr: this service is not in the contracted plan");
        return { settled: unavailable(SOURCE_NOT_IN_PLAN) };
      case "V-05":
      case "U-03":
        return { retry: `source unavailable (${code})` };
      case "RATELIMIT":
        return { retry: "rate limited" };
      default:
        log.error({ code, message }, "Boostr answered an unknown error code");
        return { settled: unavailable(`Boostr error ${code ?? "without code"}`) };
    }
  }

  async function attempt(
    path: string,
    endpoint: Endpoint,
    signal: AbortSignal,
    log: Logger,
  ): Promise<Verdict> {
    const res = await fetchImpl(`${root}${path}`, {
      headers: { "X-API-KEY": apiKey, Accept: "application/json" },
      signal,
    });
    if (!res.ok) {
      // The body of a failed answer may be a firewall's HTML page; it is never read as JSON.
      await res.body?.cancel();
      const contentType = res.headers.get("content-type");
      if (res.status === 401 || res.status === 403) {
        log.error(
          { status: res.status, contentType },
          "Boostr rejected the API key (or its web firewall blocked us): check BOOSTR_API_KEY and the plan",
        );
        return { settled: unavailable(`HTTP ${res.status}: API key rejected`) };
      }
      if (res.status === 429 || res.status >= 500) {
        const reason = res.status === 429 ? "rate limited" : `HTTP ${res.status}`;
        return { retry: reason, retryAfterMs: retryAfterMs(res.headers.get("retry-after")) };
      }
      log.error({ status: res.status, contentType }, "Boostr answered an unexpected HTTP status");
      return { settled: unavailable(`HTTP ${res.status}`) };
    }
    const body = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      log.warn({ bytes: body.length }, "Boostr answered a body that is not JSON");
      return { settled: unavailable("malformed answer") };
    }
    const envelope = ZEnvelope.safeParse(json);
    if (envelope.success && envelope.data.status === "success") {
      return { settled: { status: "found", data: envelope.data.data } };
    }
    if (envelope.success && envelope.data.status === "error") {
      return byCode(envelope.data.code, envelope.data.message, endpoint, log);
    }
    log.warn("Boostr answered JSON without a known status");
    return { settled: unavailable("malformed answer") };
  }

  async function call(
    endpoint: Endpoint,
    path: string,
    callerSignal?: AbortSignal,
  ): Promise<Lookup<unknown>> {
    const log = logger.child({ endpoint });
    const deadline = now() + timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    let waitMs = 0;
    for (let attempts = 1; ; attempts++) {
      let verdict: Verdict;
      try {
        if (waitMs > 0) await sleep(waitMs, signal);
        await limiter.acquire(deadline, signal);
        verdict = await attempt(path, endpoint, signal, log);
      } catch (error) {
        if (callerSignal?.aborted) return unavailable("cancelled");
        if (signal.aborted || error instanceof DeadlineExceeded) {
          log.warn({ attempts, timeoutMs }, "Boostr lookup timed out");
          return unavailable("timeout");
        }
        log.debug({ err: error }, "Boostr request failed");
        verdict = { retry: "network error" };
      }
      if ("settled" in verdict) return verdict.settled;

      waitMs = verdict.retryAfterMs ?? backoffMs(attempts - 1);
      if (verdict.retryAfterMs !== undefined) limiter.pauseUntil(now() + waitMs);
      if (attempts > maxRetries || now() + waitMs > deadline) {
        log.warn({ attempts, reason: verdict.retry }, "Boostr gave no usable answer; giving up");
        return unavailable(verdict.retry);
      }
      log.debug({ attempts, reason: verdict.retry, waitMs }, "retrying Boostr");
    }
  }

  async function lookup<S extends z.ZodType, T>(
    endpoint: Endpoint,
    path: string,
    schema: S,
    map: (data: z.output<S>) => T,
    signal?: AbortSignal,
  ): Promise<Lookup<T>> {
    const answer = await call(endpoint, path, signal);
    if (answer.status !== "found") return answer;
    const parsed = schema.safeParse(answer.data);
    if (parsed.success) return { status: "found", data: map(parsed.data) };
    logger.warn({ endpoint, issues: z.prettifyError(parsed.error) }, "Boostr answer has an unexpected shape");
    return unavailable("malformed answer");
  }

  /** Lookups for input Boostr would refuse (V-04, U-02) end here, without spending a request. */
  function byPlate<S extends z.ZodType, T>(
    endpoint: "vehicle" | "soap" | "inspection" | "traffic_tickets" | "crossings",
    pathOf: (plate: string) => string,
    schema: S,
    map: (data: z.output<S>, plate: string) => T,
  ) {
    return (input: string, signal?: AbortSignal): Promise<Lookup<T>> => {
      const plate = normalizePlate(input);
      if (!isValidPlate(plate)) return Promise.resolve(NOT_FOUND);
      const path = pathOf(encodeURIComponent(plate));
      return lookup(endpoint, path, schema, (data) => map(data, plate), signal);
    };
  }

  return {
    vehicle: byPlate("vehicle", (p) => `/vehicle/${p}.json?include=owner`, ZVehicle, toVehicle),
    soap: byPlate("soap", (p) => `/vehicle/soap/${p}.json`, ZSoap, toSoap),
    inspection: byPlate("inspection", (p) => `/vehicle/inspection/${p}.json`, ZInspection, toInspection),
    trafficFines: byPlate(
      "traffic_tickets",
      (p) => `/vehicle/traffic_tickets/${p}.json`,
      ZTickets,
      toTrafficFines,
    ),
    tagDebts(input, signal) {
      const rut = parseRut(input);
      if (!rut) return Promise.resolve(NOT_FOUND);
      const normalized = `${rut.body}-${rut.dv}`;
      const path = fillPath(tagPath, { rut: normalized, document: rut.body, dv: rut.dv });
      return lookup("tag", path, ZTag, (data) => toTagDebts(data, normalized), signal);
    },
    crossings: byPlate(
      "crossings",
      (p) => fillPath(crossingsPath, { plate: p }),
      crossingsAnswer.schema,
      crossingsAnswer.map,
    ),
    recalls(input, signal) {
      // Boostr answers V-04 to a VIN it cannot read; one that is not a VIN is not worth a request.
      const vin = checkVin(input);
      if (!vin.validStructure) return Promise.resolve(unavailable("invalid VIN"));
      const path = fillPath(recallsPath, { vin: vin.vin });
      return lookup("recalls", path, recallsAnswer.schema, recallsAnswer.map, signal);
    },
    valuation: createValuationLookup({
      get: lookup,
      paths: { ...CATALOGUE_PATHS, ...options.cataloguePaths },
      fill: fillPath,
    }),
  };
}

/** The report's provider when Boostr is configured; the plate-fines service is a separate, optional one. */
export function createBoostrProvider({
  client,
  plateFines,
}: {
  client: BoostrClient;
  plateFines?: PlateFinesSource;
}): VehicleDataProvider {
  return {
    name: "Boostr",
    isDemo: false,
    vehicle: client.vehicle,
    soap: client.soap,
    inspection: client.inspection,
    trafficFines: client.trafficFines,
    tagDebts: client.tagDebts,
    crossings: client.crossings,
    recalls: client.recalls,
    valuation: client.valuation,
    // No Boostr endpoint reports a theft: the report says it did not verify one (decision 049).
    theft: () => Promise.resolve(unavailable(SOURCE_NOT_CONFIGURED)),
    plateFines: plateFines
      ? (plate, signal) => plateFines.plateFines(plate, signal)
      : () => Promise.resolve(unavailable(SOURCE_NOT_CONFIGURED)),
  };
}
