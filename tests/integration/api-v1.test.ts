import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_NAME_MESSAGE, type TApiKey } from "#domain/contract/api-keys";
import { IDEMPOTENCY_KEY_MESSAGE } from "#domain/contract/api-v1";
import { FLEET_PACKS_PATH, organisationNoReportsMessage } from "#domain/credits";
import { NOT_A_MEMBER_MESSAGE, ROLE_FORBIDDEN_MESSAGE } from "#domain/organisation/roles";
import { PLATE_FORMAT_MESSAGE } from "#domain/plate";
import { ownerInitials } from "#domain/report/shared-view";
import { creditAccounts, idempotencyKeys, lots, reportRequests } from "#server/db/schema";
import { NO_SESSION_MESSAGE } from "#server/http/require-session";
import { RATE_LIMITED_MESSAGE } from "#server/rate-limits";
import {
  IDEMPOTENCY_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_REUSED_MESSAGE,
  MISSING_API_KEY_MESSAGE,
} from "#server/routes/api-v1";
import { INVALID_API_KEY_MESSAGE } from "#server/services/api/authenticate-api-key";
import { answerOnce, fingerprintOf, purgeIdempotencyKeys } from "#server/services/api/idempotency";
import { UNKNOWN_API_KEYS, UNKNOWN_API_KEYS_MESSAGE } from "#server/services/api/unknown-key-limit";
import { type ApiAnswer, apiClient, contractChecker } from "../support/api-v1-client";
import { withinOneWindow } from "../support/rate-window";
import { seededClient, seededOrganisation, seedReport } from "../support/seed";
import { client, createTestApp, ORIGIN, type TestApp } from "../support/test-app";

// Issue 31's dealer API: keys an administrador makes and revokes, /api/v1 acting as the key's
// organisation, Idempotency-Key on every POST, per-key rate limits, the browser's CSRF check and cookies
// kept apart from it, and every answer checked against the published OpenAPI document.

