import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presentReport } from "#domain/report/present";
import { creditAccounts, creditLedger, vehicleReports } from "#server/db/schema";
import { createDemoProvider } from "#server/providers/demo";
import type { VehicleDataProvider } from "#server/providers/types";
import { removeOwners } from "#server/services/privacy/owner-removal";
import { seededClient } from "../support/seed";
import { client, createTestApp, type TestApp } from "../support/test-app";

// A report that could not check a source says so beside its score, and its author can ask the missing
// sources again, free, for 24 hours: the same report and link are completed.

// The demo data, except that SOAP and TAG do not answer while `down` is set.
let down = true;
const demo = createDemoProvider();
const provider: VehicleDataProvider = {
  ...demo,
  soap: (plate, signal) =>
    down ? Promise.resolve({ status: "unavailable", reason: "timeout" }) : demo.soap(plate, signal),
  tagDebts: (rut, signal) =>
    down ? Promise.resolve({ status: "unavailable", reason: "timeout" }) : demo.tagDebts(rut, signal),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ provider });
});
afterAll(() => t.close());

// With nothing found, what is missing is the verdict itself, in grey (decision 060).
const verdictOf = (json: { report: Parameters<typeof presentReport>[0] }) => {
  const { recommendation, verdict } = presentReport(json.report, { shared: true }).summary;
  return { recommendation, verdict };
};
const PROVISIONAL = {
  recommendation: "Puntaje provisional: faltan 2 fuentes (SOAP, TAG)",
  verdict: { tone: "neutral", headline: "Puntaje provisional" },
};
const RECOMMENDED = {
  recommendation: "Vehículo recomendable: sus antecedentes no muestran problemas relevantes.",
  verdict: { tone: "green", headline: "Excelente estado" },
};

describe("partial reports", () => {
  it("say what they could not check, and are completed in place by asking again", async () => {
    down = true;
    const author = await seededClient(t);
    const made = await author.post("/api/reports", { plate: "BBCL10" });
    expect(made.status).toBe(201);
    expect(verdictOf(made.json)).toEqual(PROVISIONAL);
    // Unknown is not bad: nothing was deducted for the two unanswered sources.
    expect(made.json.report.score).toBe(100);
    const publicUrl = `/api/public/reports/${made.json.accessCode}`;
    expect(verdictOf((await client(t.app).get(publicUrl)).json)).toEqual(PROVISIONAL);
    const before = (await author.get("/api/me")).json.credits;

    down = false;
    const retried = await author.post(`/api/reports/${made.json.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.json.accessCode).toBe(made.json.accessCode);
    expect(verdictOf(retried.json)).toEqual(RECOMMENDED);
    expect(retried.json.report.sections.soap.status).toBe("found");
    // Where it stood among similar cars is of the report's own day: asking again does not change it.
    expect(retried.json.report.similarCars).toEqual(made.json.report.similarCars);
    expect(made.json.report.similarCars).toEqual({ count: expect.any(Number), range: null });
    // Sources that had answered keep when they were consulted.
    expect(retried.json.report.sections.vehicle.consultedAt).toBe(
      made.json.report.sections.vehicle.consultedAt,
    );
    // The same link shows the completed report at once, and nothing was spent.
    expect(verdictOf((await client(t.app).get(publicUrl)).json)).toEqual(RECOMMENDED);
    expect((await author.get("/api/me")).json.credits).toEqual(before);
    const rows = await t.db.select().from(vehicleReports).where(eq(vehicleReports.id, made.json.id));
    expect(rows).toHaveLength(1);
  });

  it("keep an owner removed meanwhile removed when completed", async () => {
    down = true;
    const author = await seededClient(t);
    const made = await author.post("/api/reports", { plate: "TAGD40" });
    await removeOwners(t.db, eq(vehicleReports.id, made.json.id), "opposition");
    down = false;
    const retried = await author.post(`/api/reports/${made.json.id}/retry`);
    expect(retried.json.report.sections.soap.status).toBe("found");
    expect(retried.json.report.ownerRemoved).toBe("opposition");
    expect(retried.json.report.sections.vehicle.data.owner).toBeNull();
  });

  it("may be asked again only by their author, and only for 24 hours", async () => {
    down = true;
    const author = await seededClient(t);
    const made = await author.post("/api/reports", { plate: "RTVE20" });
    const stranger = await seededClient(t);
    const notMine = await stranger.post(`/api/reports/${made.json.id}/retry`);
    expect(notMine.status).toBe(404);
    expect(notMine.json.error).toBe("No se encontró el reporte solicitado");

    const body = { ...made.json.report, generatedAt: new Date(Date.now() - 25 * 3600_000).toISOString() };
    await t.db.update(vehicleReports).set({ body }).where(eq(vehicleReports.id, made.json.id));
    const late = await author.post(`/api/reports/${made.json.id}/retry`);
    expect(late.status).toBe(410);
    expect(late.json.error).toBe(
      "Pasaron más de 24 horas desde el informe: sus fuentes pendientes ya no se pueden reintentar.",
    );
  });
});

describe("what a person with nothing left is told", () => {
  it("a buyer hears about reports, not about the free checks", async () => {
    const buyer = await seededClient(t);
    const userId = (await buyer.get("/api/me")).json.user.id as string;
    await t.db
      .update(creditAccounts)
      .set({ trialsLeft: 0, purchasedLeft: 0 })
      .where(eq(creditAccounts.userId, userId));
    const free = await buyer.post("/api/reports", { plate: "BBCL10" });
    expect(free.json.error).toBe(
      "Has agotado tus 3 consultas gratuitas. Compra el servicio completo para continuar.",
    );
    await t.db.insert(creditLedger).values({
      accountId: userId,
      userId,
      kind: "purchase",
      purchasedDelta: 1,
      idempotencyKey: `payment:test-${userId}:purchase`,
    });
    const res = await buyer.post("/api/reports", { plate: "BBCL10" });
    expect(res.status).toBe(402);
    expect(res.json.error).toBe(
      "No te quedan informes disponibles. Compra un paquete para seguir verificando vehículos.",
    );
  });
});
