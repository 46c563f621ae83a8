import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_WEBHOOKS,
  SECRET_OVERLAP_HOURS,
  TOO_MANY_WEBHOOKS_MESSAGE,
  WEBHOOK_DISABLED_MESSAGE,
  WEBHOOK_DUPLICATE_MESSAGE,
  WEBHOOK_NOT_FOUND_MESSAGE,
  WEBHOOK_PRIVATE_ADDRESS_MESSAGE,
  ZWebhookEvent,
} from "#domain/contract/webhooks";
import { NOT_A_MEMBER_MESSAGE, ROLE_FORBIDDEN_MESSAGE } from "#domain/organisation/roles";
import { eventBody, testEvent } from "#domain/webhooks/events";
import {
  WEBHOOK_URL_CREDENTIALS_MESSAGE,
  WEBHOOK_URL_HTTPS_MESSAGE,
  WEBHOOK_URL_TOO_LONG_MESSAGE,
} from "#domain/webhooks/webhook-url";
import { vehicleReports, webhookDeliveries, webhookEndpoints } from "#server/db/schema";
import { createLogger } from "#server/logger";
import { createJobQueue } from "#server/queue/job-queue";
import { WEBHOOK_JOB } from "#server/queue/job-types";
import { disableWebhooksOf } from "#server/services/webhooks/disable-webhooks-of";
import { type Resolve, systemResolve } from "#server/services/webhooks/outbound";
import { purgeDeliveries, resendStranded } from "#server/services/webhooks/webhook-housekeeping";
import { seededClient, seededOrganisation } from "../support/seed";
import { client, createTestApp, type TestApp } from "../support/test-app";
import { RECEIVER_CA, startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

// An automotora's stock system is told when its reports and lots end (issue 31, decision 084): signed
// events to the https URLs its administrador registered, retried for a day, never to an address inside.

type Verify = (rawBody: Buffer | string, header: string, secret: string, nowMs?: number) => unknown;
const SAMPLE = path.resolve("examples/verify-webhook.mjs");
let verifyWebhook: Verify;

let receiver: WebhookReceiver;
/** Receivers on this machine allowed, as in development: the deliveries reach the local receiver. */
let t: TestApp;
/** As in production, private addresses refused, with names resolved as each test says. */
let guarded: TestApp;
const names = new Map<string, string>();
const resolve: Resolve = async (host) => {
  const address = names.get(host);
  if (!address) return systemResolve(host);
  return address.split(" ").map((a) => ({ address: a, family: a.includes(":") ? 6 : 4 }));
};

beforeAll(async () => {
  ({ verifyWebhook } = (await import(pathToFileURL(SAMPLE).href)) as { verifyWebhook: Verify });
  receiver = await startWebhookReceiver();
  t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: "true" }, webhooks: { ca: RECEIVER_CA } });
  guarded = await createTestApp({ webhooks: { resolve } });
});
afterAll(async () => {
  await t?.close();
  await guarded?.close();
  await receiver?.close();
});

type Browser = Awaited<ReturnType<typeof seededClient>>;
const BASE = "/api/organisation/webhooks";

const register = async (admin: Browser, url: string) => {
  const res = await admin.post(BASE, { url });
  if (res.status !== 201) throw new Error(`registering ${url} answered ${res.status} ${res.json?.error}`);
  return res.json as { webhook: { id: string }; signingSecret: string };
};

const deliveryOf = async (app: TestApp, id: string) =>
  (await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0];

