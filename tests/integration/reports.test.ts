import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { count, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditsHeldMessage } from "#domain/credits";
import { creditLedger, reportRequests, vehicleReports } from "#server/db/schema";
import type { AppEnv } from "#server/http/context";
import { serveApp } from "#server/serve";
import { withinOneWindow } from "../support/rate-window";
import { seededClient } from "../support/seed";
import { client, createTestApp, streamEvents, streamReport, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const credits = async (browser: ReturnType<typeof client>) => (await browser.get("/api/me")).json.credits;

describe("POST /api/reports", () => {
  it("builds an explained report from a plate and spends one trial", async () => {
    const browser = await seededClient(t);
    const res = await browser.post("/api/reports", { plate: "bb-cl 10" });
    expect(res.status).toBe(201);
    const { report } = res.json;
    expect(res.json.plate).toBe("BBCL10");
    expect(res.json.accessCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
    expect(res.json.reportCode).toMatch(/^RPT-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(res.json.sharePath).toBe(`/reporte/${res.json.accessCode}`);
    expect(res.json.isDemo).toBe(true);
    expect(report.score).toBeGreaterThanOrEqual(90);
    expect(report.verdict).toEqual({ tone: "green", headline: "Excelente estado" });
    expect(report.sections.vehicle.status).toBe("found");
    expect(report.sections.vehicle.source).toBe("Datos de demostración");
    expect(Date.parse(report.sections.vehicle.consultedAt)).not.toBeNaN();
    // The author sees the owner's full RUT.
    expect(report.sections.vehicle.data.owner.rut).toMatch(/^\d{7,8}-[\dK]$/);
    expect(await credits(browser)).toEqual({ trialsLeft: 2, purchasedLeft: 0 });
  });

  it("explains each deduction of a car with problems", async () => {
    const browser = await seededClient(t);
    const res = await browser.post("/api/reports", { plate: "RTVE20" });
    expect(res.status).toBe(201);
    const { report } = res.json;
    const rules = report.deductions.map((d: { rule: string }) => d.rule);
    expect(rules).toContain("inspection");
    expect(report.score).toBe(
      100 + report.deductions.reduce((s: number, d: { points: number }) => s + d.points, 0),
    );
    expect(report.securityAlerts.join(" ")).toMatch(/Revisión técnica/);
  });

  it("spends nothing when the plate has no data", async () => {
    const browser = await seededClient(t);
    const res = await browser.post("/api/reports", { plate: "ZZZZ99" });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: "No se encontraron datos para esta patente" });
    expect(await credits(browser)).toEqual({ trialsLeft: 3, purchasedLeft: 0 });
    // Asked again later (a page that lost the answer), the request says the same, under the same status.
    const me = (await browser.get("/api/me")).json;
    const [request] = await t.db
      .select({ id: reportRequests.id })
      .from(reportRequests)
      .where(eq(reportRequests.userId, me.user.id));
    const state = await browser.get(`/api/reports/${request?.id}`);
    expect(state.json).toEqual({
      status: "failed",
      errorStatus: 404,
      error: "No se encontraron datos para esta patente",
    });
  });

  it("keeps what requests failed with before migration 0011 (a status then, a code now)", async () => {
    const browser = await seededClient(t);
    const userId = (await browser.get("/api/me")).json.user.id;
    const statements = readFileSync(
      new URL("../../drizzle/0011_report_failure_code.sql", import.meta.url),
      "utf8",
    )
      .split("--> statement-breakpoint")
      .filter((s) => s.includes("UPDATE"));
    expect(statements).toHaveLength(1);
    // The column as it was, with what the service used to write in it.
    await t.db.execute(sql.raw(`ALTER TABLE report_requests ADD COLUMN error_status integer`));
    try {
      const cases: [number, number][] = [
        [402, 402],
        [404, 404],
        [503, 503],
      ];
      const ids: string[] = [];
      for (const [i, [before]] of cases.entries()) {
        const id = randomUUID();
        ids.push(id);
        await t.db.insert(reportRequests).values({
          id,
          userId,
          accountId: userId,
          plate: `OLDF1${i}`,
          status: "failed",
          credit: "trial",
          turn: i,
          error: `Motivo ${i}`,
        });
        await t.db.execute(sql.raw(`UPDATE report_requests SET error_status = ${before} WHERE id = '${id}'`));
      }
      for (const statement of statements) await t.db.execute(sql.raw(statement));
      for (const [i, [, after]] of cases.entries()) {
        const state = await browser.get(`/api/reports/${ids[i]}`);
        expect(state.json).toEqual({ status: "failed", errorStatus: after, error: `Motivo ${i}` });
      }
    } finally {
      await t.db.execute(sql.raw(`ALTER TABLE report_requests DROP COLUMN error_status`));
    }
  });

  it.each([
    ["", "Formato de patente inválido. Use formato ABCD12 o AB1234"],
    ["ABC123", "Formato de patente inválido. Use formato ABCD12 o AB1234"],
    [12, "Por favor ingresa una patente válida"],
  ])("answers %j with 400 and the spec's message", async (plate, message) => {
    const browser = await seededClient(t);
    const res = await browser.post("/api/reports", { plate });
    expect(res.status).toBe(400);
    expect(typeof res.json.error).toBe("string");
    if (plate !== "") expect(res.json.error).toBe(message);
  });

  it("needs a session", async () => {
    const res = await client(t.app).post("/api/reports", { plate: "BBCL10" });
    expect(res.status).toBe(401);
  });

  it("20 parallel requests with 3 credits make exactly 3 reports", async () => {
    const browser = await seededClient(t);
    const userId = (await browser.get("/api/me")).json.user.id;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        browser.post("/api/reports", { plate: "BBCL10", confirmRepeat: true }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    // The rest are refused: no credit left, or all of it held by the ones in the making (one to three,
    // as the earlier ones may already be done when a late request arrives).
    expect(statuses.filter((s) => s === 402 || s === 429)).toHaveLength(17);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect([
        "Has agotado tus 3 consultas gratuitas. Compra el servicio completo para continuar.",
        "Error al consumir la prueba gratuita",
        ...[1, 2, 3].map(creditsHeldMessage),
      ]).toContain(refused.json.error);
    }
    const [saved] = await t.db
      .select({ n: count() })
      .from(vehicleReports)
      .where(eq(vehicleReports.userId, userId));
    expect(saved?.n).toBe(3);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    expect(ledger.filter((row) => row.kind === "report")).toHaveLength(3);
    expect(await credits(browser)).toEqual({ trialsLeft: 0, purchasedLeft: 0 });
  });

  it("a retried request (same clientRequestId) returns its report without spending again", async () => {
    const browser = await seededClient(t);
    const clientRequestId = crypto.randomUUID();
    const first = await browser.post("/api/reports", { plate: "BBCL10", clientRequestId });
    const again = await browser.post("/api/reports", { plate: "BBCL10", clientRequestId });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json.accessCode).toBe(first.json.accessCode);
    expect(await credits(browser)).toEqual({ trialsLeft: 2, purchasedLeft: 0 });
  });

  it("streams real progress and ends with the report", async () => {
    const res = await streamReport(t.app, await seededClient(t), "TAGD40");
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = await streamEvents(res);
    const progress = events.filter((e) => e.event === "progress").map((e) => e.data.percent as number);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(events.at(-1)?.event).toBe("report");
    expect(events.at(-1)?.data.plate).toBe("TAGD40");
  });

  it("streams a refusal with its real status before any source is asked", async () => {
    const res = await streamReport(t.app, await seededClient(t), "123");
    expect(res.status).toBe(400);
  });
});

