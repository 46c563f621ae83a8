import { spawn } from "node:child_process";
import { once } from "node:events";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditAccounts, sessions, trialGrants, users } from "#server/db/schema";
import { createDemoProvider } from "#server/providers/demo";
import type { VehicleDataProvider } from "#server/providers/types";
import { serveApp } from "#server/serve";
import { seededClient } from "../support/seed";
import { serverLog } from "../support/server-log";
import {
  client,
  createTestApp,
  newUser,
  ORIGIN,
  signedInClient,
  streamReport,
  type TestApp,
  unconfirmedClient,
} from "../support/test-app";

// Each finding of the security review, tried as an attacker would.

/** What the server logged, line by line (pino's JSON). */
const log = serverLog();

// The demo provider, except that vehicle lookups wait while `held` is set: reports stay in the making.
let held: Promise<void> | null = null;
const demo = createDemoProvider();
const provider: VehicleDataProvider = {
  ...demo,
  vehicle: async (plate, signal) => {
    await held;
    return demo.vehicle(plate, signal);
  },
};

let t: TestApp;
let server: Server;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ provider, env: { LOG_LEVEL: "info" }, logDestination: log.destination });
  server = serveApp(t, { port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await t.close();
});

/** A POST over a real connection, the way a script would send it. */
const postOverWire = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body,
  });

describe("no input stalls the process", () => {
  // Quadratic for the old contact pattern: 60 KB kept the event loop busy for seconds.
  const hostile = `a@${".".repeat(60_000)}@`;
  const forms: [string, Record<string, unknown>][] = [
    ["/api/contact", { fullName: "Ana", email: hostile }],
    ["/api/auth/sign-up/email", { ...newUser(), email: hostile }],
    ["/api/auth/sign-in/email", { email: hostile, password: "clave-segura" }],
    ["/api/auth/request-password-reset", { email: hostile, redirectTo: "/reset-password" }],
    ["/api/auth/send-verification-email", { email: hostile }],
  ];

  it.each(forms)(
    "%s refuses a 60 KB hostile e-mail in Spanish while /api/health keeps answering",
    async (path, body) => {
      const answer = postOverWire(path, JSON.stringify(body), {
        "x-forwarded-for": `10.200.${forms.length}.1`,
      });
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      const res = await answer;
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const { message, error } = (await res.json()) as { message?: string; error?: string };
      expect(message ?? error).toMatch(/correo electrónico/);
    },
  );

  it("refuses a body over 64 KB with 413 in Spanish before reading it, on every kind of route", async () => {
    const big = JSON.stringify({ plate: "BBCL10", padding: "x".repeat(8 * 1024 * 1024) });
    for (const path of [
      "/api/reports",
      "/api/contact",
      "/api/auth/sign-up/email",
      "/api/webhooks/mercadopago?data.id=1&type=payment",
      "/api/public/reports/ABCDEFGHJKMN/owner-check",
    ]) {
      const res = await postOverWire(path, big);
      expect(res.status, path).toBe(413);
      expect(await res.json(), path).toEqual({ error: "La solicitud es demasiado grande." });
    }
  });

  it("refuses a chunked body (no declared length) once it passes 64 KB", async () => {
    const { port } = server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/api/contact",
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN, "transfer-encoding": "chunked" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      for (let i = 0; i < 100; i++) req.write(`${"x".repeat(1024)}`);
      req.end();
    });
    expect(status).toBe(413);
  });
});