let t: TestApp;
/** Every /api/v1 answer the tests below received, for the contract test at the end. */
const answers: ApiAnswer[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Browser = Awaited<ReturnType<typeof seededClient>>;
type Member = Awaited<ReturnType<typeof seededOrganisation>>["members"][number];

async function newKey(admin: Browser, name = "DMS"): Promise<{ id: string; secret: string }> {
  const res = await admin.post("/api/organisation/api-keys", { name });
  expect(res.status).toBe(201);
  return { id: res.json.key.id, secret: res.json.secret };
}

/** An automotora with `credits` on its balance, its administrador, and a client holding a key of it. */
async function dealer(credits = 10, options: Parameters<typeof seededOrganisation>[1] = {}) {
  const seeded = await seededOrganisation(t, { purchasedLeft: credits, ...options });
  const key = await newKey(seeded.admin);
  return { ...seeded, key, api: apiClient(t.app, key.secret, answers) };
}

type Api = ReturnType<typeof apiClient>;

/** The report of a request once done or failed, by GET ?wait (long-polled). */
async function finished(api: Api, id: string) {
  for (;;) {
    const res = await api.get(`/api/v1/reports/${id}?wait=30`);
    expect(res.status).toBe(200);
    if (res.json.status === "done" || res.json.status === "failed") return res.json;
  }
}

const balanceOf = async (accountId: string) =>
  (
    await t.db
      .select({ purchasedLeft: creditAccounts.purchasedLeft })
      .from(creditAccounts)
      .where(eq(creditAccounts.id, accountId))
  )[0]?.purchasedLeft;

const requestsOf = (accountId: string) =>
  t.db.select().from(reportRequests).where(eq(reportRequests.accountId, accountId));

describe("API keys in the dashboard", () => {
  it("shows a key once, lists it by prefix, and keeps only its hash", async () => {
    const { admin } = await seededOrganisation(t);
    const created = await admin.post("/api/organisation/api-keys", { name: "  Stock DMS  " });
    expect(created.status).toBe(201);
    const { key, secret } = created.json;
    expect(secret).toMatch(/^pc_live_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: "Stock DMS",
      prefix: secret.slice(0, 12),
      lastUsedAt: null,
      revokedAt: null,
      createdBy: { name: expect.any(String) },
    });

    const listed = await admin.get("/api/organisation/api-keys");
    expect(listed.status).toBe(200);
    expect(listed.json.keys).toEqual([key]);
    expect(JSON.stringify(listed.json)).not.toContain(secret.slice(12));

    // At rest: neither the key nor its random part, only its SHA-256.
    const { rows } = await t.execute("select * from api_keys where id = $1", [key.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(12));
    expect(rows[0]).toMatchObject({ hash: createHash("sha256").update(secret).digest("hex") });

    // It works, and its first use is listed.
    const api = apiClient(t.app, secret, answers);
    expect((await api.get("/api/v1/reports")).status).toBe(200);
    const after = await admin.get("/api/organisation/api-keys");
    expect(after.json.keys[0].lastUsedAt).toEqual(expect.any(String));
  });

  it("refuses a name that is empty or longer than 60 characters", async () => {
    const { admin } = await seededOrganisation(t);
    for (const name of ["", "   ", "x".repeat(61), 42]) {
      const res = await admin.post("/api/organisation/api-keys", { name });
      expect(res.status, String(name)).toBe(400);
      expect(res.json).toEqual({ error: API_KEY_NAME_MESSAGE });
    }
  });

  it("is for administradores: a vendedor cannot list, create nor revoke keys, nor can a person alone", async () => {
    const { admin, members } = await seededOrganisation(t, { members: ["vendedor"] });
    const [vendedor] = members as [Member];
    const key = await newKey(admin);
    for (const res of [
      await vendedor.get("/api/organisation/api-keys"),
      await vendedor.post("/api/organisation/api-keys", { name: "Mío" }),
      await vendedor.delete(`/api/organisation/api-keys/${key.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ error: ROLE_FORBIDDEN_MESSAGE });
    }
    const alone = await seededClient(t);
    const res = await alone.post("/api/organisation/api-keys", { name: "Mío" });
    expect(res).toMatchObject({ status: 403, json: { error: NOT_A_MEMBER_MESSAGE } });
    // The key still works: nothing the vendedor tried revoked it.
    expect((await apiClient(t.app, key.secret, answers).get("/api/v1/reports")).status).toBe(200);
  });

  it("refuses a revoked key at once, on this instance and on another on the same database", async () => {
    const { admin, key, api } = await dealer();
    const other = await createTestApp({ database: t.database });
    try {
      const elsewhere = apiClient(other.app, key.secret, answers);
      expect((await api.get("/api/v1/reports")).status).toBe(200);
      expect((await elsewhere.get("/api/v1/reports")).status).toBe(200);

      expect((await admin.delete(`/api/organisation/api-keys/${key.id}`)).status).toBe(204);
      for (const res of [await api.get("/api/v1/reports"), await elsewhere.get("/api/v1/reports")]) {
        expect(res.status).toBe(401);
        expect(res.json).toEqual({ error: { code: "invalid_api_key", message: INVALID_API_KEY_MESSAGE } });
        expect(res.headers.get("www-authenticate")).toContain("Bearer");
      }
      // Revoking again changes nothing; the key stays listed, revoked.
      expect((await admin.delete(`/api/organisation/api-keys/${key.id}`)).status).toBe(204);
      const listed = await admin.get("/api/organisation/api-keys");
      expect(listed.json.keys[0]).toMatchObject({ id: key.id, revokedAt: expect.any(String) });
    } finally {
      await other.close();
    }
  });

  it("does not revoke another automotora's key", async () => {
    const { admin } = await seededOrganisation(t);
    const theirs = await dealer();
    const res = await admin.delete(`/api/organisation/api-keys/${theirs.key.id}`);
    expect(res.status).toBe(404);
    expect((await theirs.api.get("/api/v1/reports")).status).toBe(200);
  });

  it("revokes the keys of an administrador who leaves, is removed or deletes their account", async () => {
    const { admin, members } = await seededOrganisation(t, {
      members: ["administrador", "administrador", "administrador"],
    });
    const [leaving, removed, deleted] = members as [Member, Member, Member];
    const leavingKey = await newKey(leaving, "Se va");
    const removedKey = await newKey(removed, "Removido");
    const deletedKey = await newKey(deleted, "Borrado");
    const stays = await newKey(admin, "Queda");

    expect((await leaving.post("/api/organisation/leave")).status).toBe(204);
    expect((await admin.delete(`/api/organisation/members/${removed.id}`)).status).toBe(204);
    expect((await deleted.delete("/api/me")).status).toBe(204);

    for (const secret of [leavingKey.secret, removedKey.secret, deletedKey.secret])
      expect((await apiClient(t.app, secret, answers).get("/api/v1/reports")).status).toBe(401);
    expect((await apiClient(t.app, stays.secret, answers).get("/api/v1/reports")).status).toBe(200);
    const listed = (await admin.get("/api/organisation/api-keys")).json.keys as TApiKey[];
    const revoked = listed.filter((k) => k.revokedAt !== null).map((k) => k.id);
    expect(revoked.sort()).toEqual([leavingKey.id, removedKey.id, deletedKey.id].sort());
    // Listed still, without the person who deleted their account.
    expect(listed.find((k) => k.id === deletedKey.id)?.createdBy).toBeNull();
  });
});

describe("/api/v1/reports", () => {
  it("answers 202 with the request's id, then the author's whole report once done", async () => {
    const { organisation, admin, key, api } = await dealer(5);
    const res = await api.post("/api/v1/reports", { plate: "bbcl-10" });
    expect(res.status).toBe(202);
    expect(["queued", "running"]).toContain(res.json.status);
    expect(res.headers.get("location")).toBe(`/api/v1/reports/${res.json.id}`);

    const done = await finished(api, res.json.id);
    expect(done).toMatchObject({ id: res.json.id, status: "done", report: { plate: "BBCL10" } });
    // The author's view: the owner's name whole, where the shared link has initials.
    const owner = done.report.report.sections.vehicle.data.owner;
    const shared = await client(t.app).get(`/api/public/reports/${done.report.accessCode}`);
    const sharedOwner = shared.json.report.sections.vehicle.data.owner;
    expect(sharedOwner.fullName).toBe(ownerInitials(owner.fullName));
    expect(owner.fullName).not.toBe(sharedOwner.fullName);

    // Asked by the key, on the organisation's balance, as its creator.
    const [request] = await requestsOf(organisation.id);
    expect(request).toMatchObject({ apiKeyId: key.id, userId: admin.id, status: "done" });
    expect(await balanceOf(organisation.id)).toBe(4);
  });

  it("answers 404 for another automotora's report and for its creator's own", async () => {
    const ours = await dealer(2);
    const theirs = await dealer(2);
    const made = await theirs.api.post("/api/v1/reports", { plate: "RTVE20" });
    await finished(theirs.api, made.json.id);
    const personal = await seedReport(t, { userId: ours.admin.id, plate: "MULT30" });

    for (const id of [made.json.id, personal.id]) {
      const res = await ours.api.get(`/api/v1/reports/${id}`);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("not_found");
    }
    // The creator still opens their own in the dashboard.
    expect((await ours.admin.get(`/api/reports/${personal.id}`)).status).toBe(200);
    expect((await ours.api.get("/api/v1/reports/not-a-uuid")).json.error.code).toBe("not_found");
  });

  it("lists the automotora's reports a page at a time with a cursor", async () => {
    const { api } = await dealer(5);
    for (const plate of ["BBCL10", "RTVE20", "MULT30"]) {
      const res = await api.post("/api/v1/reports", { plate });
      await finished(api, res.json.id);
    }
    const first = await api.get("/api/v1/reports?limit=2");
    expect(first.status).toBe(200);
    expect(first.json.reports.map((r: { plate: string }) => r.plate)).toEqual(["MULT30", "RTVE20"]);
    // The verdict every view says (decision 100); the fields from before it, deprecated, say the same.
    expect(first.json.reports[0]).toMatchObject({
      verdict: { tone: "yellow", headline: "Revisar antecedentes" },
      headline: "Revisar antecedentes",
      color: "yellow",
    });
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const second = await api.get(`/api/v1/reports?limit=2&cursor=${first.json.nextCursor}`);
    expect(second.json).toMatchObject({ reports: [{ plate: "BBCL10" }], nextCursor: null });

    for (const query of ["cursor=nope", "limit=0", "limit=101"]) {
      const bad = await api.get(`/api/v1/reports?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.json.error.code).toBe("invalid_request");
    }
  });

  it("tells a plate without data as failed, its credit given back", async () => {
    const { organisation, api } = await dealer(2);
    const res = await api.post("/api/v1/reports", { plate: "ZZZZ99" });
    const failed = await finished(api, res.json.id);
    expect(failed).toMatchObject({ status: "failed", error: { code: "no_vehicle_data" } });
    expect(await balanceOf(organisation.id)).toBe(2);
  });

  it("asks before making a second report of a plate within 24 hours", async () => {
    const { api } = await dealer(3);
    const first = await api.post("/api/v1/reports", { plate: "SOAP50" });
    const again = await api.post("/api/v1/reports", { plate: "SOAP50" });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: "repeat_report", earlier: { id: first.json.id } });
    const confirmed = await api.post("/api/v1/reports", { plate: "SOAP50", confirmRepeat: true });
    expect(confirmed.status).toBe(202);
    expect(confirmed.json.id).not.toBe(first.json.id);
  });

  it("refuses bad input with a stable code and a Spanish message", async () => {
    const { key, api } = await dealer(0);
    const cases: [unknown, Record<string, string>, number, string][] = [
      [{ plate: "XX" }, {}, 400, "invalid_request"],
      [{}, {}, 400, "invalid_request"],
      [[1, 2], {}, 400, "invalid_request"],
      ["{not json", {}, 400, "invalid_request"],
      ["plate=BBCL10", { "content-type": "text/plain" }, 415, "unsupported_media_type"],
      [{ plate: "x".repeat(70_000) }, {}, 413, "payload_too_large"],
      [{ plate: "BBCL10" }, {}, 402, "insufficient_credits"],
    ];
    for (const [body, headers, status, code] of cases) {
      const res = await api.post("/api/v1/reports", body, headers);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(status);
      expect(res.json.error).toEqual({ code, message: expect.any(String) });
    }
    expect((await api.post("/api/v1/reports", { plate: "XX" })).json.error.message).toBe(
      PLATE_FORMAT_MESSAGE,
    );
    // An automotora never had free checks: its system is told where an administrador buys a fleet pack.
    const broke = (await api.post("/api/v1/reports", { plate: "BBCL10" })).json.error;
    expect(broke).toEqual({
      code: "insufficient_credits",
      message: organisationNoReportsMessage(`${ORIGIN}${FLEET_PACKS_PATH}`),
    });
    expect(broke.message).toContain("http://localhost:3000/dashboard/servicios/paquetes?tipo=automotoras");
    expect(broke.message).not.toMatch(/gratuitas|gratis/);
    // No operation of the document: asked apart from the answers the contract test reads.
    const unknown = await apiClient(t.app, key.secret, []).get("/api/v1/nada");
    expect(unknown).toMatchObject({ status: 404, json: { error: { code: "not_found" } } });
  });
});

