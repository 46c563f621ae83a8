import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditAccounts } from "#server/db/schema";
import { withinOneWindow } from "../support/rate-window";
import { seededClient } from "../support/seed";
import { serverLog } from "../support/server-log";
import { client, type TestApp } from "../support/test-app";
import { appWithPages } from "../support/web-pages";

/** The server's error log (pino's JSON), line by line. */
const errorLog = serverLog();

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, close } = await appWithPages({
    env: { LOG_LEVEL: "error" },
    logDestination: errorLog.destination,
  }));
}, 60_000);
afterAll(() => close());

let lastIp = 0;
const openPage = async (code: string, ip = `10.77.0.${++lastIp}`) => {
  const res = await t.app.request(`/reporte/${code}`, { headers: { "x-forwarded-for": ip } });
  return { res, html: await res.text() };
};

const shareReport = async (plate = "BBCL10") => {
  const author = await seededClient(t);
  const made = await author.post("/api/reports", { plate });
  return { author, made: made.json };
};

const NOT_FOUND = "No se encontró un reporte con ese código de acceso";
const RATE_LIMITED = "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.";

describe("the public report page", () => {
  it("arrives with its report drawn in, readable without scripts, the owner's RUT masked, never indexed", async () => {
    const { made } = await shareReport();
    const ownerRut: string = made.report.sections.vehicle.data.owner.rut;
    const { res, html } = await openPage(made.accessCode.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    // The report itself is in the markup: plate, headline and Trust Score.
    const text = html.replace(/<[^>]*>/g, " ");
    expect(text).toContain("BBCL10");
    expect(text).toContain(made.report.verdict.headline);
    expect(text).toContain(made.reportCode);
    expect(html).toMatch(new RegExp(`>${made.report.score}<`));
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // What the page's code starts from is the shared view: no id, no whole RUT.
    expect(html).not.toContain(made.id);
    expect(html).toContain("XXX.XXX-X");
    expect(html).not.toContain(ownerRut.split("-")[0]);
    // The policy allows no inline script but those React Router writes, each with this answer's nonce.
    const nonce = res.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    for (const [tag] of inline) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("is the reason, under its status, for a code with no report", async () => {
    for (const code of ["AAAAAAAAAAAA", "x", "%3Cb%3E"]) {
      const { res, html } = await openPage(code);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toContain("noindex");
      expect(html).toContain(NOT_FOUND);
      // Markup in the address never becomes markup in the page.
      expect(html).not.toContain("<b>");
    }
  });

  it("stops drawing the report the moment its author withdraws the link, and says why", async () => {
    const { author, made } = await shareReport();
    expect((await openPage(made.accessCode)).html).toContain("BBCL10");
    expect((await author.post(`/api/reports/${made.id}/revoke`)).status).toBe(204);
    const { res, html } = await openPage(made.accessCode);
    expect(res.status).toBe(410);
    expect(html).not.toContain("BBCL10");
    expect(html).toContain("Este informe ya no está disponible: su autor retiró el enlace.");
  });

  it("counts each page, drawn or refused, against the same lookup budget as the API", async () => {
    const { made } = await shareReport("MULT30");
    await withinOneWindow(60);
    const ip = "10.78.0.1";
    for (let i = 0; i < 29; i++) expect((await openPage(made.accessCode, ip)).html).toContain("MULT30");
    for (let i = 0; i < 30; i++) expect((await openPage("AAAAAAAAAAAA", ip)).res.status).toBe(404);
    expect((await client(t.app, ip).get(`/api/public/reports/${made.accessCode}`)).status).toBe(200);
    // The 61st lookup of the minute: refused with the reason, then by the API too.
    const over = await openPage(made.accessCode, ip);
    expect(over.res.status).toBe(429);
    expect(over.res.headers.get("retry-after")).toBe("60");
    expect(over.html).toContain(RATE_LIMITED);
    const refused = await client(t.app, ip).get(`/api/public/reports/${made.accessCode}`);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(RATE_LIMITED);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });

  it("passes the app's middleware, as every other request does", async () => {
    // A middleware added around the app (the one pipeline of decision 044) sees the page's request too.
    const seen: string[] = [];
    const outer = new Hono().use(async (c, next) => {
      seen.push(c.req.path);
      await next();
      c.header("x-outer", "1");
    });
    outer.route("/", t.app);
    const res = await outer.request("/reporte/AAAAAAAAAAAA", { headers: { "x-forwarded-for": "10.79.0.1" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("x-outer")).toBe("1");
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(seen).toEqual(["/reporte/AAAAAAAAAAAA"]);
  });

  it("sends a shared link with a slash added to the report's own address", async () => {
    const cases: [string, string][] = [
      ["/reporte/ABCDEFGHJKMN/", "/reporte/ABCDEFGHJKMN"],
      ["/reporte/ABCDEFGHJKMN/?utm_source=whatsapp", "/reporte/ABCDEFGHJKMN?utm_source=whatsapp"],
      // Never somewhere else: the code stays one encoded path segment.
      ["/reporte/%2F%2Fotro.cl/", "/reporte/%2F%2Fotro.cl"],
    ];
    for (const [from, to] of cases) {
      const res = await t.app.request(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
  });
});

describe("a page that fails to draw", () => {
  it("reaches the server's log with its path, not the console, and the visitor gets the error page", async () => {
    const browser = await seededClient(t);
    const me = (await browser.get("/api/me")).json;
    // An account left without its credits row: reading the viewer for the page fails.
    await t.db.delete(creditAccounts).where(eq(creditAccounts.userId, me.user.id));
    const printed: unknown[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => printed.push(args);
    try {
      const res = await t.app.request("/servicios", {
        headers: {
          cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
          "x-forwarded-for": "10.78.0.1",
        },
      });
      expect(res.status).toBe(500);
      expect(await res.text()).toContain("<html");
    } finally {
      console.error = consoleError;
    }
    const logged = errorLog.lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === "page failed");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 50,
      path: "/servicios",
      err: { message: "No hay sesión activa" },
    });
    expect(printed).toEqual([]);
  });
});