/** Polls a delivery until `done` says so; its row then. */
const deliveryWhen = async (
  app: TestApp,
  id: string,
  done: (row: NonNullable<Awaited<ReturnType<typeof deliveryOf>>>) => boolean,
) => {
  await expect
    .poll(
      async () => {
        const row = await deliveryOf(app, id);
        return row ? done(row) : false;
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBe(true);
  return (await deliveryOf(app, id)) as NonNullable<Awaited<ReturnType<typeof deliveryOf>>>;
};

/** pg-boss's record of a delivery's job: its state, and the seconds until it may run again. */
const jobOf = async (app: TestApp, id: string) =>
  (
    await app.execute(
      "select state::text as state, extract(epoch from start_after - now())::float as wait from pgboss.job where name = 'webhooks' and id = $1",
      [id],
    )
  ).rows[0] as { state: string; wait: number } | undefined;

const eventsAt = (route: string) => receiver.at(route).map((r) => JSON.parse(r.rawBody.toString()));

describe("who manages webhooks", () => {
  it("only an administrador of the automotora; a vendedor, a person outside and a visitor are refused", async () => {
    const { admin, members } = await seededOrganisation(t, { members: ["vendedor"] });
    const [seller] = members;
    if (!seller) throw new Error("no vendedor");
    const { webhook } = await register(admin, receiver.url("/roles"));
    const outsider = await seededClient(t);
    for (const [browser, status, error] of [
      [seller, 403, ROLE_FORBIDDEN_MESSAGE],
      [outsider, 403, NOT_A_MEMBER_MESSAGE],
    ] as const) {
      expect(await browser.get(BASE)).toMatchObject({ status, json: { error } });
      expect(await browser.post(BASE, { url: receiver.url("/x") })).toMatchObject({
        status,
        json: { error },
      });
      expect((await browser.delete(`${BASE}/${webhook.id}`)).status).toBe(status);
      expect((await browser.post(`${BASE}/${webhook.id}/test`)).status).toBe(status);
      expect(await browser.post(`${BASE}/${webhook.id}/rotate-secret`)).toMatchObject({
        status,
        json: { error },
      });
      expect((await browser.get(`${BASE}/${webhook.id}/deliveries`)).status).toBe(status);
    }
    expect((await client(t.app).get(BASE)).status).toBe(401);
    expect((await client(t.app).post(`${BASE}/${webhook.id}/rotate-secret`)).status).toBe(401);
    // Nothing a refused request asked for was done: the secret never rotated.
    expect((await admin.get(BASE)).json.webhooks).toMatchObject([{ previousSecretUntil: null }]);
  });

  it("another automotora's webhook is as unknown as one that does not exist", async () => {
    const ours = await seededOrganisation(t);
    const theirs = await seededOrganisation(t);
    const { webhook } = await register(theirs.admin, receiver.url("/theirs"));
    for (const id of [webhook.id, crypto.randomUUID(), "no-es-un-id"]) {
      const notFound = { status: 404, json: { error: WEBHOOK_NOT_FOUND_MESSAGE } };
      expect(await ours.admin.delete(`${BASE}/${id}`)).toMatchObject(notFound);
      expect(await ours.admin.post(`${BASE}/${id}/test`)).toMatchObject(notFound);
      expect(await ours.admin.post(`${BASE}/${id}/rotate-secret`)).toMatchObject(notFound);
      expect(await ours.admin.get(`${BASE}/${id}/deliveries`)).toMatchObject(notFound);
    }
    expect((await ours.admin.get(BASE)).json.webhooks).toEqual([]);
    expect((await theirs.admin.get(BASE)).json.webhooks).toMatchObject([
      { disabledAt: null, previousSecretUntil: null },
    ]);
    expect(receiver.at("/theirs")).toEqual([]);
  });
});

describe("registering", () => {
  it("answers the signing secret once and keeps it only encrypted; five at most, a deleted one not counted", async () => {
    const { admin } = await seededOrganisation(t);
    const created = await register(admin, receiver.url("/uno"));
    expect(created.signingSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.webhook.id));
    expect(stored?.secretEncrypted).not.toContain(created.signingSecret.slice(6));
    const listed = await admin.get(BASE);
    expect(JSON.stringify(listed.json)).not.toContain(created.signingSecret);
    expect(listed.json.webhooks).toEqual([
      {
        id: created.webhook.id,
        url: receiver.url("/uno"),
        createdAt: expect.any(String),
        disabledAt: null,
        disabledReason: null,
        previousSecretUntil: null,
      },
    ]);

    // The same URL again would get every event twice.
    expect(await admin.post(BASE, { url: receiver.url("/uno") })).toMatchObject({
      status: 409,
      json: { error: WEBHOOK_DUPLICATE_MESSAGE },
    });
    for (let i = 2; i <= MAX_WEBHOOKS; i++) await register(admin, receiver.url(`/n${i}`));
    expect(await admin.post(BASE, { url: receiver.url("/sexto") })).toMatchObject({
      status: 409,
      json: { error: TOO_MANY_WEBHOOKS_MESSAGE },
    });
    expect((await admin.delete(`${BASE}/${created.webhook.id}`)).status).toBe(204);
    expect((await admin.delete(`${BASE}/${created.webhook.id}`)).status).toBe(204);
    await register(admin, receiver.url("/sexto"));
    const after = (await admin.get(BASE)).json.webhooks as { id: string }[];
    expect(after).toHaveLength(MAX_WEBHOOKS + 1);
    expect(after.find((w) => w.id === created.webhook.id)).toMatchObject({
      disabledAt: expect.any(String),
      disabledReason: "deleted",
    });
    for (const action of ["test", "rotate-secret"])
      expect(await admin.post(`${BASE}/${created.webhook.id}/${action}`)).toMatchObject({
        status: 409,
        json: { error: WEBHOOK_DISABLED_MESSAGE },
      });
  });

  it.each([
    ["http", "http://dms.automotora.cl/hook", WEBHOOK_URL_HTTPS_MESSAGE],
    ["a user and password", "https://yo:clave@dms.automotora.cl/hook", WEBHOOK_URL_CREDENTIALS_MESSAGE],
    ["over 2000 characters", `https://dms.automotora.cl/${"a".repeat(2000)}`, WEBHOOK_URL_TOO_LONG_MESSAGE],
  ])("refuses a URL with %s in Spanish", async (_label, url, error) => {
    const { admin } = await seededOrganisation(guarded);
    expect(await admin.post(BASE, { url })).toMatchObject({ status: 400, json: { error } });
  });

  it("refuses a body that is no URL with a 400, never a server error", async () => {
    const { admin } = await seededOrganisation(guarded);
    for (const body of [{}, { url: 5 }, { url: "" }, { url: "no es una url" }])
      expect((await admin.post(BASE, body)).status).toBe(400);
  });

  it.each([
    ["loopback", "https://127.0.0.1/hook"],
    ["a private network", "https://10.0.0.8/hook"],
    ["the clouds' metadata", "https://169.254.169.254/latest/meta-data"],
    ["IPv6 loopback", "https://[::1]/hook"],
    ["loopback written in hexadecimal", "https://0x7f.0.0.1/hook"],
    ["loopback written in decimal", "https://2130706433/hook"],
    ["loopback with a trailing dot", "https://127.0.0.1./hook"],
    ["loopback written as IPv6 (IPv4-mapped)", "https://[::ffff:127.0.0.1]/hook"],
    ["loopback written as IPv6 (IPv4-compatible)", "https://[::127.0.0.1]/hook"],
    ["a name for loopback", "https://localhost/hook"],
    ["a name resolving to a private address", "https://intranet.example/hook"],
    ["a name with one private address among public ones", "https://mixto.example/hook"],
  ])("refuses %s at registration", async (_label, url) => {
    names.set("intranet.example", "10.1.2.3");
    names.set("mixto.example", "93.184.216.34 192.168.1.1");
    const { admin } = await seededOrganisation(guarded);
    expect(await admin.post(BASE, { url })).toMatchObject({
      status: 400,
      json: { error: WEBHOOK_PRIVATE_ADDRESS_MESSAGE },
    });
    expect((await admin.get(BASE)).json.webhooks).toEqual([]);
  });
});

describe("delivering", () => {
  it("signs every event so the documented sample verifies it, and only it", async () => {
    const { admin } = await seededOrganisation(t);
    const { webhook, signingSecret } = await register(admin, receiver.url("/firmado"));
    const sent = await admin.post(`${BASE}/${webhook.id}/test`);
    expect(sent.status).toBe(202);
    const delivery = await deliveryWhen(t, sent.json.deliveryId, (d) => d.state !== "pending");
    expect(delivery).toMatchObject({ state: "delivered", attempts: 1, lastStatus: 200, lastError: null });

    const [request] = receiver.at("/firmado");
    if (!request) throw new Error("nothing arrived");
    const header = request.headers["patente-clara-signature"] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(request.headers["content-type"]).toBe("application/json");
    const event = ZWebhookEvent.parse(verifyWebhook(request.rawBody, header, signingSecret));
    expect(event).toMatchObject({
      type: "report.completed",
      test: true,
      data: { report: { state: "done" } },
    });
    expect(request.rawBody.toString()).toBe(delivery.body);

    // Another body, another secret, or the same request replayed later than five minutes: refused.
    const tampered = Buffer.from(request.rawBody.toString().replace('"score":100', '"score":10'));
    expect(() => verifyWebhook(tampered, header, signingSecret)).toThrow("Firma inválida");
    expect(() => verifyWebhook(request.rawBody, header, `${signingSecret}x`)).toThrow("Firma inválida");
    const sixMinutesLater = Date.now() + 6 * 60_000;
    expect(() => verifyWebhook(request.rawBody, header, signingSecret, sixMinutesLater)).toThrow(
      "Firma vencida",
    );
    expect(() => verifyWebhook(request.rawBody, "t=1", signingSecret)).toThrow("Firma ausente o mal formada");

    const log = await admin.get(`${BASE}/${webhook.id}/deliveries`);
    expect(log.json.deliveries).toEqual([
      {
        id: sent.json.deliveryId,
        event: "report.completed",
        state: "delivered",
        attempts: 1,
        lastStatus: 200,
        lastError: null,
        createdAt: expect.any(String),
        deliveredAt: expect.any(String),
      },
    ]);
  });

  it("documents the very sample the tests run", async () => {
    const [doc, sample] = await Promise.all([readFile("docs/WEBHOOKS.md", "utf8"), readFile(SAMPLE, "utf8")]);
    expect(doc).toContain(sample);
  });

  it("tries again after a 500, later, with the same bytes, until a 2xx", async () => {
    const { admin } = await seededOrganisation(t);
    const { webhook } = await register(admin, receiver.url("/inestable"));
    receiver.answer("/inestable", [500]);
    const { deliveryId } = (await admin.post(`${BASE}/${webhook.id}/test`)).json;
    const failed = await deliveryWhen(t, deliveryId, (d) => d.attempts === 1);
    expect(failed).toMatchObject({ state: "pending", lastStatus: 500, lastError: "HTTP 500" });
    // The first wait of the backoff: 30 to 60 seconds.
    await expect.poll(async () => (await jobOf(t, deliveryId))?.state).toBe("retry");
    const job = await jobOf(t, deliveryId);
    expect(job?.wait).toBeGreaterThan(25);
    expect(job?.wait).toBeLessThanOrEqual(60);

    // Its time come (brought forward here), the second try delivers it.
    await t.execute("update pgboss.job set start_after = now() where name = 'webhooks' and id = $1", [
      deliveryId,
    ]);
    const delivered = await deliveryWhen(t, deliveryId, (d) => d.state === "delivered");
    expect(delivered).toMatchObject({ attempts: 2, lastStatus: 200, lastError: null });
    const [first, second] = receiver.at("/inestable");
    expect(second?.rawBody.equals(first?.rawBody ?? Buffer.alloc(0))).toBe(true);
  });

  it("does not follow a redirect: it is a failed try, and the place it points to gets nothing", async () => {
    const { admin } = await seededOrganisation(t);
    const { webhook } = await register(admin, receiver.url("/movido"));
    receiver.answer("/movido", [{ status: 307, location: receiver.url("/destino") }]);
    const { deliveryId } = (await admin.post(`${BASE}/${webhook.id}/test`)).json;
    const tried = await deliveryWhen(t, deliveryId, (d) => d.attempts === 1);
    expect(tried).toMatchObject({ state: "pending", lastStatus: 307, lastError: "HTTP 307" });
    expect(receiver.at("/movido")).toHaveLength(1);
    expect(receiver.at("/destino")).toEqual([]);
  });

  it("gives up after the last try and says so in the log", async () => {
    const { admin } = await seededOrganisation(t);
    const { webhook } = await register(admin, receiver.url("/caido"));
    receiver.answer("/caido", [503, 503]);
    const { deliveryId } = (await admin.post(`${BASE}/${webhook.id}/test`)).json;
    await deliveryWhen(t, deliveryId, (d) => d.attempts === 1);
    await expect.poll(async () => (await jobOf(t, deliveryId))?.state).toBe("retry");
    // Ten tries later: the next is the last.
    await t.execute(
      "update pgboss.job set retry_count = retry_limit - 1, start_after = now() where name = 'webhooks' and id = $1",
      [deliveryId],
    );
    const failed = await deliveryWhen(t, deliveryId, (d) => d.state !== "pending");
    expect(failed).toMatchObject({ state: "failed", attempts: 2, lastStatus: 503, lastError: "HTTP 503" });
    await expect.poll(async () => (await jobOf(t, deliveryId))?.state).toBe("failed");
  });

  it("refuses to connect when the name resolves to a private address at delivery (DNS rebinding)", async () => {
    names.set("rebote.example", "93.184.216.34");
    const { admin } = await seededOrganisation(guarded);
    const { webhook } = await register(admin, receiver.url("/rebote", "rebote.example"));
    // Public when registered; the receiver on this machine when the event goes.
    names.set("rebote.example", "127.0.0.1");
    const { deliveryId } = (await admin.post(`${BASE}/${webhook.id}/test`)).json;
    const refused = await deliveryWhen(guarded, deliveryId, (d) => d.attempts === 1);
    expect(refused).toMatchObject({
      state: "pending",
      lastStatus: null,
      lastError: "dirección privada rechazada",
    });
    expect(receiver.at("/rebote")).toEqual([]);
  });
});

describe("rotating the signing secret", () => {
  type Rotated = { webhook: { id: string; previousSecretUntil: string | null }; signingSecret: string };
  const rotate = async (admin: Browser, id: string): Promise<Rotated> => {
    const res = await admin.post(`${BASE}/${id}/rotate-secret`);
    if (res.status !== 200) throw new Error(`rotating ${id} answered ${res.status} ${res.json?.error}`);
    return res.json as Rotated;
  };
  /** Sends the test event and answers the request it came to, once delivered. */
  const deliveredTest = async (admin: Browser, id: string, route: string) => {
    const sent = await admin.post(`${BASE}/${id}/test`);
    const delivery = await deliveryWhen(t, sent.json.deliveryId, (d) => d.state !== "pending");
    expect(delivery.state).toBe("delivered");
    const request = receiver.at(route).find((r) => r.rawBody.toString() === delivery.body);
    if (!request) throw new Error("nothing arrived");
    return { body: request.rawBody, header: request.headers["patente-clara-signature"] as string };
  };
  const endpointRow = async (id: string) =>
    (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];
  const ONE_SIGNATURE = /^t=\d+,v1=[0-9a-f]{64}$/;
  const TWO_SIGNATURES = /^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/;

  it("answers the new secret once; during the overlap a delivery verifies with the old one and with the new", async () => {
    const { admin } = await seededOrganisation(t);
    const { webhook, signingSecret: old } = await register(admin, receiver.url("/rotado"));
    const asked = Date.now();
    const rotated = await rotate(admin, webhook.id);
    expect(rotated.signingSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(rotated.signingSecret).not.toBe(old);
    // The old secret signs for the stated overlap, counted from the rotation.
    const overlapMs = Date.parse(rotated.webhook.previousSecretUntil ?? "") - asked;
    expect(Math.abs(overlapMs - SECRET_OVERLAP_HOURS * 3_600_000)).toBeLessThan(60_000);

    // Listed with until when the old one is accepted; neither secret is ever answered again.
    const listed = await admin.get(BASE);
    expect(listed.json.webhooks).toEqual([
      expect.objectContaining({
        id: webhook.id,
        disabledAt: null,
        previousSecretUntil: rotated.webhook.previousSecretUntil,
      }),
    ]);
    for (const secret of [old, rotated.signingSecret]) {
      expect(JSON.stringify(listed.json)).not.toContain(secret);
      expect(JSON.stringify(await endpointRow(webhook.id))).not.toContain(secret.slice(6));
    }

    const { body, header } = await deliveredTest(admin, webhook.id, "/rotado");
    expect(header).toMatch(TWO_SIGNATURES);
    for (const secret of [rotated.signingSecret, old])
      expect(ZWebhookEvent.parse(verifyWebhook(body, header, secret))).toMatchObject({ test: true });
    expect(() => verifyWebhook(body, header, `${old}x`)).toThrow("Firma inválida");
    // The new secret's signature first, as Stripe writes it.
    const [, at, first] = /^t=(\d+),v1=([0-9a-f]{64})/.exec(header) ?? [];
    expect(first).toBe(createHmac("sha256", rotated.signingSecret).update(`${at}.${body}`).digest("hex"));
  });

  it("after the overlap only the new secret verifies, and housekeeping erases the old one", async () => {
    const { admin } = await seededOrganisation(t);
    const { webhook, signingSecret: old } = await register(admin, receiver.url("/vencido"));
    const { signingSecret } = await rotate(admin, webhook.id);
    // The overlap's end come (brought forward here).
    await t.db
      .update(webhookEndpoints)
      .set({ previousSecretUntil: sql`now() - interval '1 second'` })
      .where(eq(webhookEndpoints.id, webhook.id));
    expect((await admin.get(BASE)).json.webhooks).toMatchObject([{ previousSecretUntil: null }]);

    const { body, header } = await deliveredTest(admin, webhook.id, "/vencido");
    expect(header).toMatch(ONE_SIGNATURE);
    expect(verifyWebhook(body, header, signingSecret)).toMatchObject({ test: true });
    expect(() => verifyWebhook(body, header, old)).toThrow("Firma inválida");

    expect(await endpointRow(webhook.id)).toMatchObject({ previousSecretEncrypted: expect.any(String) });
    await purgeDeliveries({ db: t.db });
    expect(await endpointRow(webhook.id)).toMatchObject({
      previousSecretEncrypted: null,
      previousSecretUntil: null,
    });
  });

  it("a rotation during the overlap drops the secret before the current one at once", async () => {
    const { admin } = await seededOrganisation(t);
    const { webhook, signingSecret: first } = await register(admin, receiver.url("/dos-veces"));
    const second = await rotate(admin, webhook.id);
    const third = await rotate(admin, webhook.id);
    expect(Date.parse(third.webhook.previousSecretUntil ?? "")).toBeGreaterThanOrEqual(
      Date.parse(second.webhook.previousSecretUntil ?? ""),
    );

    const { body, header } = await deliveredTest(admin, webhook.id, "/dos-veces");
    expect(header).toMatch(TWO_SIGNATURES);
    expect(verifyWebhook(body, header, third.signingSecret)).toMatchObject({ test: true });
    expect(verifyWebhook(body, header, second.signingSecret)).toMatchObject({ test: true });
    expect(() => verifyWebhook(body, header, first)).toThrow("Firma inválida");
  });
});

describe("a webhook that stopped", () => {
  it.each([
    ["deleted by an administrador", "deleted", "webhook eliminado"],
    ["whose administrador left", "creator_left", "webhook desactivado"],
  ] as const)("%s: listed with why, its retry not sent, no new event", async (_label, reason, lastError) => {
    const { organisation, admin, members } = await seededOrganisation(t, {
      purchasedLeft: 1,
      members: ["administrador"],
    });
    const [stays] = members;
    if (!stays) throw new Error("no second administrador");
    const route = `/parado-${reason}`;
    const { webhook } = await register(admin, receiver.url(route));
    // Registered by an administrador who stays: it keeps receiving events.
    await register(stays, receiver.url(`/sigue-${reason}`));
    receiver.answer(route, [500]);
    const { deliveryId } = (await admin.post(`${BASE}/${webhook.id}/test`)).json;
    await deliveryWhen(t, deliveryId, (d) => d.attempts === 1);
    await expect.poll(async () => (await jobOf(t, deliveryId))?.state).toBe("retry");

    if (reason === "deleted") expect((await admin.delete(`${BASE}/${webhook.id}`)).status).toBe(204);
    // As removing, demoting or the leaving of the administrador who registered it does.
    else await t.db.transaction((tx) => disableWebhooksOf(tx, admin.id, organisation.id));

    // Its time come (brought forward here), the retry is not sent, and the log says why.
    await t.execute("update pgboss.job set start_after = now() where name = 'webhooks' and id = $1", [
      deliveryId,
    ]);
    const stopped = await deliveryWhen(t, deliveryId, (d) => d.state !== "pending");
    expect(stopped).toMatchObject({ state: "failed", attempts: 1, lastError });
    expect(receiver.at(route)).toHaveLength(1);

    const listed = (await stays.get(BASE)).json.webhooks;
    expect(listed).toContainEqual({
      id: webhook.id,
      url: receiver.url(route),
      createdAt: expect.any(String),
      disabledAt: expect.any(String),
      disabledReason: reason,
      previousSecretUntil: null,
    });
    for (const action of ["test", "rotate-secret"])
      expect(await stays.post(`${BASE}/${webhook.id}/${action}`)).toMatchObject({
        status: 409,
        json: { error: WEBHOOK_DISABLED_MESSAGE },
      });

    // A report of the automotora's is told to the webhook still active, and to this one not at all.
    expect((await admin.post("/api/reports", { plate: "BBCL10" })).status).toBe(201);
    await expect.poll(() => eventsAt(`/sigue-${reason}`).length, { timeout: 20_000 }).toBe(1);
    const sentTo = await t.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, webhook.id));
    expect(sentTo).toEqual([{ id: deliveryId }]);
  });
});