describe("free checks belong to a person", () => {
  it("deleting the account and signing up again with the same e-mail brings no new trials", async () => {
    const user = newUser({ email: `repite.${Date.now()}@gmail.com` });
    const first = await signedInClient(t, user);
    expect((await first.get("/api/me")).json.credits.trialsLeft).toBe(3);
    expect((await first.delete("/api/me")).status).toBe(204);

    for (const email of [user.email, user.email.replace("repite.", "R.e.p.i.t.e.").replace("@", "+otra@")]) {
      const again = await signedInClient(t, { ...user, email });
      expect((await again.get("/api/me")).json.credits).toEqual({ trialsLeft: 0, purchasedLeft: 0 });
      expect((await again.delete("/api/me")).status).toBe(204);
    }
    // What is kept is a keyed hash, not the address.
    const kept = await t.db.select().from(trialGrants);
    expect(JSON.stringify(kept)).not.toContain("repite");
    expect(JSON.stringify(kept)).not.toContain("gmail");
  });

  it("a free report waits for the confirmed e-mail; the mailed link unlocks it", async () => {
    const browser = await unconfirmedClient(t);
    expect((await browser.get("/api/me")).json.user.emailVerified).toBe(false);
    const refused = await browser.post("/api/reports", { plate: "BBCL10" });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(
      "Confirma tu correo electrónico para usar tus consultas gratuitas: te enviamos un enlace al registrarte.",
    );
    expect((await browser.get("/api/me")).json.credits.trialsLeft).toBe(3);

    const mail = (await t.outbox()).findLast((m) => m.to === browser.email);
    expect(mail?.subject).toBe("Confirma tu correo en Patente Clara");
    const link = new URL(mail?.text.match(/https?:\/\/\S+confirmar-correo\S+/)?.[0] as string);
    const token = link.searchParams.get("token");
    const confirmed = await browser.post("/api/email-confirmation", { token });
    expect(confirmed.json.outcome).toBe("confirmed");
    expect((await browser.get("/api/me")).json.credits.trialsLeft).toBe(3);
    expect((await browser.post("/api/reports", { plate: "BBCL10" })).status).toBe(201);
  });

  it("the confirmation mail can be sent again, a few times", async () => {
    const browser = await unconfirmedClient(t);
    const before = (await t.outbox()).filter((m) => m.to === browser.email).length;
    const res = await browser.post("/api/auth/send-verification-email", { email: browser.email });
    expect(res.status).toBe(200);
    expect((await t.outbox()).filter((m) => m.to === browser.email)).toHaveLength(before + 1);
  });

  it("purchased reports never wait for the e-mail", async () => {
    const browser = await unconfirmedClient(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, browser.email));
    await t.db
      .update(creditAccounts)
      .set({ purchasedLeft: 1 })
      .where(eq(creditAccounts.userId, user?.id as string));
    expect((await browser.post("/api/reports", { plate: "BBCL10" })).status).toBe(201);
    expect((await browser.get("/api/me")).json.credits).toEqual({ trialsLeft: 3, purchasedLeft: 0 });
  });

  it.each([
    ["an IPv4 /24", (i: number) => `198.51.100.${i + 10}`, "198.51.101.10"],
    ["an IPv6 /64", (i: number) => `2001:db8:5:6::${i + 10}`, "2001:db8:5:7::10"],
  ])("a client network creates 5 accounts a day: %s", async (_, address, otherNetwork) => {
    for (let i = 0; i < 5; i++) {
      const res = await client(t.app, address(i)).post("/api/auth/sign-up/email", newUser());
      expect(res.status).toBe(200);
    }
    const sixth = await client(t.app, address(5)).post("/api/auth/sign-up/email", newUser());
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toBe(
      "Se crearon demasiadas cuentas desde tu red hoy. Inténtalo mañana o escríbenos en Contacto.",
    );
    expect((await client(t.app, otherNetwork).post("/api/auth/sign-up/email", newUser())).status).toBe(200);
  });
});