describe("/api/v1/lots", () => {
  it("takes a list of plates, lists the invalid ones, and follows the lot to its end", async () => {
    const { organisation, api } = await dealer(5);
    const res = await api.post("/api/v1/lots", { plates: ["BBCL10", "RTVE20", "XX99", "bbcl-10"] });
    expect(res.status).toBe(202);
    expect(res.headers.get("location")).toBe(`/api/v1/lots/${res.json.id}`);
    expect(res.json).toMatchObject({
      plates: 2,
      input: {
        invalid: [{ row: 3, value: "XX99", reason: PLATE_FORMAT_MESSAGE }],
        duplicates: [{ plate: "BBCL10", rows: [1, 4] }],
      },
    });
    await expect
      .poll(async () => (await api.get(`/api/v1/lots/${res.json.id}`)).json.finished, { timeout: 30_000 })
      .toBe(true);
    const lot = (await api.get(`/api/v1/lots/${res.json.id}`)).json;
    expect(lot.counts).toMatchObject({ done: 2, failed: 0 });
    expect(await balanceOf(organisation.id)).toBe(3);
    const [request] = await requestsOf(organisation.id);
    expect(request?.apiKeyId).toBeTruthy();

    const tooMany = await api.post("/api/v1/lots", {
      plates: Array.from({ length: 501 }, (_, i) => `BB${String(i).padStart(4, "0")}`),
    });
    expect(tooMany).toMatchObject({ status: 400, json: { error: { code: "invalid_request" } } });
    const other = await dealer(1);
    expect((await other.api.get(`/api/v1/lots/${res.json.id}`)).status).toBe(404);
  });
});

