import { once } from "node:events";
import { Agent, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_REPORT_VIEWS } from "#server/routes/public-reports";
import { serveApp } from "#server/serve";
import { withinOneWindow } from "../support/rate-window";
import { seededClient } from "../support/seed";
import { serverLog } from "../support/server-log";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { sourcePages } from "../support/web-pages";

// The smaller findings of the security review of 2026-11-26, tried as an attacker would, with the pages
// and over a real connection.

/** Everything the server logged, debug included (pino's JSON), line by line. */
const log = serverLog();

let pages: Awaited<ReturnType<typeof sourcePages>>;
let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  pages = await sourcePages();
  t = await createTestApp({ web: pages.web, env: { LOG_LEVEL: "debug" }, logDestination: log.destination });
  server = serveApp(t, { port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  server.close();
  await t.close();
  await pages.close();
});

const logged = () => log.lines.map((line) => JSON.parse(line) as { level: number; msg: string });

describe("a page asked with a method that is not ours", () => {
  it("answers 405 with what it allows, and logs no error however often it is sent", async () => {
    const before = log.lines.length;
    for (const path of ["/algo", "/", "/dashboard", "/reporte/ABCDEFGHJKMN", "/servicios.data"]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
        const res = await t.app.request(path, {
          method,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: method === "OPTIONS" ? undefined : "a=1",
        });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get("allow")).toBe("GET, HEAD");
        expect(await res.text()).toBe("Método no permitido: esta dirección es una página.");
      }
    }
    const lines = logged().slice(before);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    const refusals = lines.filter((line) => line.msg === "page method not allowed");
    expect(refusals.map((line) => line.level)).toEqual(Array(25).fill(20));
  });

  it("still draws pages for GET and HEAD", async () => {
    const page = await t.app.request("/servicios");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");
    const head = await t.app.request("/servicios", { method: "HEAD" });
    expect(head.status).toBe(200);
  });
});

describe("shared reports and search engines", () => {
  let lastIp = 0;
  const openPage = (path: string, init: RequestInit = {}, ip = `10.91.0.${++lastIp}`) =>
    Promise.resolve(t.app.request(path, { ...init, headers: { "x-forwarded-for": ip }, redirect: "manual" }));

  it("lets crawlers read /reporte/, so they see its noindex", async () => {
    const robots = await (await t.app.request("/robots.txt")).text();
    expect(robots).toContain("Disallow: /dashboard\n");
    expect(robots).not.toContain("/reporte");
  });

  it("marks every answer under /reporte/ noindex: the report, each refusal, redirects and other methods", async () => {
    const author = await seededClient(t);
    const made = (await author.post("/api/reports", { plate: "BBCL10" })).json;
    const revoked = (await author.post("/api/reports", { plate: "RTVE20" })).json;
    expect((await author.post(`/api/reports/${revoked.id}/revoke`)).status).toBe(204);

    const answers: [string, Response][] = [
      ["report", await openPage(`/reporte/${made.accessCode}`)],
      ["report's data", await openPage(`/reporte/${made.accessCode}.data`)],
      ["HEAD", await openPage(`/reporte/${made.accessCode}`, { method: "HEAD" })],
      ["unknown code", await openPage("/reporte/AAAAAAAAAAAA")],
      ["no code", await openPage("/reporte/")],
      ["withdrawn", await openPage(`/reporte/${revoked.accessCode}`)],
      ["slash added", await openPage(`/reporte/${made.accessCode}/`)],
      ["POST", await openPage(`/reporte/${made.accessCode}`, { method: "POST" })],
    ];
    await withinOneWindow(60);
    const ip = "10.92.0.1";
    for (let i = 0; i < SHARED_REPORT_VIEWS.max; i++) await openPage("/reporte/AAAAAAAAAAAA", {}, ip);
    answers.push(["over the budget", await openPage(`/reporte/${made.accessCode}`, {}, ip)]);

    expect(answers.map(([name, res]) => [name, res.status])).toEqual([
      ["report", 200],
      ["report's data", 200],
      ["HEAD", 200],
      ["unknown code", 404],
      ["no code", 404],
      ["withdrawn", 410],
      ["slash added", 301],
      ["POST", 405],
      ["over the budget", 429],
    ]);
    for (const [name, res] of answers) expect(res.headers.get("x-robots-tag"), name).toContain("noindex");
  });
});

describe("a body refused early", () => {
  /** One request over `agent`; resolves with the status, the Connection header and the body. */
  const send = (agent: Agent, method: string, path: string, body?: string) =>
    new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path,
          method,
          agent,
          headers: body === undefined ? {} : { "content-type": "application/json", origin: ORIGIN },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body);
    });

  it("says Connection: close, so a client that keeps connections never sends into a closed one", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const size of [65 * 1024, 1024 * 1024, 8 * 1024 * 1024]) {
        const big = JSON.stringify({ fullName: "Ana", padding: "x".repeat(size) });
        const refused = await send(agent, "POST", "/api/contact", big);
        expect(refused.status, `${size}`).toBe(413);
        expect(refused.connection).toBe("close");
        expect(JSON.parse(refused.text)).toEqual({ error: "La solicitud es demasiado grande." });

        const next = await send(agent, "GET", "/api/health");
        expect(next.status, `${size}`).toBe(200);
        expect(next.connection).toBe("keep-alive");
      }
    } finally {
      agent.destroy();
    }
  });
});
