import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { matchBrand, matchModel } from "#domain/report/valuation";
import { parseRut } from "#domain/rut";
import { type BoostrPaths, fillPath } from "./boostr";
import { type BoostrAnswer, type BoostrData, type BoostrEndpoint, readBoostrBody } from "./boostr-answers";
import { brandEntries, modelEntries } from "./boostr-valuation";
import { createSlidingWindowLimiter } from "./sliding-window";

// `npm run provider:check`: one request to each configured Boostr endpoint, read by the same schemas as the
// report's client (boostr-answers.ts), and a verdict an operator can act on before launch (issue 29).

/** Boostr's own test plate (its CarPlateTesting example); `--plate` asks a real one instead. */
export const CHECK_PLATE = "JG5165";

/** Inputs a later endpoint needs when the vehicle's answer did not bring them: the fixtures' examples. */
const EXAMPLES = { rut: "12345678-5", vin: "JM7DK4W7AH0112470", brandId: 15, modelId: 3609, year: 2024 };

/** The variable that sets each endpoint's path, for the 404 hint; the four published paths hang on the URL. */
const PATH_VARIABLE: Record<BoostrEndpoint, string> = {
  vehicle: "BOOSTR_API_URL",
  soap: "BOOSTR_API_URL",
  inspection: "BOOSTR_API_URL",
  traffic_tickets: "BOOSTR_API_URL",
  tag: "BOOSTR_TAG_PATH",
  crossings: "BOOSTR_CROSSINGS_PATH",
  recalls: "BOOSTR_RECALLS_PATH",
  brands: "BOOSTR_BRANDS_PATH",
  models: "BOOSTR_MODELS_PATH",
  versions: "BOOSTR_VERSIONS_PATH",
};

export type CheckVerdict =
  | { state: "works" }
  /** V-02: path, key and plan answer, but with nothing to check the shape against. */
  | { state: "no_record" }
  | { state: "not_in_plan" }
  | { state: "path_not_found"; variable: string }
  | { state: "key_rejected"; status: number }
  | { state: "firewall" }
  | { state: "unexpected_shape"; missing: string[] }
  | { state: "malformed" }
  | { state: "refused_input"; code: string }
  | { state: "retry_later"; code: string }
  | { state: "other"; detail: string };

export type SourceCheck = {
  endpoint: BoostrEndpoint;
  /** The configured template, not the path asked: that one may hold the owner's RUT. */
  path: string;
  verdict: CheckVerdict;
  /** The example input asked with, when the vehicle's answer did not bring the real one. */
  example: string | null;
};

export type ProviderCheck = {
  sources: SourceCheck[];
  /** Requests sent: each one a call of the plan. */
  calls: number;
  /** What Boostr last said of the quota left (a header or a body field), or null when it said nothing. */
  quotaLeft: string | null;
  /** The report cannot be sold without the vehicle: the check fails when it does not answer. */
  ok: boolean;
};

export type CheckOptions = {
  apiKey: string;
  baseUrl: string;
  paths: BoostrPaths;
  plate?: string;
  /** Where the answers go, redacted (`--save DIR`). */
  saveTo?: string;
  rateLimit: { requests: number; windowMs: number };
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const QUOTA_NAME = /ratelimit|rate-limit|quota|remaining|credits/i;

/** What an answer says of the quota: headers such as X-RateLimit-Remaining, or a field beside `data`. */
function quotaOf(headers: Headers, json: unknown): string | null {
  const said = [...headers].filter(([name]) => QUOTA_NAME.test(name)).map(([name, v]) => `${name}: ${v}`);
  if (json && typeof json === "object" && !Array.isArray(json))
    for (const [name, value] of Object.entries(json))
      if (QUOTA_NAME.test(name) && (typeof value === "number" || typeof value === "string"))
        said.push(`${name}: ${value}`);
  return said.length ? said.join(", ") : null;
}

const parseJson = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

function verdictOf(
  endpoint: BoostrEndpoint,
  res: { status: number; contentType: string },
  answer: BoostrAnswer<BoostrEndpoint>,
): CheckVerdict {
  if (res.status === 404) return { state: "path_not_found", variable: PATH_VARIABLE[endpoint] };
  if (res.status === 403 && /html/i.test(res.contentType)) return { state: "firewall" };
  if (res.status === 401 || res.status === 403) return { state: "key_rejected", status: res.status };
  if (res.status !== 200) return { state: "other", detail: `HTTP ${res.status}` };
  switch (answer.kind) {
    case "success":
      return { state: "works" };
    case "unexpected":
      return { state: "unexpected_shape", missing: answer.missing };
    case "malformed":
      return { state: "malformed" };
    case "error":
      switch (answer.code) {
        case "V-02":
          return { state: "no_record" };
        case "V-06":
          return { state: "not_in_plan" };
        case "V-01":
        case "V-04":
        case "U-02":
          return { state: "refused_input", code: answer.code };
        case "V-05":
        case "U-03":
        case "RATELIMIT":
          return { state: "retry_later", code: answer.code };
        default:
          return {
            state: "other",
            detail: `error ${answer.code ?? "sin código"}: ${answer.message ?? ""}`,
          };
      }
  }
}

const PERSON = "PERSONA FICTICIA DE PRUEBA";
const RUT_TEXT = /\b\d{1,2}\.?\d{3}\.?\d{3}-[\dkK]\b/g;
/** Keys whose value identifies a person or one car, whatever it looks like. */
const REDACTED: Record<string, string> = {
  fullname: PERSON,
  service_responsible: PERSON,
  documentnumber: EXAMPLES.rut,
  rut: EXAMPLES.rut,
  chassis: EXAMPLES.vin,
  vin: EXAMPLES.vin,
  number_policy: "0000000",
  engine: "X000000",
};

/**
 * An answer fit to keep as a test fixture: names, RUTs, VINs, policy and engine numbers replaced by the
 * fixtures' examples, the shape untouched. An owner's `name`, and a `document` beside its `dv`, are a
 * person's; any other text that reads as a RUT is replaced too.
 */
export function redactAnswer(value: unknown, parentKey = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => redactAnswer(item, parentKey));
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    const isRutParts = "document" in value && "dv" in value;
    return Object.fromEntries(
      entries.map(([key, v]) => {
        const lower = key.toLowerCase();
        if (v === null || v === "") return [key, v];
        if (lower in REDACTED) return [key, REDACTED[lower]];
        if (lower === "name" && parentKey === "owner") return [key, PERSON];
        if (isRutParts && lower === "document") return [key, EXAMPLES.rut.split("-")[0]];
        if (isRutParts && lower === "dv") return [key, EXAMPLES.rut.split("-")[1]];
        return [key, redactAnswer(v, lower)];
      }),
    );
  }
  return typeof value === "string" ? value.replaceAll(RUT_TEXT, EXAMPLES.rut) : value;
}