describe("Idempotency-Key", () => {
  it("answers a retry with the first answer and spends one credit", async () => {
    const { organisation, api } = await dealer(3);
    const headers = { "idempotency-key": crypto.randomUUID() };
    const body = { plate: "NUEV60", confirmRepeat: true };
    const first = await api.post("/api/v1/reports", body, headers);
    const retry = await api.post("/api/v1/reports", body, headers);
    expect(first.status).toBe(202);
    expect(retry.status).toBe(202);
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    await finished(api, first.json.id);
    expect(await requestsOf(organisation.id)).toHaveLength(1);
    expect(await balanceOf(organisation.id)).toBe(2);
  });

  it("refuses the same key with another body, and spends nothing for it", async () => {
    const { organisation, api } = await dealer(3);
    const headers = { "idempotency-key": "pedido-42" };
    expect((await api.post("/api/v1/reports", { plate: "TAGD40" }, headers)).status).toBe(202);
    const other = await api.post("/api/v1/reports", { plate: "MULT30" }, headers);
    expect(other.status).toBe(422);
    expect(other.json).toEqual({
      error: { code: "idempotency_key_reused", message: IDEMPOTENCY_REUSED_MESSAGE },
    });
    // Another path is another request too.
    const lot = await api.post("/api/v1/lots", { plates: ["TAGD40"] }, headers);
    expect(lot.status).toBe(422);
    expect(await requestsOf(organisation.id)).toHaveLength(1);
  });

  it("spends one credit for concurrent requests with the same key", async () => {
    const { organisation, api } = await dealer(5);
    const headers = { "idempotency-key": crypto.randomUUID() };
    const all = await Promise.all(
      // confirmRepeat: without the key, each would make a report of its own.
      Array.from({ length: 6 }, () =>
        api.post("/api/v1/reports", { plate: "PARC70", confirmRepeat: true }, headers),
      ),
    );
    const ids = new Set(all.filter((r) => r.status === 202).map((r) => r.json.id));
    expect(ids.size).toBe(1);
    for (const res of all.filter((r) => r.status !== 202)) {
      expect(res.status).toBe(409);
      expect(res.json.error).toEqual({
        code: "idempotency_in_progress",
        message: IDEMPOTENCY_IN_PROGRESS_MESSAGE,
      });
      expect(res.headers.get("retry-after")).toBe("1");
    }
    expect(await requestsOf(organisation.id)).toHaveLength(1);
    // Once answered, the same key replays it.
    const later = await api.post("/api/v1/reports", { plate: "PARC70", confirmRepeat: true }, headers);
    expect(later.json.id).toEqual([...ids][0]);
  });

  it("keeps only success: a refused request may be sent again with its key", async () => {
    const { api } = await dealer(3);
    const headers = { "idempotency-key": crypto.randomUUID() };
    expect((await api.post("/api/v1/reports", { plate: "XX" }, headers)).status).toBe(400);
    expect((await api.post("/api/v1/reports", { plate: "KMRB80" }, headers)).status).toBe(202);
  });

  it("lets a retry take over a request an instance left in progress, without spending twice", async () => {
    const { organisation, key, api } = await dealer(3);
    const headers = { "idempotency-key": crypto.randomUUID() };
    const body = { plate: "RTVE20", confirmRepeat: true };
    const first = await api.post("/api/v1/reports", body, headers);
    // As if the instance had stopped two minutes ago, after queueing the report, before keeping its answer.
    await t.db
      .update(idempotencyKeys)
      .set({
        state: "in_progress",
        responseStatus: null,
        responseBody: null,
        createdAt: new Date(Date.now() - 120_000),
      })
      .where(eq(idempotencyKeys.apiKeyId, key.id));
    const retry = await api.post("/api/v1/reports", body, headers);
    expect(retry.status).toBe(202);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(retry.json.id).toBe(first.json.id);
    expect(await requestsOf(organisation.id)).toHaveLength(1);
  });

  it("answers 409 while the first request with a key is still in progress", async () => {
    const { key, api } = await dealer(3);
    const headers = { "idempotency-key": crypto.randomUUID() };
    const body = JSON.stringify({ plate: "RTVE20" });
    await t.db.insert(idempotencyKeys).values({
      apiKeyId: key.id,
      key: headers["idempotency-key"],
      fingerprint: fingerprintOf("POST", "/api/v1/reports", body),
    });
    const res = await api.post("/api/v1/reports", body, headers);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("idempotency_in_progress");
  });

  it("forgets a key after 24 hours: the same key and body then make a new report", async () => {
    const { organisation, key, api } = await dealer(3);
    const headers = { "idempotency-key": "revisar-BBCL10" };
    const body = { plate: "BBCL10", confirmRepeat: true };
    const first = await api.post("/api/v1/reports", body, headers);
    await finished(api, first.json.id);
    const recent = { "idempotency-key": crypto.randomUUID() };
    expect((await api.post("/api/v1/reports", { plate: "RTVE20" }, recent)).status).toBe(202);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, headers["idempotency-key"]));

    await purgeIdempotencyKeys(t.db);
    const kept = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.apiKeyId, key.id));
    expect(kept.map((row) => row.key)).toEqual([recent["idempotency-key"]]);
    // A month later the DMS checks the same car with the same key: a new report, not last month's.
    const again = await api.post("/api/v1/reports", body, headers);
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(again.json.id).not.toBe(first.json.id);
    expect(await requestsOf(organisation.id)).toHaveLength(3);
  });

  it("gives a retry after an unexpected failure the first try's request id, so what it made is found", async () => {
    const { key } = await dealer(1);
    const request = { apiKeyId: key.id, key: crypto.randomUUID(), fingerprint: "f".repeat(64) };
    const ids: string[] = [];
    const lost = answerOnce(t.db, request, async (id) => {
      ids.push(id);
      throw new Error("connection lost after queueing");
    });
    await expect(lost).rejects.toThrow("connection lost");
    const retry = await answerOnce(t.db, request, async (id) => {
      ids.push(id);
      return { status: 202, body: {} };
    });
    expect(retry).toMatchObject({ kind: "answered", replayed: false });
    expect(ids[1]).toBe(ids[0]);
  });

  it("makes one lot for a retried lot", async () => {
    const { organisation, api } = await dealer(3);
    const headers = { "idempotency-key": crypto.randomUUID() };
    const first = await api.post("/api/v1/lots", { plates: ["BBCL10", "RTVE20"] }, headers);
    const retry = await api.post("/api/v1/lots", { plates: ["BBCL10", "RTVE20"] }, headers);
    expect(first.status).toBe(202);
    expect(retry.json.id).toBe(first.json.id);
    const made = await t.db.select().from(lots).where(eq(lots.organisationId, organisation.id));
    expect(made).toHaveLength(1);
  });

  it("refuses a key that is empty of meaning or too long", async () => {
    const { api } = await dealer(1);
    // A header is ASCII: a key with an accent or an ñ is refused in words that say so.
    for (const key of ["x".repeat(256), "clave\u0001", "pedido-año"]) {
      const res = await api.post("/api/v1/reports", { plate: "BBCL10" }, { "idempotency-key": key });
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual({ code: "invalid_request", message: IDEMPOTENCY_KEY_MESSAGE });
    }
  });
});