describe("my reports", () => {
  it("lists mine newest first with the four stats, and nobody else's", async () => {
    const browser = await seededClient(t);
    await browser.post("/api/reports", { plate: "BBCL10" });
    await browser.post("/api/reports", { plate: "MULT30" });
    const other = await seededClient(t);
    await other.post("/api/reports", { plate: "SOAP50" });

    const res = await browser.get("/api/reports");
    expect(res.status).toBe(200);
    expect(res.json.reports.map((r: { plate: string }) => r.plate)).toEqual(["MULT30", "BBCL10"]);
    expect(res.json.stats.total).toBe(2);
    expect(res.json.stats.thisMonth).toBe(2);
    const scores = res.json.reports.map((r: { score: number }) => r.score);
    expect(res.json.stats.averageScore).toBe(Math.round((scores[0] + scores[1]) / 2));
    expect(res.json.stats.highCount).toBe(scores.filter((s: number) => s >= 80).length);
  });
});

describe("the shared link", () => {
  it("shows the report to anyone, with the owner's RUT masked and never indexed", async () => {
    const browser = await seededClient(t);
    const made = await browser.post("/api/reports", { plate: "BBCL10" });
    const ownerRut: string = made.json.report.sections.vehicle.data.owner.rut;

    const res = await client(t.app).get(`/api/public/reports/${made.json.accessCode}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    // A withdrawn link must stop working at once: a cache may keep the report only if it asks again.
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.json.id).toBeUndefined();
    expect(res.json.reportCode).toBe(made.json.reportCode);
    const shownRut: string = res.json.report.sections.vehicle.data.owner.rut;
    expect(shownRut).toMatch(/XXX-X$/);
    expect(JSON.stringify(res.json)).not.toContain(ownerRut.split("-")[0]);

    // Lower case works too: codes get read aloud and typed by hand.
    const lower = await client(t.app).get(`/api/public/reports/${made.json.accessCode.toLowerCase()}`);
    expect(lower.status).toBe(200);
  });

  it("answers an unknown or guessable code with 404 and the spec's message", async () => {
    const browser = await seededClient(t);
    const made = await browser.post("/api/reports", { plate: "BBCL10" });
    for (const code of ["AAAAAAAAAAAA", made.json.reportCode, "x"]) {
      const res = await client(t.app).get(`/api/public/reports/${encodeURIComponent(code)}`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: "No se encontró un reporte con ese código de acceso" });
      expect(res.headers.get("x-robots-tag")).toContain("noindex");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("answers every lookup with the protective headers of the rest of the site", async () => {
    const browser = await seededClient(t);
    const made = await browser.post("/api/reports", { plate: "BBCL10" });
    const site = await t.app.request("/api/health");
    // What the site's security headers add to any answer, leaving out what each answer says of itself.
    const own = new Set(["content-type", "content-length", "cache-control", "vary", "retry-after"]);
    const protective = [...site.headers].filter(([name]) => !own.has(name));
    expect(protective.map(([name]) => name)).toEqual(
      expect.arrayContaining(["content-security-policy", "x-frame-options", "x-content-type-options"]),
    );
    // Each answer has a nonce of its own for its scripts; the policy is otherwise the same.
    const sameBut = (value: string | null) => value?.replace(/'nonce-[^']+'/, "'nonce'");
    const visitor = client(t.app);
    for (const code of [made.json.accessCode, "AAAAAAAAAAAA"]) {
      const res = await visitor.get(`/api/public/reports/${code}`);
      for (const [name, value] of protective)
        expect(sameBut(res.headers.get(name)), name).toBe(sameBut(value));
    }
  });

  describe("over a real connection, through the app's one pipeline", () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      server = serveApp(t, { port: 0, hostname: "127.0.0.1" });
      await once(server, "listening");
      ({ port } = server.address() as AddressInfo);
    });
    afterAll(() => server.close());

    const raw = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
      const request = httpRequest({ host: "127.0.0.1", port, path, method, headers });
      request.end();
      const [res] = (await once(request, "response")) as [IncomingMessage];
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      return { status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) };
    };

    it("goes out in the encoding asked for, each answer with its own length", async () => {
      const browser = await seededClient(t);
      const made = await browser.post("/api/reports", { plate: "BBCL10" });
      const path = `/api/public/reports/${made.json.accessCode}`;
      const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b };
      const plain = await raw(path, { "accept-encoding": "identity" });
      expect(JSON.parse(plain.body.toString()).accessCode).toBe(made.json.accessCode);
      // Alternating, as browsers and tools do: what one answer sends must not leak into the next.
      for (const encoding of ["br", "gzip", "identity", "br"] as const) {
        const { headers, body } = await raw(path, { "accept-encoding": encoding });
        expect(headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
        expect(Number(headers["content-length"])).toBe(body.length);
        expect(decode[encoding](body).toString()).toBe(plain.body.toString());
      }
    });

    it("passes every middleware of the app, one added around it included", async () => {
      const browser = await seededClient(t);
      const made = await browser.post("/api/reports", { plate: "BBCL10" });
      const wrapped = new Hono<AppEnv>()
        .use(async (c, next) => {
          await next();
          c.header("x-added-middleware", "yes");
        })
        .route("/", t.app);
      const around = serveApp({ app: wrapped }, { port: 0, hostname: "127.0.0.1" });
      await once(around, "listening");
      try {
        const { port: aroundPort } = around.address() as AddressInfo;
        const request = httpRequest({
          host: "127.0.0.1",
          port: aroundPort,
          path: `/api/public/reports/${made.json.accessCode}`,
        });
        request.end();
        const [res] = (await once(request, "response")) as [IncomingMessage];
        res.resume();
        expect(res.statusCode).toBe(200);
        expect(res.headers["x-added-middleware"]).toBe("yes");
        expect(res.headers["content-security-policy"]).toBeTruthy();
      } finally {
        around.close();
      }
    });

    it("refuses the 61st lookup of a minute from one client with the app's 429, each one counted in /metrics", async () => {
      const lookups = async (status: number) => {
        const text = await (await t.app.request("/metrics")).text();
        const series = `http_requests_total{method="GET",route="/api/public/reports/:accessCode",status="${status}"} `;
        const line = text.split("\n").find((l) => l.startsWith(series));
        return Number(line?.slice(series.length) ?? 0);
      };
      const [found0, refused0] = [await lookups(404), await lookups(429)];
      await withinOneWindow(60);
      const headers = { "x-forwarded-for": "10.78.0.1" };
      for (let i = 0; i < 60; i++)
        expect((await raw("/api/public/reports/AAAAAAAAAAAA", headers)).status).toBe(404);
      const over = await raw("/api/public/reports/AAAAAAAAAAAA", headers);
      expect(over.status).toBe(429);
      expect(over.headers["retry-after"]).toBe("60");
      expect(over.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(over.body.toString())).toEqual({
        error: "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.",
      });
      expect([(await lookups(404)) - found0, (await lookups(429)) - refused0]).toEqual([60, 1]);
    });
  });

  it("tells whether a RUT is the owner's without revealing it", async () => {
    const browser = await seededClient(t);
    const made = await browser.post("/api/reports", { plate: "BBCL10" });
    const ownerRut: string = made.json.report.sections.vehicle.data.owner.rut;
    const url = `/api/public/reports/${made.json.accessCode}/owner-check`;
    const visitor = client(t.app);
    // The seller types it the way it is printed on a carnet: 12.345.678-5.
    const [body = "", dv = ""] = ownerRut.split("-");
    const dotted = `${body.replace(/\B(?=(\d{3})+$)/g, ".")}-${dv}`;
    expect((await visitor.post(url, { rut: dotted })).json).toEqual({ matches: true });
    expect((await visitor.post(url, { rut: "11.111.111-1" })).json).toEqual({
      matches: ownerRut === "11111111-1",
    });
    const bad = await visitor.post(url, { rut: "12.345.678-9" });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("El RUT no es válido: revisa el dígito verificador");
  });

  it("downloads an A4 PDF of the report", async () => {
    const browser = await seededClient(t);
    const made = await browser.post("/api/reports", { plate: "MULT30" });
    const res = await t.app.request(`/api/public/reports/${made.json.accessCode}/pdf`, {
      headers: { "x-forwarded-for": "10.200.0.1" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain("Patente MULT30");
    expect(bytes.toString("latin1")).toMatch(/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it("answers each lookup of the same moment on its own: its client's budget, its code", async () => {
    const browser = await seededClient(t);
    const made = await browser.post("/api/reports", { plate: "BBCL10" });
    const withdrawn = await browser.post("/api/reports", { plate: "BBCL10", confirmRepeat: true });
    await browser.post(`/api/reports/${withdrawn.json.id}/revoke`);
    // The third from an IPv6 address: client addresses travel to the database and back as text.
    const [near, other, third] = [client(t.app), client(t.app), client(t.app, "2001:db8::7")];
    await withinOneWindow(60);
    for (let i = 0; i < 58; i++) await near.get("/api/public/reports/AAAAAAAAAAAA");
    const link = (code: string) => `/api/public/reports/${code}`;
    // Asked together, so they are counted and checked in one batch.
    const [a, b, c, d, e, f, g] = await Promise.all([
      near.get(link(made.json.accessCode)),
      near.get(link(made.json.accessCode)),
      near.get(link(made.json.accessCode)),
      other.get(link(withdrawn.json.accessCode)),
      other.get(link("x")),
      third.get(link(made.json.accessCode.toLowerCase())),
      third.get(link("AAAAAAAAAAAA")),
    ]);
    // The 59th and 60th lookups of a minute pass, the 61st does not, whichever of the three it was.
    expect([a, b, c].map((r) => r.status).sort()).toEqual([200, 200, 429]);
    expect([d, e, f, g].map((r) => r.status)).toEqual([410, 404, 200, 404]);
    expect(f.json.accessCode).toBe(made.json.accessCode);
  });

  it("can be revoked by its author only, and then says so", async () => {
    const browser = await seededClient(t);
    const made = await browser.post("/api/reports", { plate: "BBCL10" });
    const stranger = await seededClient(t);
    expect((await stranger.post(`/api/reports/${made.json.id}/revoke`)).status).toBe(404);
    expect((await client(t.app).get(`/api/public/reports/${made.json.accessCode}`)).status).toBe(200);

    expect((await browser.post(`/api/reports/${made.json.id}/revoke`)).status).toBe(204);
    const gone = await client(t.app).get(`/api/public/reports/${made.json.accessCode}`);
    expect(gone.status).toBe(410);
    expect(gone.json.error).toBe("Este informe ya no está disponible: su autor retiró el enlace.");
    expect(gone.headers.get("cache-control")).toBe("no-store");
    const mine = await browser.get("/api/reports");
    expect(mine.json.reports[0].revokedAt).toBeTruthy();
  });

  it("rate limits lookups per client", async () => {
    await withinOneWindow(60);
    const visitor = client(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++)
      statuses.push((await visitor.get("/api/public/reports/AAAAAAAAAAAA")).status);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await client(t.app).get("/api/public/reports/AAAAAAAAAAAA")).status).toBe(404);
  });

  it("counts parallel lookups from one client exactly", async () => {
    await withinOneWindow(60);
    const visitor = client(t.app);
    const statuses = await Promise.all(
      Array.from({ length: 70 }, async () => (await visitor.get("/api/public/reports/BBBBBBBBBBBB")).status),
    );
    expect(statuses.filter((s) => s === 404)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it("sends the shared report compressed to a client that accepts it, identical to the plain one", async () => {
    const browser = await seededClient(t);
    const { accessCode } = (await browser.post("/api/reports", { plate: "BBCL10" })).json;
    const url = `/api/public/reports/${accessCode}`;
    const plain = await client(t.app).get(url);
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await t.app.request(url, { headers: { "accept-encoding": `${encoding}, deflate` } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      expect(JSON.parse(decode(Buffer.from(await res.arrayBuffer())).toString())).toEqual(plain.json);
    }
  });
});

describe("GET /api/openapi.json", () => {
  it("documents every report endpoint with the body schema the server validates", async () => {
    const res = await client(t.app).get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe("3.1.0");
    expect(Object.keys(res.json.paths)).toEqual(
      expect.arrayContaining([
        "/api/reports",
        "/api/reports/{id}",
        "/api/reports/{id}/retry",
        "/api/reports/{id}/revoke",
        "/api/public/reports/{accessCode}",
        "/api/public/reports/{accessCode}/pdf",
        "/api/public/reports/{accessCode}/owner-check",
      ]),
    );
    const schema = res.json.paths["/api/reports"].post.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(["plate"]);
  });
});