describe("a receiver on the developer's own machine", () => {
  // docs/WEBHOOKS.md tells a dealer trying webhooks against a receiver with a self-signed certificate to
  // start the server with NODE_EXTRA_CA_CERTS: this is the poster as compose.ts builds it (no `ca` of a
  // test's), in a process started as the docs say.
  const POST_ONCE = [
    'import { createPoster, systemResolve } from "#server/services/webhooks/outbound";',
    "const poster = createPoster({ resolve: systemResolve, allowPrivate: true });",
    'const outcome = await poster.post(process.argv[1], "{}", ["whsec_x"], new AbortController().signal);',
    "await poster.close();",
    "console.log(JSON.stringify(outcome));",
  ].join("\n");
  const postFromProcess = async (extraCa: string | undefined) => {
    const env = { ...process.env, NODE_EXTRA_CA_CERTS: extraCa };
    if (!extraCa) delete env.NODE_EXTRA_CA_CERTS;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", POST_ONCE, receiver.url("/en-mi-maquina")],
      { env },
    );
    return JSON.parse(stdout);
  };

  it("trusts its self-signed certificate when the server starts with NODE_EXTRA_CA_CERTS, and not without", async () => {
    expect(await postFromProcess(undefined)).toEqual({ status: null, error: "certificado TLS no válido" });
    expect(receiver.at("/en-mi-maquina")).toEqual([]);
    const certificate = path.resolve("tests/fixtures/tls/receiver-cert.pem");
    expect(await postFromProcess(certificate)).toEqual({ status: 200 });
    expect(receiver.at("/en-mi-maquina")).toHaveLength(1);
  });
});