describe("the browser and the API kept apart", () => {
  it("never takes a session cookie for /api/v1", async () => {
    const { admin } = await dealer();
    const res = await admin.get("/api/v1/reports");
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: { code: "missing_api_key", message: MISSING_API_KEY_MESSAGE } });
    answers.push({
      method: "GET",
      path: "/api/v1/reports",
      status: res.status,
      headers: res.headers,
      body: res.json,
    });
    const bad = apiClient(t.app, "pc_live_not-a-real-key", answers);
    expect((await bad.get("/api/v1/reports")).json.error.code).toBe("invalid_api_key");
  });

  it("never takes a key for the browser's routes", async () => {
    const { key } = await dealer();
    const bearer = { authorization: `Bearer ${key.secret}`, origin: ORIGIN };
    for (const path of ["/api/reports", "/api/organisation/api-keys", "/api/lots", "/api/me/export"]) {
      const res = await t.app.request(path, { headers: bearer });
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ error: NO_SESSION_MESSAGE });
    }
  });

  it("skips the CSRF check for a bearer request under /api/v1 only", async () => {
    const { admin, key } = await dealer();
    const crossSite = { origin: "https://evil.example", "content-type": "text/plain" };
    const bearer = { ...crossSite, authorization: `Bearer ${key.secret}` };
    const send = (path: string, headers: Record<string, string>, cookie = "") =>
      t.app.request(path, { method: "POST", headers: { ...headers, cookie }, body: '{"plate":"BBCL10"}' });

    // The API's own refusal of the body, not the browser's of the origin.
    const api = await send("/api/v1/reports", bearer);
    expect(api.status).toBe(415);
    expect((await api.json()).error.code).toBe("unsupported_media_type");
    // Without a bearer, /api/v1 gets the check like any route (and a cookie would not help it).
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const noBearer = await send("/api/v1/reports", crossSite, cookie);
    expect(noBearer.status).toBe(403);
    expect((await noBearer.json()).error.code).toBe("forbidden");
    // A bearer header elsewhere skips nothing: a cross-site form with the session cookie is refused.
    for (const path of ["/api/reports", "/api/organisation/api-keys"]) {
      const res = await send(path, bearer, cookie);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ error: "Origen no permitido" });
    }
    const keys = await admin.get("/api/organisation/api-keys");
    expect(keys.json.keys).toHaveLength(1);
  });
});

