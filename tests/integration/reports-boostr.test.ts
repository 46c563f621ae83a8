import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presentReport } from "#domain/report/present";
import { createLogger } from "#server/logger";
import { createBoostrClient, createBoostrProvider } from "#server/providers/boostr";
import { createPlateFinesService } from "#server/providers/plate-fines-service";
import { FAKE_BOOSTR_KEY, type FakeBoostr, replies, startFakeBoostr } from "../support/fake-boostr";
import { seededClient } from "../support/seed";
import { createTestApp, type TestApp } from "../support/test-app";

// Report generation end to end through the real Boostr client, against a Boostr stand-in on 127.0.0.1.
let boostr: FakeBoostr;
let t: TestApp;
const SOURCE_TIMEOUT_MS = 1500;

beforeAll(async () => {
  boostr = await startFakeBoostr();
  const logger = createLogger("silent");
  const provider = createBoostrProvider({
    client: createBoostrClient({
      apiKey: FAKE_BOOSTR_KEY,
      baseUrl: boostr.url,
      timeoutMs: SOURCE_TIMEOUT_MS,
      retryBaseDelayMs: 5,
      retryMaxDelayMs: 20,
      rateLimit: { requests: 1000, windowMs: 10_000 },
      logger,
    }),
    plateFines: createPlateFinesService({ baseUrl: boostr.url, timeoutMs: SOURCE_TIMEOUT_MS, logger }),
  });
  t = await createTestApp({ provider, env: { REPORT_SOURCE_TIMEOUT_MS: String(SOURCE_TIMEOUT_MS) } });
});
afterAll(async () => {
  await t.close();
  await boostr.close();
});

