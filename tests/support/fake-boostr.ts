import { setMaxListeners } from "node:events";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import { type BoostrEndpoint, readBoostrBody } from "#server/providers/boostr-answers";

// A real HTTP stand-in for Boostr and for the external plate-fines service, answering from the recorded
// fixtures, so the providers are tested through their actual fetch, headers, status codes and bodies. Its
// default answers are held to the schemas the client reads (boostr-answers.ts): a fixture that drifts from
// them fails loudly here instead of passing as a clean section.

export const FAKE_BOOSTR_KEY = "test-boostr-key";

export type FixtureName =
  | "brands-models"
  | "crossings-without-tag"
  | "crossings-without-tag-error-retry-later"
  | "error-invalid-plate"
  | "error-invalid-rut"
  | "error-not-found"
  | "error-rate-limit"
  | "error-retry-later"
  | "inspection"
  | "recalls"
  | "recalls-error-invalid-vin"
  | "recalls-error-not-in-plan"
  | "soap"
  | "tag"
  | "traffic_tickets"
  | "valuation"
  | "vehicle-owner-name-variant"
  | "vehicle";

/**
 * The brand list (CarBrands) has no published answer, so there is no fixture of it: this one is read like
 * its sibling CarBrandsModels, and names the brand of `brands-models.json` (SUBARU, brand_id 15).
 */
export const BRANDS_ANSWER = {
  status: "success",
  data: [
    { id: 15, name: "SUBARU" },
    { id: 20, name: "MAZDA" },
  ],
};

