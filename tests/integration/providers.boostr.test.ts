import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Vehicle } from "#domain/report/model";
import { type BoostrClientOptions, createBoostrClient, createBoostrProvider } from "#server/providers/boostr";
import { createPlateFinesService } from "#server/providers/plate-fines-service";
import {
  FAKE_BOOSTR_KEY,
  type FakeBoostr,
  type FakeResponse,
  fixture,
  replies,
  startFakeBoostr,
} from "../support/fake-boostr";

/** Time that passes only when the client sleeps: retries and rate-limit waits cost nothing. */
function virtualClock(start = 1_000_000) {
  let t = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => t,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      t += ms;
    },
  };
}

/** A pino logger whose lines land in an array, to check what an operator would see. */
function capturingLogger() {
  const lines: { level: number; msg: string; [field: string]: unknown }[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return {
    logger,
    errors: () => lines.filter((l) => l.level >= 50).map((l) => l.msg),
    warnings: () => lines.filter((l) => l.level === 40),
  };
}

let boostr: FakeBoostr;
let clock: ReturnType<typeof virtualClock>;
let log: ReturnType<typeof capturingLogger>;

beforeEach(async () => {
  clock = virtualClock();
  log = capturingLogger();
  boostr = await startFakeBoostr({ now: clock.now });
});
afterEach(() => boostr.close());

const client = (options: Partial<BoostrClientOptions> = {}) =>
  createBoostrClient({
    apiKey: FAKE_BOOSTR_KEY,
    baseUrl: boostr.url,
    timeoutMs: 60_000,
    maxRetries: 2,
    logger: log.logger,
    now: clock.now,
    sleep: clock.sleep,
    // The top of the jitter range, so each backoff is exactly its cap: 500 ms, 1000 ms, ...
    random: () => 1,
    ...options,
  });

const paths = () => boostr.requests.map((r) => r.path);

describe("Boostr client: answers mapped into the report model", () => {
  it("maps the vehicle and its owner, sending the key and the normalised plate", async () => {
    const result = await client().vehicle("gp-dd 74");
    expect(result).toEqual({
      status: "found",
      data: {
        plate: "GPDD74",
        make: "SUBARU",
        model: "NEW WRX S AWD CVT 2.0T",
        version: "2.0T",
        year: 2014,
        type: "AUTOMOVIL",
        color: "GRIS",
        engineNumber: "H983322",
        engineSize: "2.0",
        transmission: "AUTOMATICA",
        gasType: "GASOLINA",
        chassis: "JF1VA2M67E9812345",
        doors: 4,
        kilometers: 98500,
        manufacturer: "SUBARU CORPORATION",
        country: "JAPON",
        region: "METROPOLITANA",
        owner: { fullName: "JOSE ANDRES MANUEL MONSALVES", rut: "12076432-2" },
      },
    });
    expect(boostr.requests).toEqual([
      { path: "/vehicle/GPDD74.json?include=owner", apiKey: FAKE_BOOSTR_KEY, at: expect.any(Number) },
    ]);
  });

  it("reads the owner's name from owner.name as well as owner.fullname", async () => {
    boostr.setScript(/^\/vehicle\/[^/]+\.json$/, [replies.ownerNameVariant]);
    const result = await client().vehicle("GPDD74");
    expect(result.status === "found" && result.data.owner).toEqual({
      fullName: "JOSE ANDRES MANUEL MONSALVES",
      rut: "12076432-2",
    });
    expect(result.status === "found" && result.data.color).toBeNull();
  });

  it("turns numbers sent as strings into numbers and unreadable fields into null", async () => {
    const answer = fixture("vehicle");
    const data = answer.data as Record<string, unknown>;
    boostr.setScript("/vehicle/GPDD74.json", [
      {
        json: {
          ...answer,
          data: { ...data, year: "2014", kilometers: "98.500", doors: "cuatro", color: "" },
        },
      },
    ]);
    const result = await client().vehicle("GPDD74");
    expect(result.status).toBe("found");
    if (result.status !== "found") return;
    expect(result.data).toMatchObject({ year: 2014, kilometers: 98500, doors: null, color: null });
  });

  it("maps the SOAP policy", async () => {
    expect(await client().soap("BCYT91")).toEqual({
      status: "found",
      data: { company: "HDI SEGUROS S.A.", policyNumber: "8238391", since: "2023-05-31", to: "2024-05-31" },
    });
    expect(paths()).toEqual(["/vehicle/soap/BCYT91.json"]);
  });

  it("maps the technical inspection with its plant and history", async () => {
    const result = await client().inspection("BFXB85");
    expect(paths()).toEqual(["/vehicle/inspection/BFXB85.json"]);
    expect(result.status).toBe("found");
    if (result.status !== "found") return;
    expect(result.data).toMatchObject({
      date: "2024-12-21",
      status: "Aprobada",
      certificate: "B0825000000262728",
      kilometers: 229980,
      dueDate: "2025-08-31",
      gasesStatus: "Aprobada",
      gasesDueDate: "2025-08-31",
      plant: { code: "AB0825", name: "ECA CONTROL Y ASESORAMIENTO S.A.", location: "SAN CARLOS" },
    });
    expect(result.data.history).toHaveLength(2);
    expect(result.data.history[0]).toEqual({
      date: "2023-12-11",
      status: "Rechazada",
      certificate: "B0806000000198765",
      kilometers: 214300,
      dueDate: "2024-01-11",
      plant: { code: "AB0806", name: "SOC. TÜV RHEINLAND - ACCHI LTDA.", location: "CHILLÁN" },
    });
  });

  it("maps traffic tickets, which carry a court and a rol but no amount", async () => {
    expect(await client().trafficFines("GSDL87")).toEqual({
      status: "found",
      data: {
        tickets: [
          { court: "2 JPL LO ESPEJO", rol: "Z5795 - 2018", reason: null, commune: null, amount: null },
        ],
      },
    });
    expect(paths()).toEqual(["/vehicle/traffic_tickets/GSDL87.json"]);
  });

  it("looks TAG debts up by RUT and reads their string amounts", async () => {
    const result = await client().tagDebts("16.746.484-k");
    expect(paths()).toEqual(["/vehicle/tag/16746484-K.json"]);
    expect(result).toEqual({
      status: "found",
      data: {
        rut: "16746484-K",
        debts: [
          { company: "Costanera Norte", amount: 1600, location: null, date: null },
          { company: "Autopista Central", amount: 12720, location: null, date: null },
        ],
      },
    });
    const debts = result.status === "found" ? result.data.debts : [];
    expect(debts.reduce((sum, d) => sum + d.amount, 0)).toBe(14320);
  });

  it("builds the TAG path from configuration", async () => {
    boostr.setScript("/api/tag.json", [{ fixture: "tag" }]);
    const result = await client({ tagPath: "/api/tag.json?document={document}&dv={dv}" }).tagDebts(
      "16746484-K",
    );
    expect(paths()).toEqual(["/api/tag.json?document=16746484&dv=K"]);
    expect(result.status).toBe("found");
  });

  it("does not spend a request on a plate or RUT that cannot exist", async () => {
    const c = client();
    expect(await c.vehicle("ABC")).toEqual({ status: "not_found" });
    expect(await c.tagDebts("no es un rut")).toEqual({ status: "not_found" });
    expect(boostr.requests).toHaveLength(0);
  });
});

describe("Boostr client: business errors", () => {
  it("answers not_found for V-02", async () => {
    boostr.setScript("/vehicle/GPDD74.json", [replies.notFound]);
    expect(await client().vehicle("GPDD74")).toEqual({ status: "not_found" });
    expect(boostr.requests).toHaveLength(1);
  });

  it.each([
    ["V-04", replies.invalidPlate],
    ["U-02", { fixture: "error-invalid-rut" } as const],
  ])("answers not_found for %s without retrying", async (_code, reply) => {
    boostr.setScript(/./, [reply]);
    expect(await client().soap("GPDD74")).toEqual({ status: "not_found" });
    expect(boostr.requests).toHaveLength(1);
  });

  it("answers unavailable for V-06 (not in the plan) without retrying, and says so in the error log", async () => {
    boostr.setScript(/./, [replies.notInPlan]);
    expect(await client().tagDebts("16746484-K")).toEqual({
      status: "unavailable",
      reason: "service not in plan",
    });
    expect(boostr.requests).toHaveLength(1);
    expect(log.errors()).toEqual(["Boostr: this service is not in the contracted plan"]);
  });
});

describe("Boostr client: retries", () => {
  it.each<[string, FakeResponse]>([
    ["V-05", replies.retryLater],
    ["U-03", { json: { status: "error", data: "", code: "U-03", message: "Error en origen" } }],
    ["HTTP 429", replies.rateLimited()],
    ["HTTP 500", replies.serverError],
    ["HTTP 503", { status: 503, body: "" }],
  ])("retries after %s and returns the next answer", async (_what, failure) => {
    boostr.setScript("/vehicle/GPDD74.json", [failure]);
    const result = await client().vehicle("GPDD74");
    expect(result.status).toBe("found");
    expect(boostr.requests).toHaveLength(2);
    expect(clock.sleeps).toEqual([500]);
  });

  it("waits as long as a 429's Retry-After says", async () => {
    boostr.setScript("/vehicle/GPDD74.json", [replies.rateLimited(3)]);
    expect((await client().vehicle("GPDD74")).status).toBe("found");
    expect(clock.sleeps).toEqual([3000]);
    const [first, second] = boostr.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBe(3000);
  });

  it("holds the other callers of the same key after a Retry-After", async () => {
    boostr.setScript("/vehicle/GPDD74.json", [replies.rateLimited(3)]);
    const c = client({ maxRetries: 0 });
    expect(await c.vehicle("GPDD74")).toEqual({ status: "unavailable", reason: "rate limited" });
    expect((await c.soap("GPDD74")).status).toBe("found");
    expect(boostr.requests.map((r) => r.at - (boostr.requests[0]?.at ?? 0))).toEqual([0, 3000]);
  });

  it("gives up after maxRetries + 1 attempts, with exponential backoff and full jitter", async () => {
    boostr.setScript(/./, Array(10).fill(replies.serverError));
    const result = await client({ maxRetries: 3, random: () => 0.5 }).inspection("BFXB85");
    expect(result).toEqual({ status: "unavailable", reason: "HTTP 500" });
    expect(boostr.requests).toHaveLength(4);
    expect(clock.sleeps).toEqual([250, 500, 1000]);
  });

  it("does not start a retry that could not finish within the time budget", async () => {
    boostr.setScript(/./, [replies.rateLimited(30)]);
    const result = await client({ timeoutMs: 10_000 }).vehicle("GPDD74");
    expect(result).toEqual({ status: "unavailable", reason: "rate limited" });
    expect(boostr.requests).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it("treats a refused connection as retryable, then unavailable", async () => {
    await boostr.close();
    const result = await client({ maxRetries: 1 }).soap("GPDD74");
    expect(result).toEqual({ status: "unavailable", reason: "network error" });
    expect(clock.sleeps).toEqual([500]);
    boostr = await startFakeBoostr();
  });
});

describe("Boostr client: failures that must not be retried", () => {
  it("times out a slow answer within its budget", async () => {
    boostr.setScript(/./, [{ delayMs: 10_000 }]);
    const started = performance.now();
    const result = await client({ timeoutMs: 300, now: undefined, sleep: undefined }).vehicle("GPDD74");
    expect(result).toEqual({ status: "unavailable", reason: "timeout" });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(boostr.requests).toHaveLength(1);
  });

  it("stops when the caller aborts", async () => {
    boostr.setScript(/./, [{ delayMs: 10_000 }]);
    const result = await client().vehicle("GPDD74", AbortSignal.timeout(100));
    expect(result).toEqual({ status: "unavailable", reason: "cancelled" });
  });

  it("reports a rejected key (401) loudly and does not retry", async () => {
    const result = await client({ apiKey: "wrong-key" }).vehicle("GPDD74");
    expect(result).toEqual({ status: "unavailable", reason: "HTTP 401: API key rejected" });
    expect(boostr.requests).toEqual([expect.objectContaining({ apiKey: "wrong-key" })]);
    expect(log.errors()).toEqual([expect.stringContaining("Boostr rejected the API key")]);
  });

  it("does not read a firewall's 403 HTML page as JSON, nor retry it", async () => {
    boostr.setScript(/./, [replies.firewall]);
    const result = await client().soap("GPDD74");
    expect(result).toEqual({ status: "unavailable", reason: "HTTP 403: API key rejected" });
    expect(boostr.requests).toHaveLength(1);
  });

  it.each<[string, FakeResponse]>([
    ["a body that is not JSON", replies.malformed],
    ["an HTML page with status 200", { headers: { "content-type": "text/html" }, body: "<html></html>" }],
    ["an envelope without status", { json: { data: {} } }],
    ["data of the wrong shape", { json: { status: "success", data: { history: "none" } } }],
  ])("answers unavailable for %s", async (_what, reply) => {
    boostr.setScript(/./, [reply]);
    expect(await client().inspection("BFXB85")).toEqual({
      status: "unavailable",
      reason: "unexpected answer",
    });
    expect(boostr.requests).toHaveLength(1);
  });

  it("refuses a TAG answer with a debt it cannot read the amount of, rather than understate the total", async () => {
    const tag = fixture("tag");
    boostr.setScript(/./, [
      { json: { ...tag, data: { details: [{ amount: "?", company: "Vespucio Sur" }] } } },
    ]);
    expect(await client().tagDebts("16746484-K")).toEqual({
      status: "unavailable",
      reason: "unexpected answer",
    });
  });
});

describe("Boostr client: a success is clean only when it said so", () => {
  it.each<[string, "vehicle" | "soap" | "inspection" | "trafficFines" | "crossings", string[]]>([
    ["vehicle", "vehicle", ["data.make", "data.model"]],
    ["SOAP", "soap", ["data.to|company"]],
    ["inspection", "inspection", ["data.date|status"]],
    ["traffic tickets", "trafficFines", ["data.tickets"]],
    ["crossings", "crossings", ["data.dates"]],
  ])(
    "a %s answer of other fields is 'unexpected answer', logged with what was missing",
    async (_s, lookup, missing) => {
      boostr.setScript(/./, [replies.wrongShape]);
      expect(await client()[lookup]("GPDD74")).toEqual({
        status: "unavailable",
        reason: "unexpected answer",
      });
      expect(log.warnings()).toContainEqual(
        expect.objectContaining({ msg: "Boostr answered success without what the section needs", missing }),
      );
      // Asking again would bring the same answer: no retry.
      expect(boostr.requests).toHaveLength(1);
    },
  );

  it("reads TAG without its details, and recalls as an object, as unexpected too", async () => {
    boostr.setScript(/./, [replies.wrongShape, replies.wrongShape]);
    expect(await client().tagDebts("16746484-K")).toEqual({
      status: "unavailable",
      reason: "unexpected answer",
    });
    expect(await client().recalls("JM7DK4W7AH0112470")).toEqual({
      status: "unavailable",
      reason: "unexpected answer",
    });
  });
});

describe("Boostr client: every request sent is counted, with what came of it", () => {
  const counted = () => {
    const seen: string[] = [];
    return { seen, onRequest: (endpoint: string, outcome: string) => seen.push(`${endpoint} ${outcome}`) };
  };

  it("counts retries, and names each outcome", async () => {
    const { seen, onRequest } = counted();
    boostr.setScript("/vehicle/soap/GPDD74.json", [replies.retryLater, replies.rateLimited(0)]);
    boostr.setScript("/vehicle/inspection/GPDD74.json", [replies.wrongShape]);
    boostr.setScript("/vehicle/traffic_tickets/GPDD74.json", [replies.notFound]);
    boostr.setScript("/vehicle/recalls/JM7DK4W7AH0112470.json", [{ fixture: "recalls-error-not-in-plan" }]);
    const c = client({ onRequest });
    await c.soap("GPDD74");
    await c.inspection("GPDD74");
    await c.trafficFines("GPDD74");
    await c.recalls("JM7DK4W7AH0112470");
    await client({ onRequest, apiKey: "wrong" }).vehicle("GPDD74");
    expect(seen).toEqual([
      "soap retry_later",
      "soap rate_limited",
      "soap found",
      "inspection unexpected_shape",
      "traffic_tickets not_found",
      "recalls not_in_plan",
      "vehicle key_rejected",
    ]);
  });

  it("counts a request that got no answer, and none that was never sent", async () => {
    const { seen, onRequest } = counted();
    await client({ onRequest, baseUrl: "http://127.0.0.1:9", maxRetries: 1 }).soap("GPDD74");
    await client({ onRequest }).soap("not a plate");
    expect(seen).toEqual(["soap no_answer", "soap no_answer"]);
  });
});

describe("Boostr client: rate limit of 5 requests per 10 s", () => {
  it("lets five requests through and holds the sixth until the window slides", async () => {
    const c = client();
    const first = await Promise.all(
      ["AAAA11", "BBBB22", "CCCC33", "DDDD44", "EEEE55"].map((p) => c.vehicle(p)),
    );
    const sixth = await c.vehicle("FFFF66");
    expect([...first, sixth].map((r) => r.status)).toEqual(Array(6).fill("found"));
    const start = boostr.requests[0]?.at ?? 0;
    expect(boostr.requests.map((r) => r.at - start)).toEqual([0, 0, 0, 0, 0, 10_000]);
    expect(clock.sleeps).toEqual([10_000]);
  });

  it("counts retries against the limit too", async () => {
    boostr.setScript(/./, [replies.retryLater]);
    const result = await client({ rateLimit: { requests: 1, windowMs: 1_000 } }).soap("AAAA11");
    expect(result.status).toBe("found");
    // 500 ms of backoff, then the rest of the window the first attempt opened.
    expect(clock.sleeps).toEqual([500, 500]);
    expect(boostr.requests.map((r) => r.at - (boostr.requests[0]?.at ?? 0))).toEqual([0, 1_000]);
  });

  it("gives up on a slot that would only come after the deadline, without sending", async () => {
    const c = client({ timeoutMs: 5_000 });
    const plates = ["AAAA11", "BBBB22", "CCCC33", "DDDD44", "EEEE55", "FFFF66"];
    const results = await Promise.all(plates.map((p) => c.soap(p)));
    expect(results.map((r) => r.status)).toEqual([...Array(5).fill("found"), "unavailable"]);
    expect(results[5]).toEqual({ status: "unavailable", reason: "timeout" });
    expect(boostr.requests).toHaveLength(5);
  });
});

describe("Boostr client: crossings without a TAG, recalls and the fiscal valuation", () => {
  it("maps unpaid crossings by plate, one charge per company and day, with the deadline of its alert", async () => {
    expect(await client().crossings("sclj83")).toEqual({
      status: "found",
      data: {
        charges: [{ date: "2024-12-18", company: "Autopista Central", amount: 12_720, payBy: "2025-01-16" }],
      },
    });
    expect(paths()).toEqual(["/vehicle/crossings_without_tag/SCLJ83.json"]);
  });

  it("builds the crossings path from configuration", async () => {
    boostr.setScript("/api/peajes", [{ fixture: "crossings-without-tag" }]);
    const result = await client({ crossingsPath: "/api/peajes?patente={plate}" }).crossings("SCLJ83");
    expect(paths()).toEqual(["/api/peajes?patente=SCLJ83"]);
    expect(result.status).toBe("found");
  });

  it("reads a day without its detail as one charge, and a blank answer as none", async () => {
    const answer = fixture("crossings-without-tag");
    boostr.setScript(/crossings/, [
      {
        json: {
          ...answer,
          data: { dates: [{ date: "2024-12-20", amount: "3.180", alert: "Pagar hasta el 18-01-2025" }] },
        },
      },
      { json: { status: "success", data: "" } },
    ]);
    expect(await client().crossings("SCLJ83")).toEqual({
      status: "found",
      data: {
        charges: [
          { date: "2024-12-20", company: "Concesionaria no informada", amount: 3_180, payBy: "2025-01-18" },
        ],
      },
    });
    expect(await client().crossings("SCLJ83")).toEqual({ status: "found", data: { charges: [] } });
  });

  it("refuses crossings it cannot read the amount of, rather than understate the debt", async () => {
    boostr.setScript(/crossings/, [
      { json: { status: "success", data: { dates: [{ date: "2024-12-20", amount: "?" }] } } },
    ]);
    expect(await client().crossings("SCLJ83")).toEqual({
      status: "unavailable",
      reason: "unexpected answer",
    });
  });

  it("retries crossings after V-05, and gives up as unavailable", async () => {
    boostr.setScript(/crossings/, [{ fixture: "crossings-without-tag-error-retry-later" }]);
    expect((await client().crossings("SCLJ83")).status).toBe("found");
    boostr.setScript(/crossings/, Array(3).fill({ fixture: "crossings-without-tag-error-retry-later" }));
    expect(await client().crossings("SCLJ83")).toEqual({
      status: "unavailable",
      reason: "source unavailable (V-05)",
    });
  });

  it("maps recalls by VIN, without keeping the VIN in each", async () => {
    const result = await client().recalls("jm7dk4w7ah0112470");
    expect(paths()).toEqual(["/vehicle/recalls/JM7DK4W7AH0112470.json"]);
    expect(result).toEqual({
      status: "found",
      data: {
        recalls: [
          {
            title: "Vehículos Mazda 3 y CX3, años 2013-2021",
            date: "2024-12-11",
            risk: "Colisión, choque, otros.",
            url: "https://www.sernac.cl/portal/619/w3-article-83667.html",
          },
        ],
      },
    });
  });

  it("says a plan without recalls is a plan without recalls: unavailable, and no error in the log", async () => {
    boostr.setScript(/recalls/, [{ fixture: "recalls-error-not-in-plan" }]);
    expect(await client().recalls("JM7DK4W7AH0112470")).toEqual({
      status: "unavailable",
      reason: "service not in plan",
    });
    expect(boostr.requests).toHaveLength(1);
    expect(log.errors()).toEqual([]);
  });

  it("reads a VIN Boostr refuses as unknown recalls, not as none, and sends no VIN that is not one", async () => {
    boostr.setScript(/recalls/, [{ fixture: "recalls-error-invalid-vin" }]);
    expect(await client().recalls("JM7DK4W7AH0112470")).toEqual({
      status: "unavailable",
      reason: "invalid VIN",
    });
    expect(await client().recalls("9BWZZZ377VT0042")).toEqual({
      status: "unavailable",
      reason: "invalid VIN",
    });
    expect(boostr.requests).toHaveLength(1);
  });

  const impreza: Vehicle = {
    plate: "GPDD74",
    make: "SUBARU",
    model: "IMPREZA",
    version: null,
    year: 2023,
    type: "AUTOMOVIL",
    color: "GRIS",
    engineNumber: null,
    engineSize: "2.5",
    transmission: "AUTOMATICA",
    gasType: "GASOLINA",
    chassis: null,
    doors: 5,
    kilometers: null,
    manufacturer: null,
    country: null,
    region: null,
    owner: null,
  };

  it("finds the fiscal valuation through brand, model and version, and keeps brands and models a while", async () => {
    const c = client();
    const expected = {
      status: "found",
      data: {
        catalogueModel: "SUBARU IMPREZA",
        year: 2023,
        versions: [
          {
            name: "2.5I AWD CVT IRONMAN 70.3",
            siiCode: "SU2270566",
            valuation: 25_493_721,
            circulationPermit: 729_804,
          },
        ],
      },
    };
    expect(await c.valuation(impreza)).toEqual(expected);
    expect(paths()).toEqual([
      "/vehicle/brands.json",
      "/vehicle/models.json?brand_id=15",
      "/vehicle/versions.json?model_id=44&year=2023",
    ]);
    expect(await c.valuation(impreza)).toEqual(expected);
    expect(paths().slice(3)).toEqual(["/vehicle/versions.json?model_id=44&year=2023"]);
  });

  it("builds the catalogue's paths from configuration", async () => {
    boostr.setScript("/marcas", [{ json: { status: "success", data: [{ id: 15, name: "SUBARU" }] } }]);
    boostr.setScript("/modelos/15", [{ fixture: "brands-models" }]);
    boostr.setScript("/versiones", [{ fixture: "valuation" }]);
    const result = await client({
      cataloguePaths: {
        brands: "/marcas",
        models: "/modelos/{brand_id}",
        versions: "/versiones?m={model_id}&a={year}",
      },
    }).valuation(impreza);
    expect(paths()).toEqual(["/marcas", "/modelos/15", "/versiones?m=44&a=2023"]);
    expect(result.status).toBe("found");
  });

  it.each([
    ["a make the catalogue does not have", { make: "LADA" }, 1],
    ["a model the brand does not have", { model: "OUTBACK" }, 2],
    ["an engine no version has", { engineSize: "2.0" }, 3],
    ["no model year", { year: null }, 0],
  ])("answers not_found for %s, without guessing", async (_case, over, requests) => {
    expect(await client().valuation({ ...impreza, ...over })).toEqual({ status: "not_found" });
    expect(boostr.requests).toHaveLength(requests);
  });

  it("says a plan without the catalogue is one, and refuses versions without their amounts", async () => {
    boostr.setScript("/vehicle/brands.json", [replies.notInPlan]);
    expect(await client().valuation(impreza)).toEqual({
      status: "unavailable",
      reason: "service not in plan",
    });
    const versions = fixture("valuation");
    const [first] = versions.data as Record<string, unknown>[];
    boostr.setScript("/vehicle/versions.json", [
      { json: { ...versions, data: [{ ...first, road_tax: null }] } },
    ]);
    expect(await client().valuation(impreza)).toEqual({ status: "unavailable", reason: "unexpected answer" });
  });
});

describe("plate-fines service", () => {
  const service = (baseUrl = boostr.url) => createPlateFinesService({ baseUrl, timeoutMs: 300 });

  it("maps the default clean answer", async () => {
    expect(await service().plateFines("gpdd74")).toEqual({
      status: "found",
      data: { hasFines: false, finesCount: 0, message: "Sin multas" },
    });
    expect(boostr.requests).toEqual([
      { path: "/consultar-patente?patente=GPDD74", apiKey: null, at: expect.any(Number) },
    ]);
  });

  it("reads a count sent as a string", async () => {
    boostr.setScript("/consultar-patente", [
      { json: { tieneMultas: true, cantidadMultas: "3", mensaje: "Registra multas" } },
    ]);
    expect(await service().plateFines("GPDD74")).toEqual({
      status: "found",
      data: { hasFines: true, finesCount: 3, message: "Registra multas" },
    });
  });

  it.each<[string, FakeResponse]>([
    ["an error status", replies.serverError],
    ["a body that is not JSON", replies.malformed],
    ["an answer without the fields", { json: { ok: true } }],
    ["a slow answer", { delayMs: 5_000 }],
  ])("answers unavailable for %s", async (_what, reply) => {
    boostr.setScript("/consultar-patente", [reply]);
    const result = await service().plateFines("GPDD74");
    expect(result.status).toBe("unavailable");
  });

  it("answers unavailable when the service cannot be reached", async () => {
    const url = boostr.url;
    await boostr.close();
    expect(await service(url).plateFines("GPDD74")).toEqual({
      status: "unavailable",
      reason: "request failed",
    });
    boostr = await startFakeBoostr();
  });
});

describe("Boostr provider", () => {
  it("bundles the client and the plate-fines service under the name Boostr", async () => {
    const provider = createBoostrProvider({
      client: client(),
      plateFines: createPlateFinesService({ baseUrl: boostr.url }),
    });
    expect(provider).toMatchObject({ name: "Boostr", isDemo: false });
    expect((await provider.vehicle("GPDD74")).status).toBe("found");
    expect((await provider.plateFines("GPDD74")).status).toBe("found");
  });

  it("answers plate fines as not configured without a service", async () => {
    const provider = createBoostrProvider({ client: client() });
    expect(await provider.plateFines("GPDD74")).toEqual({ status: "unavailable", reason: "not configured" });
    expect(boostr.requests).toHaveLength(0);
  });

  it("answers the theft check as not configured: no Boostr endpoint has it", async () => {
    const provider = createBoostrProvider({ client: client() });
    expect(await provider.theft("GPDD74")).toEqual({ status: "unavailable", reason: "not configured" });
    expect(boostr.requests).toHaveLength(0);
  });
});