describe("events", () => {
  it("tells the automotora each report it made or could not make; a person's own reports are not its", async () => {
    const { organisation, admin } = await seededOrganisation(t, { purchasedLeft: 3 });
    await register(admin, receiver.url("/informes"));
    const stranger = await seededClient(t);
    expect((await stranger.post("/api/reports", { plate: "MULT30" })).status).toBe(201);
    expect((await admin.post("/api/reports", { plate: "BBCL10" })).status).toBe(201);
    expect((await admin.post("/api/reports", { plate: "ZZZZ99" })).status).toBe(404);

    await expect.poll(() => eventsAt("/informes").length, { timeout: 20_000 }).toBe(2);
    const [made] = await t.db
      .select({ id: vehicleReports.id, score: vehicleReports.score })
      .from(vehicleReports)
      .where(and(eq(vehicleReports.organisationId, organisation.id), eq(vehicleReports.plate, "BBCL10")));
    const events = eventsAt("/informes").map((e) => ZWebhookEvent.parse(e));
    // The verdict every view of the report says (decision 100).
    const { verdict } = (await admin.get(`/api/reports/${made?.id}`)).json.report.report;
    expect(verdict).toEqual({ tone: "green", headline: "Excelente estado" });
    expect(events).toContainEqual({
      id: `evt_${made?.id}`,
      type: "report.completed",
      createdAt: expect.any(String),
      data: { report: { id: made?.id, plate: "BBCL10", state: "done", score: made?.score, verdict } },
    });
    expect(events).toContainEqual({
      id: expect.stringMatching(/^evt_/),
      type: "report.failed",
      createdAt: expect.any(String),
      data: {
        report: {
          id: expect.any(String),
          plate: "ZZZZ99",
          state: "failed",
          // The API's code: GET /api/v1/reports/{id} tells this failure the same way.
          errorCode: "no_vehicle_data",
          error: expect.any(String),
        },
      },
    });
    expect(JSON.stringify(events)).not.toContain("MULT30");
  });

  it("tells when a lot's last report ended, once, after its reports", async () => {
    const { admin } = await seededOrganisation(t, { purchasedLeft: 3 });
    await register(admin, receiver.url("/lotes"));
    const sent = await admin.post("/api/lots", { text: "RTVE20\nTAGD40\nZZZZ99" });
    expect(sent.status).toBe(201);
    await expect.poll(() => eventsAt("/lotes").length, { timeout: 30_000 }).toBe(4);
    const events = eventsAt("/lotes");
    expect(events.filter((e) => e.type === "lot.completed")).toEqual([
      {
        id: expect.stringMatching(/^evt_/),
        type: "lot.completed",
        createdAt: expect.any(String),
        data: { lot: { id: sent.json.id, plates: 3, done: 2, failed: 1 } },
      },
    ]);
    expect(events.map((e) => e.type).sort()).toEqual([
      "lot.completed",
      "report.completed",
      "report.completed",
      "report.failed",
    ]);
  });
});