describe("reports from Boostr", () => {
  it("maps every source of the recorded answers into the report", async () => {
    const browser = await seededClient(t);
    const res = await browser.post("/api/reports", { plate: "GPDD74" });
    expect(res.status).toBe(201);
    const { sections, tagTotal, isDemo } = { ...res.json.report, isDemo: res.json.isDemo };
    expect(isDemo).toBe(false);
    expect(sections.vehicle.source).toBe("Boostr");
    expect(sections.vehicle.data).toMatchObject({ make: "SUBARU", year: 2014, owner: { rut: "12076432-2" } });
    // TAG was asked with the owner's RUT; its amounts arrive as strings.
    expect(boostr.requests.some((r) => r.path.startsWith("/vehicle/tag/12076432-2"))).toBe(true);
    expect(tagTotal).toBe(14_320);
    expect(sections.trafficFines.data.tickets[0].court).toBe("2 JPL LO ESPEJO");
    expect(sections.inspection.data.history).toHaveLength(2);
  });

  it("asks the newer endpoints: crossings by plate, recalls by the VIN, the catalogue by make and model", async () => {
    const browser = await seededClient(t);
    const res = await browser.post("/api/reports", { plate: "NUEV11" });
    expect(res.status).toBe(201);
    const { sections, securityAlerts, deductions } = res.json.report;
    expect(sections.crossings.data.charges).toEqual([
      { date: "2024-12-18", company: "Autopista Central", amount: 12_720, payBy: "2025-01-16" },
    ]);
    expect(boostr.requests.some((r) => r.path === "/vehicle/crossings_without_tag/NUEV11.json")).toBe(true);
    expect(boostr.requests.some((r) => r.path === "/vehicle/recalls/JF1VA2M67E9812345.json")).toBe(true);
    expect(securityAlerts).toContain("Llamado a revisión abierto: Vehículos Mazda 3 y CX3, años 2013-2021");
    // TAG ($14.320) and the crossings ($12.720) count as one toll debt.
    expect(deductions).toContainEqual({
      rule: "tag",
      points: -5,
      reason: "Deuda TAG de $14.320 y peajes sin TAG por $12.720 ($27.040 en total)",
    });
    // The recorded brand list has SUBARU, whose recorded models do not include a WRX: no valuation, no guess.
    expect(sections.valuation.status).toBe("not_found");
    expect(sections.theft).toMatchObject({ status: "unavailable", reason: "not configured" });
  });

  it("a plan without recalls: 'No incluido en el plan', the report whole, nothing to retry", async () => {
    const browser = await seededClient(t);
    boostr.setScript(/^\/vehicle\/recalls\//, [{ fixture: "recalls-error-not-in-plan" }]);
    const res = await browser.post("/api/reports", { plate: "PLAN22" });
    expect(res.status).toBe(201);
    expect(res.json.report.sections.recalls).toMatchObject({
      status: "unavailable",
      reason: "service not in plan",
    });
    expect(
      res.json.report.securityAlerts.filter((a: string) => a.startsWith("No se pudo verificar")),
    ).toEqual([]);
    const recalls = presentReport(res.json.report, { shared: false }).sections.find(
      (s) => s.key === "recalls",
    );
    expect(recalls?.status.text).toBe("No incluido en el plan");
  });

  it("a plate Boostr does not know costs nothing", async () => {
    const browser = await seededClient(t);
    boostr.setScript("/vehicle/ZZZZ11.json", [replies.notFound]);
    const res = await browser.post("/api/reports", { plate: "ZZZZ11" });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe("No se encontraron datos para esta patente");
    expect((await browser.get("/api/me")).json.credits.trialsLeft).toBe(3);
  });

  it("retries a temporary failure and a rate limit, then succeeds", async () => {
    const browser = await seededClient(t);
    boostr.setScript("/vehicle/RTRY22.json", [replies.retryLater]);
    boostr.setScript("/vehicle/soap/RTRY22.json", [replies.rateLimited(0)]);
    const res = await browser.post("/api/reports", { plate: "RTRY22" });
    expect(res.status).toBe(201);
    expect(res.json.report.sections.vehicle.status).toBe("found");
    expect(res.json.report.sections.soap.status).toBe("found");
  });

  it("a slow source becomes 'unavailable' and the report still arrives", async () => {
    const browser = await seededClient(t);
    boostr.setScript("/vehicle/inspection/SLOW33.json", [{ delayMs: SOURCE_TIMEOUT_MS + 1000 }]);
    const res = await browser.post("/api/reports", { plate: "SLOW33" });
    expect(res.status).toBe(201);
    expect(res.json.report.sections.inspection.status).toBe("unavailable");
    expect(res.json.report.securityAlerts).toContain("No se pudo verificar: revisión técnica");
  });

  it("answers 503 when the vehicle source is down, and spends nothing", async () => {
    const browser = await seededClient(t);
    boostr.setScript("/vehicle/DOWN44.json", [replies.serverError, replies.serverError, replies.serverError]);
    const res = await browser.post("/api/reports", { plate: "DOWN44" });
    expect(res.status).toBe(503);
    expect(res.json.error).toBe("Error al generar el reporte del vehículo");
    expect((await browser.get("/api/me")).json.credits.trialsLeft).toBe(3);
  });

  it("does not sell a report whose vehicle answer lacks the vehicle: nothing spent, and said so", async () => {
    const browser = await seededClient(t);
    boostr.setScript("/vehicle/SHAP11.json", [replies.wrongShape]);
    const res = await browser.post("/api/reports", { plate: "SHAP11" });
    expect(res.status).toBe(503);
    expect(res.json.error).toBe("Error al generar el reporte del vehículo");
    expect((await browser.get("/api/me")).json.credits.trialsLeft).toBe(3);
    // Not asked again: a well-formed answer of the wrong shape is no passing fault.
    expect(boostr.requests.filter((r) => r.path.startsWith("/vehicle/SHAP11.json"))).toHaveLength(1);
  });

  it("shows a SOAP answer of the wrong shape as unanswered, not as a valid policy", async () => {
    const browser = await seededClient(t);
    boostr.setScript("/vehicle/soap/SHAP22.json", [{ json: { status: "success", data: null } }]);
    const res = await browser.post("/api/reports", { plate: "SHAP22" });
    expect(res.status).toBe(201);
    expect(res.json.report.sections.soap).toMatchObject({
      status: "unavailable",
      reason: "unexpected answer",
    });
    const { summary } = presentReport(res.json.report, { shared: false });
    expect(summary.alerts).toContain("No se pudo verificar: SOAP");
    expect(`${summary.recommendation} ${summary.partial ?? ""}`).toContain("SOAP");
    expect(summary.verdict.tone).not.toBe("green");
  });

  it("scores nothing clean when every source but the vehicle answers the wrong shape (the fault review)", async () => {
    const browser = await seededClient(t);
    for (const path of ["soap", "inspection", "traffic_tickets", "tag", "crossings_without_tag", "recalls"])
      boostr.setScript(new RegExp(`^/vehicle/${path}/`), [replies.wrongShape]);
    const res = await browser.post("/api/reports", { plate: "SHAP33" });
    expect(res.status).toBe(201);
    const { sections } = res.json.report;
    for (const key of ["soap", "inspection", "trafficFines", "tag", "crossings", "recalls"])
      expect(sections[key], key).toMatchObject({ status: "unavailable", reason: "unexpected answer" });
    const { summary } = presentReport(res.json.report, { shared: false });
    expect(summary.verdict.tone).not.toBe("green");
    expect(summary.noAlerts).toBeNull();
    const recalls = presentReport(res.json.report, { shared: false }).sections.find(
      (s) => s.key === "recalls",
    );
    expect(recalls?.status.text).toBe("No disponible: respuesta inesperada");
  });

  // Each optional source in turn, failing and then slow: the report still arrives, that section 'No
  // disponible' and said so. (Without the vehicle itself there is no report: the 503 case above.)
  const OPTIONAL_SOURCES = [
    ["soap", /^\/vehicle\/soap\//],
    ["inspection", /^\/vehicle\/inspection\//],
    ["trafficFines", /^\/vehicle\/traffic_tickets\//],
    ["tag", /^\/vehicle\/tag\//],
    ["crossings", /^\/vehicle\/crossings_without_tag\//],
    ["recalls", /^\/vehicle\/recalls\//],
    // Last: the plate-fines service does not retry, so its unused failures stay scripted.
    ["plateFines", /^\/consultar-patente/],
  ] as const;
  const failures = [
    ["failing", [replies.serverError, replies.serverError, replies.serverError]],
    ["slow", [{ delayMs: SOURCE_TIMEOUT_MS + 1000 }]],
  ] as const;
  let plateNo = 10;
  for (const [source, path] of OPTIONAL_SOURCES) {
    for (const [kind, script] of failures) {
      it(`${source} ${kind}: the report arrives with that section unavailable`, async () => {
        const browser = await seededClient(t);
        const plate = `FALL${++plateNo}`;
        // Tests here run one at a time, so the next request to that source is this report's.
        boostr.setScript(path, [...script]);
        const res = await browser.post("/api/reports", { plate });
        expect(res.status).toBe(201);
        const sections = res.json.report.sections;
        expect(sections[source].status).toBe("unavailable");
        // The theft check has no source at all (decision 049): it is never asked.
        for (const other of Object.keys(sections).filter((k) => k !== source && k !== "theft")) {
          expect(sections[other].status, other).not.toBe("unavailable");
        }
      });
    }
  }
});