/** A fixture as parsed JSON, fresh on every call so callers may modify it. */
export function fixture(name: FixtureName): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../fixtures/boostr/${name}.json`, import.meta.url), "utf8"));
}

/**
 * One scripted answer. Without `fixture`, `json` or `body` it is the path's default answer, so
 * `{ delayMs: 5000 }` is "the usual answer, late".
 */
export type FakeResponse = {
  status?: number;
  headers?: Record<string, string>;
  fixture?: FixtureName;
  json?: unknown;
  /** Sent as is: an HTML page, broken JSON. */
  body?: string;
  delayMs?: number;
};

export const replies = {
  notFound: { fixture: "error-not-found" },
  invalidPlate: { fixture: "error-invalid-plate" },
  retryLater: { fixture: "error-retry-later" },
  notInPlan: {
    json: { status: "error", data: "", code: "V-06", message: "Servicio no incluido en su plan" },
  },
  rateLimited: (retryAfterSeconds?: number): FakeResponse => ({
    status: 429,
    fixture: "error-rate-limit",
    headers: retryAfterSeconds === undefined ? {} : { "retry-after": String(retryAfterSeconds) },
  }),
  unauthorized: { status: 401, json: { status: "error", code: "401", message: "Unauthorized" } },
  firewall: {
    status: 403,
    headers: { "content-type": "text/html; charset=utf-8" },
    body: "<!DOCTYPE html><html><head><title>Attention Required!</title></head><body>Access denied</body></html>",
  },
  serverError: { status: 500, body: "Internal Server Error" },
  malformed: { body: '{"status":"success","data":{"plate":' },
  /** Well-formed, and of no use: the fault review's answer (issue 29). */
  wrongShape: { json: { status: "success", data: { foo: 1 } } },
  /** What a path Boostr does not have answers (a wrong BOOSTR_*_PATH). */
  pathNotFound: { status: 404, json: { status: "error", message: "Not Found" } },
  ownerNameVariant: { fixture: "vehicle-owner-name-variant" },
} satisfies Record<string, FakeResponse | ((...args: never[]) => FakeResponse)>;

export type PathMatcher = string | RegExp | ((path: string) => boolean);

export type RecordedRequest = { path: string; apiKey: string | null; at: number };

export type FakeBoostr = {
  url: string;
  /** Requests refused for going over the plan's budget (`budget` option). */
  overBudget: number;
  /** Every request received, oldest first; `path` includes the query string. */
  requests: RecordedRequest[];
  /** Answers the next requests whose path (without query) matches, in order; then the defaults again. */
  setScript(match: PathMatcher, responses: FakeResponse[]): void;
  close(): Promise<void>;
};

const matches = (match: PathMatcher, path: string) =>
  typeof match === "string" ? match === path : match instanceof RegExp ? match.test(path) : match(path);

const withData = (name: FixtureName, patch: Record<string, unknown>) => {
  const answer = fixture(name);
  return { ...answer, data: { ...(answer.data as object), ...patch } };
};

type DefaultAnswer = { endpoint: BoostrEndpoint | null; answer: unknown };

/** The default answer of each route, shaped after the request the way Boostr would. */
function defaultAnswer(url: URL): DefaultAnswer | undefined {
  const path = decodeURIComponent(url.pathname);
  // The default paths of the endpoints Boostr does not publish (DEFAULT_BOOSTR_PATHS).
  const crossings = /^\/vehicle\/crossings_without_tag\/([^/]+)\.json$/.exec(path);
  if (crossings)
    return { endpoint: "crossings", answer: withData("crossings-without-tag", { plate: crossings[1] }) };
  if (/^\/vehicle\/recalls\/[^/]+\.json$/.test(path))
    return { endpoint: "recalls", answer: fixture("recalls") };
  if (path === "/vehicle/brands.json") return { endpoint: "brands", answer: BRANDS_ANSWER };
  if (path === "/vehicle/models.json" && url.searchParams.has("brand_id"))
    return { endpoint: "models", answer: fixture("brands-models") };
  if (path === "/vehicle/versions.json" && url.searchParams.has("model_id"))
    return { endpoint: "versions", answer: fixture("valuation") };
  const plate = /^\/vehicle\/(?:(soap|inspection|traffic_tickets)\/)?([^/]+)\.json$/.exec(path);
  if (plate?.[2]) {
    const endpoint = (plate[1] ?? "vehicle") as "vehicle" | "soap" | "inspection" | "traffic_tickets";
    return { endpoint, answer: withData(endpoint, { plate: plate[2] }) };
  }
  const rut = /^\/vehicle\/tag\/(\d+)-([\dK])\.json$/i.exec(path);
  if (rut)
    return { endpoint: "tag", answer: withData("tag", { document: rut[1], dv: rut[2]?.toUpperCase() }) };
  if (path === "/consultar-patente" && url.searchParams.has("patente")) {
    return { endpoint: null, answer: { tieneMultas: false, cantidadMultas: 0, mensaje: "Sin multas" } };
  }
  return undefined;
}

export async function startFakeBoostr({
  apiKey = FAKE_BOOSTR_KEY,
  latencyMs = 0,
  now = Date.now,
  budget,
}: {
  /** The plan, as Boostr enforces it: past `calls` in any `windowMs`, a 429 (the plate-fines service aside). */
  budget?: { calls: number; windowMs: number };
  apiKey?: string;
  /** Added to every answer, to make the fake as slow as the real service (benchmarks). */
  latencyMs?: number;
  /** Clock for `requests[].at`: share the client's virtual clock to see when requests were let through. */
  now?: () => number;
} = {}): Promise<FakeBoostr> {
  const requests: RecordedRequest[] = [];
  const scripts: { match: PathMatcher; queue: FakeResponse[] }[] = [];
  const closing = new AbortController();
  // Every delayed answer waits on this signal; a benchmark has hundreds in flight.
  setMaxListeners(0, closing.signal);

  const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string>) => {
    if (res.destroyed) return;
    res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
    res.end(body);
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const key = req.headers["x-api-key"];
    const presented = typeof key === "string" ? key : null;
    requests.push({ path: `${url.pathname}${url.search}`, apiKey: presented, at: now() });

    const boostrRequests = requests.filter((r) => !r.path.startsWith("/consultar-patente"));
    const inWindow = budget ? boostrRequests.filter((r) => r.at > now() - budget.windowMs).length : 0;
    if (budget && !url.pathname.startsWith("/consultar-patente") && inWindow > budget.calls) {
      fake.overBudget++;
      return send(res, 429, JSON.stringify(fixture("error-rate-limit")), { "retry-after": "1" });
    }
    const scripted = scripts.find((s) => s.queue.length > 0 && matches(s.match, url.pathname))?.queue.shift();
    const wait = latencyMs + (scripted?.delayMs ?? 0);
    if (wait > 0) await delay(wait, undefined, { signal: closing.signal });

    // The plate-fines service is another company's and takes no Boostr key.
    if (url.pathname !== "/consultar-patente" && presented !== apiKey) {
      return send(res, 401, JSON.stringify(replies.unauthorized.json), {});
    }
    const headers = scripted?.headers ?? {};
    const status = scripted?.status ?? 200;
    if (scripted?.body !== undefined) return send(res, status, scripted.body, headers);
    if (scripted?.json !== undefined) return send(res, status, JSON.stringify(scripted.json), headers);
    if (scripted?.fixture) return send(res, status, JSON.stringify(fixture(scripted.fixture)), headers);
    const served = defaultAnswer(url);
    if (served === undefined) return send(res, 404, JSON.stringify(replies.pathNotFound.json), {});
    const body = JSON.stringify(served.answer);
    if (served.endpoint && readBoostrBody(served.endpoint, body).kind !== "success")
      return send(
        res,
        500,
        `fake Boostr: its ${served.endpoint} answer does not match boostr-answers.ts`,
        {},
      );
    send(res, status, body, headers);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      // A delay cut short by close(); the client is being disconnected anyway.
      res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeBoostr = {
    url: `http://127.0.0.1:${port}`,
    overBudget: 0,
    requests,
    setScript(match, responses) {
      scripts.push({ match, queue: [...responses] });
    },
    async close() {
      closing.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
  return fake;
}