describe("housekeeping", () => {
  /** A delivery written as if stored `ago` (an SQL interval) and tried `attempts` times. */
  const storedAgo = async (endpointId: string, ago: string, attempts = 0) => {
    const [row] = await t.db
      .insert(webhookDeliveries)
      .values({
        endpointId,
        eventId: `evt_${crypto.randomUUID()}`,
        eventType: "report.completed",
        body: eventBody(testEvent(crypto.randomUUID(), new Date())),
        createdAt: sql`now() - ${sql.raw(`interval '${ago}'`)}`,
        attempts,
      })
      .returning({ id: webhookDeliveries.id });
    if (!row) throw new Error("not stored");
    return row.id;
  };

  it("sends the job of a delivery whose send was lost, so it is delivered all the same", async () => {
    const { admin } = await seededOrganisation(t);
    const { webhook } = await register(admin, receiver.url("/huerfano"));
    const lost = await storedAgo(webhook.id, "2 minutes");
    const fresh = await storedAgo(webhook.id, "1 second");
    // The sweep as any instance runs it, with a queue of its own on the same database.
    const sweeper = createJobQueue(t.execute, {
      types: [WEBHOOK_JOB],
      workers: 1,
      expireInSeconds: 30,
      logger: createLogger("silent"),
    });
    try {
      await sweeper.ready;
      await resendStranded({ db: t.db, jobs: sweeper });
      expect(await deliveryWhen(t, lost, (d) => d.state !== "pending")).toMatchObject({ state: "delivered" });
      // One stored a moment ago may still have its job on the way: it is left alone.
      expect(await jobOf(t, fresh)).toBeUndefined();
    } finally {
      await sweeper.stop(0);
    }
  });

  it("keeps the log 30 days, a deleted webhook with it, and ends a delivery pending past every try", async () => {
    const { admin } = await seededOrganisation(t);
    const { webhook } = await register(admin, receiver.url("/viejo"));
    const deleted = await register(admin, receiver.url("/eliminado"));
    await t.db
      .update(webhookEndpoints)
      .set({ disabledAt: sql`now() - interval '31 days'` })
      .where(eq(webhookEndpoints.id, deleted.webhook.id));
    // Tried once, so no sweep sends them meanwhile.
    const old = await storedAgo(webhook.id, "31 days", 1);
    const stuck = await storedAgo(webhook.id, "3 days", 1);
    const recent = await storedAgo(webhook.id, "1 hour", 1);

    await purgeDeliveries({ db: t.db });
    expect(await deliveryOf(t, old)).toBeUndefined();
    expect(await deliveryOf(t, stuck)).toMatchObject({ state: "failed" });
    expect(await deliveryOf(t, recent)).toMatchObject({ state: "pending" });
    expect((await admin.get(BASE)).json.webhooks.map((w: { id: string }) => w.id)).toEqual([webhook.id]);
  });
});