export async function checkProvider(options: CheckOptions): Promise<ProviderCheck> {
  const { apiKey, paths, fetch: fetchImpl = globalThis.fetch, timeoutMs = 15_000 } = options;
  const root = options.baseUrl.replace(/\/+$/, "");
  const plate = options.plate ?? CHECK_PLATE;
  const sleep = (ms: number, signal: AbortSignal) => delay(ms, undefined, { signal });
  // The plan's window still holds: ten requests at once would earn 429s, not verdicts.
  const limiter = createSlidingWindowLimiter({
    limit: options.rateLimit.requests,
    windowMs: options.rateLimit.windowMs,
    now: Date.now,
    sleep,
  });
  const sources: SourceCheck[] = [];
  let calls = 0;
  let quotaLeft: string | null = null;
  if (options.saveTo) await mkdir(options.saveTo, { recursive: true });

  async function ask<E extends BoostrEndpoint>(
    endpoint: E,
    values: Record<string, string | number>,
    example: string | null = null,
  ): Promise<BoostrData<E> | null> {
    const requestPath = fillPath(paths[endpoint], values);
    const signal = AbortSignal.timeout(timeoutMs);
    let verdict: CheckVerdict;
    let data: BoostrData<E> | null = null;
    try {
      const answered = await limiter.acquire(Number.POSITIVE_INFINITY, signal);
      calls++;
      const res = await fetchImpl(`${root}${requestPath}`, {
        headers: { "X-API-KEY": apiKey, Accept: "application/json" },
        signal,
      }).finally(answered);
      const body = await res.text();
      const json = parseJson(body);
      quotaLeft = quotaOf(res.headers, json) ?? quotaLeft;
      const answer = readBoostrBody(endpoint, body);
      verdict = verdictOf(
        endpoint,
        { status: res.status, contentType: res.headers.get("content-type") ?? "" },
        answer,
      );
      if (answer.kind === "success") data = answer.data;
      if (options.saveTo && json !== undefined)
        await writeFile(
          path.join(options.saveTo, `${endpoint}.json`),
          `${JSON.stringify(redactAnswer(json))}\n`,
        );
    } catch (error) {
      verdict = {
        state: "other",
        detail: `sin respuesta: ${error instanceof Error ? error.message : error}`,
      };
    }
    sources.push({ endpoint, path: paths[endpoint], verdict, example });
    return data;
  }

  const vehicle = await ask("vehicle", { plate });
  for (const endpoint of ["soap", "inspection", "traffic_tickets", "crossings"] as const)
    await ask(endpoint, { plate });

  // The lookups keyed by the vehicle take what it brought, as a report does; else the fixtures' examples.
  const owner = parseRut(vehicle?.owner?.documentNumber ?? "");
  const rut = owner ?? parseRut(EXAMPLES.rut);
  if (!rut) throw new Error("the example RUT must be valid");
  await ask(
    "tag",
    { rut: `${rut.body}-${rut.dv}`, document: rut.body, dv: rut.dv },
    owner ? null : `RUT ${EXAMPLES.rut}`,
  );

  const vin = vehicle?.chassis ?? null;
  await ask("recalls", { vin: vin ?? EXAMPLES.vin }, vin ? null : `VIN ${EXAMPLES.vin}`);

  const brands = brandEntries((await ask("brands", {})) ?? []);
  const brand = matchBrand(brands, vehicle?.make ?? null) ?? brands[0];
  const brandId = brand?.id ?? EXAMPLES.brandId;
  const models = modelEntries(
    (await ask("models", { brand_id: brandId }, brand ? null : `brand_id ${brandId}`)) ?? [],
  );
  const model = matchModel(models, vehicle?.model ?? null) ?? models[0];
  const modelId = model?.id ?? EXAMPLES.modelId;
  const year = vehicle?.year ?? EXAMPLES.year;
  const examples = [model ? null : `model_id ${modelId}`, vehicle?.year ? null : `año ${year}`];
  await ask("versions", { model_id: modelId, year }, examples.filter(Boolean).join(", ") || null);

  const vehicleState = sources[0]?.verdict.state;
  return {
    sources,
    calls,
    quotaLeft,
    ok: vehicleState === "works" || vehicleState === "no_record",
  };
}