describe("rate limits per key", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ database: t.database, env: { API_REQUESTS_PER_MINUTE: "3" } });
  });
  afterAll(() => limited?.close());

  it("tells the budget on every answer and refuses past it with Retry-After", async () => {
    const { key } = await dealer();
    const api = apiClient(limited.app, key.secret, answers);
    await withinOneWindow(60);
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api.get("/api/v1/reports?limit=1");
      expect(res.status).toBe(200);
      expect(res.headers.get("ratelimit-limit")).toBe("3");
      remaining.push(res.headers.get("ratelimit-remaining") ?? "");
      expect(Number(res.headers.get("ratelimit-reset"))).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers.get("ratelimit-reset"))).toBeLessThanOrEqual(60);
    }
    expect(remaining).toEqual(["2", "1", "0"]);
    const refused = await api.post("/api/v1/reports", { plate: "BBCL10" });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: { code: "rate_limited", message: RATE_LIMITED_MESSAGE } });
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("retry-after")).toBe(refused.headers.get("ratelimit-reset"));
    // Per key: another key of the same automotora has its own minute.
    const { admin } = await seededOrganisation(t);
    const second = await newKey(admin);
    expect((await apiClient(limited.app, second.secret, answers).get("/api/v1/reports")).status).toBe(200);
  });
});

