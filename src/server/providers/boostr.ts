import { setTimeout as delay } from "node:timers/promises";
import { isValidPlate, normalizePlate } from "#domain/plate";
import {
  type Inspection,
  type InspectionPlant,
  type InspectionRecord,
  type Lookup,
  SOURCE_DAILY_LIMIT,
  SOURCE_NOT_CONFIGURED,
  SOURCE_NOT_IN_PLAN,
  SOURCE_UNEXPECTED_ANSWER,
  type Soap,
  type TagDebts,
  type TrafficFines,
  type Vehicle,
} from "#domain/report/model";
import { normalizeRut, parseRut } from "#domain/rut";
import { checkVin } from "#domain/vin";
import type { Logger } from "../logger";
import { type BoostrData, type BoostrEndpoint, readBoostrBody } from "./boostr-answers";
import { toCrossings, toRecalls } from "./boostr-crossings-recalls";
import { type CataloguePaths, createValuationLookup } from "./boostr-valuation";
import {
  type Answered,
  type CallLimiter,
  createSlidingWindowLimiter,
  DailyLimitReached,
  DeadlineExceeded,
} from "./sliding-window";
import { type SourceClock, startClock } from "./source-clock";
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
  /** Told of every request Boostr was sent, retries included, with what came of it (the /metrics counter). */
  onRequest?: (endpoint: BoostrEndpoint, outcome: BoostrOutcome) => void;
};

/**
 * What came of one request sent: the labels of `boostr_requests_total`. `no_answer` is a request sent that
 * got no answer (network error, timeout), which Boostr may still have counted.
 */
export type BoostrOutcome =
  | "found"
  | "not_found"
  | "invalid_input"
  | "not_in_plan"
  | "retry_later"
  | "rate_limited"
  | "error_code"
  | "key_rejected"
  | "server_error"
  | "http_error"
  | "malformed"
  | "unexpected_shape"
  | "no_answer";

export type BoostrClient = VehicleSource &
  SoapSource &
  InspectionSource &
  TrafficFinesSource &
  TagSource &
  CrossingsSource &
  RecallsSource &
  ValuationSource;