describe("a client cannot choose its bucket", () => {
  const lookupsFrom = (forwardedFor: (i: number) => string) =>
    Promise.all(
      Array.from({ length: 75 }, (_, i) =>
        Promise.resolve(
          t.app.request("/api/public/reports/CCCCCCCCCCCC", {
            headers: { "x-forwarded-for": forwardedFor(i) },
          }),
        ).then((r) => r.status),
      ),
    );

  it("forged X-Forwarded-For entries before the one our proxy appends are never read", async () => {
    const statuses = await lookupsFrom((i) => `6.6.${i}.6, 203.0.113.77`);
    expect(statuses.filter((s) => s === 404)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it("IPv6 clients share one budget per /64", async () => {
    const statuses = await lookupsFrom((i) => `2001:db8:77:1::${(i + 1).toString(16)}`);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });
});

describe("budgets per object", () => {
  it("a report answers 10 owner checks a day, from however many addresses", async () => {
    const author = await seededClient(t);
    const made = await author.post("/api/reports", { plate: "BBCL10" });
    const url = `/api/public/reports/${made.json.accessCode.toLowerCase()}/owner-check`;
    const answers = [];
    for (let i = 0; i < 12; i++) {
      answers.push(await client(t.app, `192.0.2.${i + 1}`).post(url, { rut: "11.111.111-1" }));
    }
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers[10]?.status).toBe(429);
    expect(answers[10]?.json.error).toBe(
      "Este informe alcanzó el máximo de verificaciones por hoy. Inténtalo de nuevo mañana.",
    );
    // Another report keeps its own budget.
    const other = await author.post("/api/reports", { plate: "RTVE20" });
    const res = await client(t.app).post(`/api/public/reports/${other.json.accessCode}/owner-check`, {
      rut: "11.111.111-1",
    });
    expect(res.status).toBe(200);
  });

  it("an account has at most 20 reports waiting or in the making; the rest are refused, not queued", async () => {
    const browser = await seededClient(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, browser.email));
    await t.db
      .update(creditAccounts)
      .set({ purchasedLeft: 30 })
      .where(eq(creditAccounts.userId, user?.id as string));
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    try {
      // Streamed, as the check screen asks: each answers as soon as it is queued.
      const ask = () => streamReport(t.app, browser, "BBCL10", { confirmRepeat: true });
      for (let i = 0; i < 20; i++) {
        const res = await ask();
        expect(res.status).toBe(200);
        await res.body?.cancel();
      }
      const over = await ask();
      expect(over.status).toBe(429);
      expect(await over.json()).toEqual({
        error: "Ya tienes 20 informes en cola. Espera a que avancen para pedir más.",
      });
    } finally {
      release();
      held = null;
    }
  });

  it("checkout is limited per account, whatever address it comes from", async () => {
    const browser = await seededClient(t);
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.request("/api/checkout", {
        method: "POST",
        headers: {
          origin: ORIGIN,
          "content-type": "application/json",
          "x-forwarded-for": `203.0.${i}.9`,
          cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        },
        body: JSON.stringify({ packId: "simple" }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

describe("nothing secret in logs", () => {
  it("a reset link's token and a shared report's access code never reach the log", async () => {
    const browser = await seededClient(t);
    const made = await browser.post("/api/reports", { plate: "BBCL10" });
    const { accessCode } = made.json;
    await client(t.app).get(`/api/public/reports/${accessCode}`);
    await fetch(`${base}/api/public/reports/${accessCode}`);
    await client(t.app).post(`/api/public/reports/${accessCode}/owner-check`, { rut: "11.111.111-1" });

    await client(t.app).post("/api/auth/request-password-reset", {
      email: browser.email,
      redirectTo: "/reset-password",
    });
    const mail = (await t.outbox()).findLast((m) => m.to === browser.email);
    const link = new URL(mail?.text.match(/https?:\/\/\S+reset-password\S+/)?.[0] as string);
    const token = link.pathname.split("/").pop() as string;
    await client(t.app).get(link.pathname + link.search);

    const logged = log.lines.join("\n");
    expect(logged).toContain("/api/public/reports/[oculto]");
    expect(logged).toContain("/api/auth/reset-password/[oculto]");
    expect(logged).not.toContain(accessCode);
    expect(logged).not.toContain(token);
  });
});

describe("fail closed", () => {
  it("a server on a public address without a payment token or a data key does not start, and says why", async () => {
    // As found: no NODE_ENV at all.
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV"));
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
      env: {
        ...inherited,
        PORT: "0",
        PUBLIC_URL: "https://patenteclara.cl",
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      "Configuration error: MERCADOPAGO_ACCESS_TOKEN, BOOSTR_API_KEY, PRIVACY_CONTROLLER_NAME, PRIVACY_CONTROLLER_RUT, PRIVACY_CONTROLLER_ADDRESS, and PRIVACY_CONTACT_EMAIL are required when PUBLIC_URL is not a loopback address (or set DEMO_MODE=1 for a demo)",
    );
  });
});

describe("smaller findings", () => {
  it("/metrics in production needs METRICS_TOKEN, compared whole", async () => {
    const production = { NODE_ENV: "production", LOG_LEVEL: "silent" };
    const without = await createTestApp({ env: production });
    const withToken = await createTestApp({ env: { ...production, METRICS_TOKEN: "token-de-metricas" } });
    try {
      expect((await without.app.request("/metrics")).status).toBe(403);
      const bearer = (value: string) => ({ headers: { authorization: `Bearer ${value}` } });
      expect((await withToken.app.request("/metrics")).status).toBe(401);
      expect((await withToken.app.request("/metrics", bearer("token-de-metrica"))).status).toBe(401);
      expect((await withToken.app.request("/metrics", bearer("token-de-metricas"))).status).toBe(200);
    } finally {
      await without.close();
      await withToken.close();
    }
  });

  it("every signed-in JSON answer says no-store", async () => {
    const browser = await seededClient(t);
    for (const path of ["/api/me", "/api/reports", "/api/payments", "/api/auth/get-session"]) {
      const res = await browser.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    const error = await browser.post("/api/reports", { plate: "" });
    expect(error.headers.get("cache-control")).toBe("no-store");
  });

  it("a session ends 30 days after sign-in, however often it is used", async () => {
    const browser = await signedInClient(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, browser.email));
    const userId = user?.id as string;
    const ago = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    // Used yesterday, signed in 29 days ago: still open, and its sliding renewal cannot pass day 30.
    await t.db
      .update(sessions)
      .set({ createdAt: ago(29), updatedAt: ago(1) })
      .where(eq(sessions.userId, userId));
    expect((await browser.get("/api/me")).json?.user.id).toBe(userId);
    await t.db
      .update(sessions)
      .set({ expiresAt: ago(-7) })
      .where(eq(sessions.userId, userId));
    const [capped] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(capped?.expiresAt.getTime()).toBeLessThanOrEqual(ago(-1).getTime() + 1000);
    // Signed in 31 days ago: over.
    await t.db
      .update(sessions)
      .set({ createdAt: ago(31) })
      .where(eq(sessions.userId, userId));
    expect((await browser.get("/api/me")).json).toBeNull();
  });

  it("a profile update runs the sign-up rules and changes nothing else", async () => {
    const browser = await seededClient(t);
    const bad = await browser.post("/api/auth/update-user", {
      firstName: "",
      lastName: "Soto",
      phone: "abc",
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("El campo nombre es requerido");
    const badPhone = await browser.post("/api/auth/update-user", {
      firstName: "Ana",
      lastName: "Soto",
      phone: "abc",
    });
    expect(badPhone.json.message).toBe("Ingresa un número válido con código de país (ej: +56912345678)");
    const sneaky = await browser.post("/api/auth/update-user", {
      firstName: "Ana",
      lastName: "Soto",
      image: "https://evil.example/x.png",
    });
    expect(sneaky.status).toBe(400);
    expect(sneaky.json.message).toBe("Solo puedes cambiar tu nombre, apellido y teléfono");
    const ok = await browser.post("/api/auth/update-user", {
      firstName: "  Ana ",
      lastName: "Soto",
      phone: "",
    });
    expect(ok.status).toBe(200);
    const me = (await browser.get("/api/me")).json;
    expect(me.profile).toMatchObject({
      firstName: "Ana",
      lastName: "Soto",
      fullName: "Ana Soto",
      phone: null,
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, browser.email));
    expect(user?.image).toBeNull();
  });
});