describe("made-up keys", () => {
  it("refuses a flood of unknown keys from one network like a flood of wrong passwords", async () => {
    await withinOneWindow(UNKNOWN_API_KEYS.windowSeconds);
    const { key } = await dealer();
    // Every guess from the same client, a new key each time, shaped as real keys are.
    const guesser = (n: number) => apiClient(t.app, `pc_live_${String(n).padStart(43, "x")}`, answers);
    const sameNetwork = (n: number) => guesser(n).get("/api/v1/reports", { "x-forwarded-for": "10.240.0.7" });
    for (let n = 0; n < UNKNOWN_API_KEYS.max; n++) {
      const res = await sameNetwork(n);
      expect(res.status, `guess ${n}`).toBe(401);
      expect(res.json.error.code).toBe("invalid_api_key");
    }
    const refused = await sameNetwork(UNKNOWN_API_KEYS.max);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: { code: "rate_limited", message: UNKNOWN_API_KEYS_MESSAGE } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // Refused from memory from now on, even the real key from that network, until the window ends...
    const real = await apiClient(t.app, key.secret, answers).get("/api/v1/reports", {
      "x-forwarded-for": "10.240.0.7",
    });
    expect(real.status).toBe(429);
    // ...and on another instance of the same database, which learns it from the shared count.
    const other = await createTestApp({ database: t.database });
    try {
      const there = await apiClient(other.app, "pc_live_".padEnd(51, "z"), answers).get("/api/v1/reports", {
        "x-forwarded-for": "10.240.0.7",
      });
      expect(there.status).toBe(429);
    } finally {
      await other.close();
    }
    // Another network, and the real key from its own, are untouched.
    expect((await guesser(999).get("/api/v1/reports")).status).toBe(401);
    expect((await apiClient(t.app, key.secret, answers).get("/api/v1/reports")).status).toBe(200);
  });
});