/** Endpoints a plan may well leave out: that is how the plan is, not a fault to alert anyone about. */
const OPTIONAL_ENDPOINTS: ReadonlySet<BoostrEndpoint> = new Set([
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

/** Every endpoint's path template; the four Boostr publishes are fixed, the others configurable. */
export const DEFAULT_BOOSTR_PATHS = {
  vehicle: "/vehicle/{plate}.json?include=owner",
  soap: "/vehicle/soap/{plate}.json",
  inspection: "/vehicle/inspection/{plate}.json",
  traffic_tickets: "/vehicle/traffic_tickets/{plate}.json",
  tag: "/vehicle/tag/{rut}.json",
  crossings: "/vehicle/crossings_without_tag/{plate}.json",
  recalls: "/vehicle/recalls/{vin}.json",
  ...CATALOGUE_PATHS,
} as const satisfies Record<BoostrEndpoint, string>;

export type BoostrPaths = Record<BoostrEndpoint, string>;

/** The templates a client with these options asks: its configuration over the defaults. */
export const boostrPathsOf = (
  options: Pick<BoostrClientOptions, "tagPath" | "crossingsPath" | "recallsPath" | "cataloguePaths">,
): BoostrPaths => ({
  ...DEFAULT_BOOSTR_PATHS,
  ...(options.tagPath && { tag: options.tagPath }),
  ...(options.crossingsPath && { crossings: options.crossingsPath }),
  ...(options.recallsPath && { recalls: options.recallsPath }),
  ...options.cataloguePaths,
});

/** A path template with its {placeholders} filled in, each value encoded for a URL. */
export const fillPath = (template: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce(
    (path, [key, value]) => path.replaceAll(`{${key}}`, encodeURIComponent(String(value))),
    template,
  );

/** One attempt either settles the lookup or asks to be tried again. */
type Verdict<T> = { settled: Lookup<T> } | { retry: string; retryAfterMs?: number };

const unavailable = (reason: string) => ({ status: "unavailable", reason }) as const;
const NOT_FOUND = { status: "not_found" } as const;

// --- Answers mapped into the report model (their schemas: boostr-answers.ts) ---------------------------

const toVehicle = (v: BoostrData<"vehicle">, plate: string): Vehicle => {
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

const toSoap = (s: BoostrData<"soap">): Soap => ({
  company: s.company,
  policyNumber: s.number_policy,
  since: s.since,
  to: s.to,
});

/** One inspection as Boostr sends it: the latest has this shape too, plus gases and history. */
type RawRecord = NonNullable<BoostrData<"inspection">["history"]>[number];

const toPlant = (r: RawRecord): InspectionPlant | null => {
  if (r.prt) return { code: r.prt.code, name: r.prt.name ?? r.inspection_center, location: r.prt.location };
  return r.inspection_center ? { code: null, name: r.inspection_center, location: null } : null;
};

const toRecord = (r: RawRecord): InspectionRecord => ({
  date: r.date,
  status: r.status,
  certificate: r.certificate,
  kilometers: r.kilometers,
  dueDate: r.due_date,
  plant: toPlant(r),
});

const toInspection = (i: BoostrData<"inspection">): Inspection => ({
  ...toRecord(i),
  gasesStatus: i.gases_status,
  gasesDueDate: i.gases_due_date,
  history: (i.history ?? []).map(toRecord),
});

const toTrafficFines = (t: BoostrData<"traffic_tickets">): TrafficFines => ({
  tickets: t.tickets.map((ticket) => ({
    court: ticket.jpl,
    rol: ticket.rol,
    reason: ticket.reason,
    commune: ticket.commune,
    amount: ticket.amount ?? ticket.total,
  })),
});

const toTagDebts = (t: BoostrData<"tag">, rut: string): TagDebts => ({
  rut: (t.document && t.dv ? normalizeRut(`${t.document}-${t.dv}`) : null) ?? rut,
  debts: t.details.map((d) => ({
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
    timeoutMs = 15_000,
    maxRetries = 2,
    retryBaseDelayMs = 500,
    retryMaxDelayMs = 5_000,
    rateLimit = { requests: 5, windowMs: 10_000 },
    fetch: fetchImpl = globalThis.fetch,
    sleep = (ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal }),
    random = Math.random,
    now = Date.now,
    onRequest = () => {},
  } = options;
  const paths = boostrPathsOf(options);
  const logger = options.logger.child({ provider: "boostr" });
  const root = baseUrl.replace(/\/+$/, "");
  const limiter =
    options.limiter ??
    createSlidingWindowLimiter({ limit: rateLimit.requests, windowMs: rateLimit.windowMs, now, sleep });

  /** Full jitter: concurrent callers that failed together must not come back together. */
  const backoffMs = (attempt: number) =>
    random() * Math.min(retryMaxDelayMs, retryBaseDelayMs * 2 ** attempt);

  type Counted<T> = [BoostrOutcome, Verdict<T>];

  function byCode(
    code: string | null,
    message: string | null,
    endpoint: BoostrEndpoint,
    log: Logger,
  ): Counted<never> {
    switch (code) {
      case "V-02":
        return ["not_found", { settled: NOT_FOUND }];
      case "V-01":
      case "V-04":
      case "U-02":
        log.warn({ code, message }, "Boostr refused the plate, RUT or VIN as invalid");
        // A plate or RUT it refuses has no records; a VIN it refuses says nothing about its recalls.
        return [
          "invalid_input",
          { settled: endpoint === "recalls" ? unavailable("invalid VIN") : NOT_FOUND },
        ];
      case "V-06":
        if (OPTIONAL_ENDPOINTS.has(endpoint)) log.warn({ code }, "Boostr: this service is not in the plan");
        else log.error({ code, message }, "Boostr: this service is not in the contracted plan");
        return ["not_in_plan", { settled: unavailable(SOURCE_NOT_IN_PLAN) }];
      case "V-05":
      case "U-03":
        return ["retry_later", { retry: `source unavailable (${code})` }];
      case "RATELIMIT":
        return ["rate_limited", { retry: "rate limited" }];
      default:
        log.error({ code, message }, "Boostr answered an unknown error code");
        return ["error_code", { settled: unavailable(`Boostr error ${code ?? "without code"}`) }];
    }
  }

  async function attempt<E extends BoostrEndpoint>(
    endpoint: E,
    path: string,
    signal: AbortSignal,
    log: Logger,
  ): Promise<Counted<BoostrData<E>>> {
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
        return ["key_rejected", { settled: unavailable(`HTTP ${res.status}: API key rejected`) }];
      }
      if (res.status === 429 || res.status >= 500) {
        const wait = retryAfterMs(res.headers.get("retry-after"));
        return res.status === 429
          ? ["rate_limited", { retry: "rate limited", retryAfterMs: wait }]
          : ["server_error", { retry: `HTTP ${res.status}`, retryAfterMs: wait }];
      }
      log.error({ status: res.status, contentType }, "Boostr answered an unexpected HTTP status");
      return ["http_error", { settled: unavailable(`HTTP ${res.status}`) }];
    }
    const answer = readBoostrBody(endpoint, await res.text());
    switch (answer.kind) {
      case "success":
        return ["found", { settled: { status: "found", data: answer.data } }];
      case "error":
        return byCode(answer.code, answer.message, endpoint, log);
      case "unexpected":
        log.warn({ missing: answer.missing }, "Boostr answered success without what the section needs");
        return ["unexpected_shape", { settled: unavailable(SOURCE_UNEXPECTED_ANSWER) }];
      case "malformed":
        log.warn("Boostr answered a body that is not JSON, or JSON without a known status");
        return ["malformed", { settled: unavailable(SOURCE_UNEXPECTED_ANSWER) }];
    }
  }

  async function call<E extends BoostrEndpoint>(
    endpoint: E,
    path: string,
    callerSignal?: AbortSignal,
  ): Promise<Lookup<BoostrData<E>>> {
    const log = logger.child({ endpoint });
    // Its budget stops while it waits for a slot the plan reserved for its report (shared-budget.ts).
    const clock = startClock(timeoutMs, now);
    const signal = callerSignal ? AbortSignal.any([callerSignal, clock.signal]) : clock.signal;
    try {
      return await clock.run(() => send(endpoint, path, signal, callerSignal, clock, log));
    } finally {
      clock.stop();
    }
  }

  async function send<E extends BoostrEndpoint>(
    endpoint: E,
    path: string,
    signal: AbortSignal,
    callerSignal: AbortSignal | undefined,
    clock: SourceClock,
    log: Logger,
  ): Promise<Lookup<BoostrData<E>>> {
    let waitMs = 0;
    for (let attempts = 1; ; attempts++) {
      let verdict: Verdict<BoostrData<E>>;
      let sent: Answered | null = null;
      try {
        if (waitMs > 0) await sleep(waitMs, signal);
        sent = await limiter.acquire(clock.deadline(), signal);
        const [outcome, answered] = await attempt(endpoint, path, signal, log);
        onRequest(endpoint, outcome);
        verdict = answered;
      } catch (error) {
        if (sent) onRequest(endpoint, "no_answer");
        if (callerSignal?.aborted) return unavailable("cancelled");
        if (error instanceof DailyLimitReached) return unavailable(SOURCE_DAILY_LIMIT);
        if (signal.aborted || error instanceof DeadlineExceeded) {
          log.warn({ attempts, timeoutMs }, "Boostr lookup timed out");
          return unavailable("timeout");
        }
        log.debug({ err: error }, "Boostr request failed");
        verdict = { retry: "network error" };
      } finally {
        sent?.();
      }
      if ("settled" in verdict) return verdict.settled;

      waitMs = verdict.retryAfterMs ?? backoffMs(attempts - 1);
      if (verdict.retryAfterMs !== undefined) limiter.pauseUntil(now() + waitMs);
      if (attempts > maxRetries || now() + waitMs > clock.deadline()) {
        log.warn({ attempts, reason: verdict.retry }, "Boostr gave no usable answer; giving up");
        return unavailable(verdict.retry);
      }
      log.debug({ attempts, reason: verdict.retry, waitMs }, "retrying Boostr");
    }
  }

  async function lookup<E extends BoostrEndpoint, T>(
    endpoint: E,
    path: string,
    map: (data: BoostrData<E>) => T,
    signal?: AbortSignal,
  ): Promise<Lookup<T>> {
    const answer = await call(endpoint, path, signal);
    return answer.status === "found" ? { status: "found", data: map(answer.data) } : answer;
  }

  /** Lookups for input Boostr would refuse (V-04, U-02) end here, without spending a request. */
  function byPlate<E extends "vehicle" | "soap" | "inspection" | "traffic_tickets" | "crossings", T>(
    endpoint: E,
    map: (data: BoostrData<E>, plate: string) => T,
  ) {
    return (input: string, signal?: AbortSignal): Promise<Lookup<T>> => {
      const plate = normalizePlate(input);
      if (!isValidPlate(plate)) return Promise.resolve(NOT_FOUND);
      const path = fillPath(paths[endpoint], { plate });
      return lookup(endpoint, path, (data) => map(data, plate), signal);
    };
  }

  return {
    vehicle: byPlate("vehicle", toVehicle),
    soap: byPlate("soap", toSoap),
    inspection: byPlate("inspection", toInspection),
    trafficFines: byPlate("traffic_tickets", toTrafficFines),
    tagDebts(input, signal) {
      const rut = parseRut(input);
      if (!rut) return Promise.resolve(NOT_FOUND);
      const normalized = `${rut.body}-${rut.dv}`;
      const path = fillPath(paths.tag, { rut: normalized, document: rut.body, dv: rut.dv });
      return lookup("tag", path, (data) => toTagDebts(data, normalized), signal);
    },
    crossings: byPlate("crossings", toCrossings),
    recalls(input, signal) {
      // Boostr answers V-04 to a VIN it cannot read; one that is not a VIN is not worth a request.
      const vin = checkVin(input);
      if (!vin.validStructure) return Promise.resolve(unavailable("invalid VIN"));
      return lookup("recalls", fillPath(paths.recalls, { vin: vin.vin }), toRecalls, signal);
    },
    valuation: createValuationLookup({ get: lookup, paths, fill: fillPath }),
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
