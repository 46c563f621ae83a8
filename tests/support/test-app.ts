import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DestinationStream } from "pino";
import { composeApp } from "#server/compose";
import { loadEnv } from "#server/env";
import type { WebPages } from "#server/http/pages";
import type { Mail } from "#server/mail/mailer";
import type { VehicleDataProvider } from "#server/providers/types";
import type { Resolve } from "#server/services/webhooks/outbound";
import { confirmationToken, readOutbox } from "./outbox";
import { createTestDatabase, type TestDatabase } from "./test-db";

export const ORIGIN = "http://localhost:3000";

/** The real app on a fresh database, demo data and the outbox mailer, driven in-process. */
export async function createTestApp(
  opts: {
    provider?: VehicleDataProvider;
    env?: Record<string, string>;
    /** The pages (tests/support/web-pages.ts); without them only the API answers. */
    web?: WebPages;
    /** Where the server's log goes; unset with LOG_LEVEL silent. */
    logDestination?: DestinationStream;
    /** Another instance's database: two apps on it are two instances (the first closes it). */
    database?: TestDatabase;
    /** How webhook hosts resolve, and the certificate authority of a test's receiver (webhook-receiver.ts). */
    webhooks?: { resolve?: Resolve; ca?: string };
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "pc-app-"));
  const database: TestDatabase = opts.database ?? (await createTestDatabase());
  const env = loadEnv({
    NODE_ENV: "test",
    PUBLIC_URL: ORIGIN,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
    TRUST_PROXY: "1",
    LOG_LEVEL: "silent",
    ...opts.env,
  });
  const outboxDir = path.join(dataDir, "outbox");
  // No test waits out the SDK's retry backoff: a failing Mercado Pago answers at once.
  const { app, stop } = composeApp(env, database, {
    provider: opts.provider,
    gatewayMaxRetries: 0,
    web: opts.web,
    logDestination: opts.logDestination,
    webhooks: opts.webhooks,
  });

  return {
    app,
    env,
    db: database.db,
    /** Plain SQL on the same database: pg-boss's tables, which have no Drizzle schema. */
    execute: database.execute,
    /** Mails written so far, oldest first. */
    outbox: (): Promise<Mail[]> => readOutbox(outboxDir),
    database,
    async close() {
      await stop();
      if (!opts.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let lastHost = 0;
/**
 * A distinct client network per simulated browser (its own /24, as limits per network count them), so
 * rate limits only meet the tests that aim at them.
 */
const nextIp = () => `10.${(++lastHost >> 8) & 255}.${lastHost & 255}.1`;

/** A browser stand-in: keeps the session cookie and sends the same-origin headers a browser would. */
export function client(app: TestApp["app"], ip = nextIp()) {
  const jar = new Map<string, string>();
  const call = async (method: string, url: string, body?: unknown) => {
    const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": ip });
    if (body !== undefined) headers.set("content-type", "application/json");
    if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await app.request(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (value && !/max-age=0/i.test(cookie)) jar.set(name, value);
      else jar.delete(name);
    }
    const text = await res.text();
    const json = text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : undefined;
    return { status: res.status, headers: res.headers, json };
  };
  return {
    get: (url: string) => call("GET", url),
    post: (url: string, body: unknown = {}) => call("POST", url, body),
    put: (url: string, body: unknown = {}) => call("PUT", url, body),
    delete: (url: string) => call("DELETE", url),
    cookies: jar,
  };
}

export const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Camila",
  lastName: "Rojas",
  email: `camila.${Math.random().toString(36).slice(2)}@correo.cl`,
  password: "clave-segura",
  phone: "+56912345678",
  acceptedTerms: true,
  name: "ignored by the server",
  ...overrides,
});

/** A client with a new account, signed in (sign-up opens the session), its e-mail not confirmed yet. */
export async function unconfirmedClient(t: TestApp, user = newUser()) {
  const browser = client(t.app);
  await browser.post("/api/auth/sign-up/email", user);
  return Object.assign(browser, { email: user.email as string });
}

/**
 * A client with a new account, signed in, whose e-mail is confirmed through the link mailed to it, from
 * the browser that signed up (the confirmation page's button).
 */
export async function signedInClient(t: TestApp, user = newUser()) {
  const browser = await unconfirmedClient(t, user);
  const token = confirmationToken(await t.outbox(), browser.email);
  const confirmed = await browser.post("/api/email-confirmation", { token });
  if (confirmed.json?.outcome !== "confirmed") throw new Error(`confirmation answered ${confirmed.status}`);
  return browser;
}

/**
 * POST /api/reports as the check screen asks it, on the event stream; the Response as it starts.
 * `confirmRepeat` for a plate the account asked about in the last 24 hours.
 */
export const streamReport = (
  app: TestApp["app"],
  browser: ReturnType<typeof client>,
  plate: string,
  opts: { confirmRepeat?: boolean } = {},
) =>
  Promise.resolve(
    app.request("/api/reports", {
      method: "POST",
      headers: {
        origin: ORIGIN,
        cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        accept: "text/event-stream",
        "content-type": "application/json",
      },
      body: JSON.stringify({ plate, ...opts }),
    }),
  );

/** The events of a report stream, read to its end. */
export async function streamEvents(
  res: Response,
): Promise<{ event: string; data: Record<string, unknown> }[]> {
  return (await res.text())
    .split("\n\n")
    .filter(Boolean)
    .map((block) => ({
      event: /event: (.*)/.exec(block)?.[1] ?? "",
      data: JSON.parse(/data: (.*)/.exec(block)?.[1] ?? "null"),
    }));
}

/** Whether `password` opens `email`'s account now: the status of a sign-in from a new browser. */
export const signInStatus = async (app: TestApp["app"], email: string, password: string) =>
  (await client(app).post("/api/auth/sign-in/email", { email, password })).status;