describe("the published OpenAPI document", () => {
  it("describes /api/v1 with its bearer scheme and examples", async () => {
    const document = (await client(t.app).get("/api/openapi.json")).json;
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    const post = document.paths["/api/v1/reports"].post;
    expect(post.security).toEqual([{ apiKey: [] }]);
    expect(post.requestBody.content["application/json"].example).toEqual({ plate: "BBCL10" });
    expect(post.responses["202"].content["application/json"].example).toMatchObject({ status: "queued" });

    // The key's budget is promised on every answer counted against it, refusals included; a missing or
    // bad key, or a body refused by its length before the key is read, has none to tell.
    const budget = ["ratelimit-limit", "ratelimit-remaining", "ratelimit-reset"];
    for (const [path, operations] of Object.entries(document.paths as Record<string, object>)) {
      if (!path.startsWith("/api/v1/")) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const responses = (operation as { responses: Record<string, { headers?: object }> }).responses;
        for (const [status, response] of Object.entries(responses)) {
          const headers = Object.keys(response.headers ?? {});
          const where = `${method} ${path} ${status}`;
          if (status === "401" || status === "413") expect(headers, where).toEqual([]);
          else expect(headers, where).toEqual(expect.arrayContaining(budget));
        }
      }
    }
  });

  it("holds every answer of /api/v1 the tests above received", async () => {
    const document = (await client(t.app).get("/api/openapi.json")).json;
    const check = contractChecker(document);
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.flatMap(check)).toEqual([]);
    // The answers covered success and refusal alike.
    const statuses = new Set(answers.map((a) => a.status));
    for (const status of [200, 202, 400, 401, 402, 404, 409, 413, 415, 422, 429])
      expect(statuses).toContain(status);
  });
});
