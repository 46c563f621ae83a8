import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { contactMessages, creditAccounts, simulatedPayments, users, vehicleReports } from "#server/db/schema";
import { signNotification } from "#server/payments/signature";
import { FAKE_BOOSTR_KEY, type FakeBoostr, startFakeBoostr } from "../support/fake-boostr";
import {
  confirmEmail,
  httpClient,
  type RunningServer,
  spawnServer,
  waitForHealth,
} from "../support/spawn-server";
import { startThrowawayPostgres } from "../support/throwaway-postgres";

// Faults against the real server process and a PostgreSQL cluster of the test's own, so stopping the
// database never touches the machine's shared server. Every loop here is bounded in count and time.
// They need a PostgreSQL installation, so they run with the PostgreSQL project.
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const UNAVAILABLE = "El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.";
const WEBHOOK_SECRET = "fault-test-webhook-secret-0123456789";

describe.runIf(onPostgres)("faults", () => {
  let cluster: Awaited<ReturnType<typeof startThrowawayPostgres>>;
  let server: RunningServer;
  let boostr: FakeBoostr;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    boostr = await startFakeBoostr();
    server = await spawnServer({
      DATABASE_URL: cluster.url,
      BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
      BOOSTR_API_URL: boostr.url,
      BOOSTR_RATE_LIMIT: "1000",
      MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await boostr?.close();
    await cluster?.destroy();
  });

  const db = async () => openDatabase({ url: cluster.url });

  it("PostgreSQL stopped and started under load: 503 in Spanish while down, back within 5 s, no row lost or doubled", async () => {
    const sent: { email: string; status: number; error?: string }[] = [];
    let n = 0;
    const send = async () => {
      const email = `carga${++n}@correo.cl`;
      const res = await httpClient(`10.60.${n >> 8}.${n & 255}`).call(server.url, "POST", "/api/contact", {
        fullName: "Carga",
        email,
      });
      sent.push({ email, status: res.status, error: res.json?.error });
    };
    // Load before, during and after the outage: 4 parallel senders, bounded rounds.
    const round = () => Promise.all([send(), send(), send(), send()]);
    for (let i = 0; i < 5; i++) await round();
    cluster.stop();
    for (let i = 0; i < 5; i++) await round();
    const downAnswers = sent.slice(-20);
    expect(downAnswers.every((s) => s.status === 503 && s.error === UNAVAILABLE)).toBe(true);
    // A shared link's lookup answers outside the middleware chain: it must say the same, and still
    // carry the site's headers.
    const lookup = await fetch(`${server.url}/api/public/reports/AAAAAAAAAAAA`);
    expect(lookup.status).toBe(503);
    expect(await lookup.json()).toEqual({ error: UNAVAILABLE });
    expect(lookup.headers.get("retry-after")).toBe("5");
    expect(lookup.headers.get("cache-control")).toBe("no-store");
    expect(lookup.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(server.process.exitCode).toBeNull();

    cluster.start();
    // Full service within 5 s of the database coming back, and the process never died meanwhile.
    await waitForHealth(server.url, server.process, 5_000);
    for (let i = 0; i < 5; i++) await round();
    expect(sent.slice(-20).every((s) => s.status === 201)).toBe(true);

    const handle = await db();
    const stored = await handle.db
      .select({ email: contactMessages.email })
      .from(contactMessages)
      .where(
        inArray(
          contactMessages.email,
          sent.map((s) => s.email),
        ),
      );
    await handle.close();
    const storedEmails = stored.map((r) => r.email).sort();
    const accepted = sent
      .filter((s) => s.status === 201)
      .map((s) => s.email)
      .sort();
    expect(storedEmails).toEqual(accepted);
  });

  it("a webhook arriving while the database is down gets a non-2xx answer, and the retry credits once", async () => {
    const buyer = httpClient("10.61.0.1");
    await buyer.call(server.url, "POST", "/api/auth/sign-up/email", {
      firstName: "Pago",
      lastName: "Caído",
      email: `pago.${Date.now()}@correo.cl`,
      password: "clave-pago",
      acceptedTerms: true,
      name: "x",
    });
    const { transactionId } = (await buyer.call(server.url, "POST", "/api/checkout", { packId: "plus" }))
      .json;
    const handle = await db();
    await handle.db
      .insert(simulatedPayments)
      .values({ id: "7000000001", transactionId, status: "approved", amount: 12790, currency: "CLP" });
    await handle.close();

    const deliver = () => {
      const requestId = crypto.randomUUID();
      return fetch(`${server.url}/api/webhooks/mercadopago?data.id=7000000001&type=payment`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-request-id": requestId,
          "x-signature": signNotification(WEBHOOK_SECRET, {
            dataId: "7000000001",
            requestId,
            ts: String(Math.floor(Date.now() / 1000)),
          }),
        },
        body: JSON.stringify({ type: "payment", data: { id: "7000000001" } }),
      });
    };
    cluster.stop();
    const whileDown = await deliver();
    expect(whileDown.status).toBeGreaterThanOrEqual(500);
    cluster.start();
    await waitForHealth(server.url, server.process, 5_000);
    expect((await deliver()).status).toBe(200);
    expect((await deliver()).status).toBe(200);
    expect((await buyer.call(server.url, "GET", "/api/me")).json.credits.purchasedLeft).toBe(3);
  });

  it("SIGTERM during an in-flight report: the credit is spent with its report saved, or not at all", async () => {
    // A slow Boostr keeps the report in flight while the server is told to stop.
    const slow = await startFakeBoostr({ latencyMs: 800 });
    const instance = await spawnServer({
      DATABASE_URL: cluster.url,
      BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
      BOOSTR_API_URL: slow.url,
      BOOSTR_RATE_LIMIT: "1000",
    });
    try {
      const browser = httpClient("10.62.0.1");
      const email = `sigterm.${Date.now()}@correo.cl`;
      await browser.call(instance.url, "POST", "/api/auth/sign-up/email", {
        firstName: "Corte",
        lastName: "Señal",
        email,
        password: "clave-corte",
        acceptedTerms: true,
        name: "x",
      });
      await confirmEmail(instance, email, browser);
      const inFlight = browser
        .call(instance.url, "POST", "/api/reports", { plate: "GPDD74" })
        .catch(() => ({ status: 0 }));
      await new Promise((r) => setTimeout(r, 300));
      const code = await instance.stop("SIGTERM");
      const answer = await inFlight;
      expect(code).toBe(0);

      const handle = await db();
      const [user] = await handle.db.select().from(users).where(eq(users.email, email));
      const [account] = await handle.db
        .select()
        .from(creditAccounts)
        .where(eq(creditAccounts.userId, user?.id ?? ""));
      const reports = await handle.db
        .select()
        .from(vehicleReports)
        .where(eq(vehicleReports.userId, user?.id ?? ""));
      await handle.close();
      expect(3 - (account?.trialsLeft ?? 0)).toBe(reports.length);
      // Graceful shutdown lets the request finish: the user got the report they paid for.
      if (answer.status === 201) expect(reports).toHaveLength(1);
    } finally {
      await instance.stop();
      await slow.close();
    }
  });
});
