import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehicleReports } from "#server/db/schema";
import { seededClient } from "../support/seed";
import type { client, TestApp } from "../support/test-app";
import { appWithPages } from "../support/web-pages";

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, close } = await appWithPages());
}, 60_000);
afterAll(() => close());

const NOT_FOUND = "No se encontró el reporte solicitado";

/** The author's page of a report as `browser` is sent it, drawn by the server. */
async function openAuthorPage(browser: ReturnType<typeof client> | null, id: string) {
  const headers: Record<string, string> = { "x-forwarded-for": "10.91.0.1" };
  if (browser) headers.cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await t.app.request(`/dashboard/reportes/${id}`, { headers, redirect: "manual" });
  const html = await res.text();
  return { res, html, text: html.replace(/<[^>]*>/g, " ") };
}

async function madeReport(plate: string) {
  const author = await seededClient(t);
  const made = await author.post("/api/reports", { plate });
  expect(made.status).toBe(201);
  return {
    author,
    made: made.json,
    ownerName: made.json.report.sections.vehicle.data.owner.fullName as string,
  };
}

describe("the author's page of a report", () => {
  it("is drawn by the server, whole, after the author withdrew the link, never cached or indexed", async () => {
    const { author, made, ownerName } = await madeReport("TAGD40");
    expect((await author.post(`/api/reports/${made.id}/revoke`)).status).toBe(204);
    const { res, html, text } = await openAuthorPage(author, made.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<title>Informe TAGD40 — Patente Clara<\/title>/);
    // The author's view: the owner's full name, not the shared view's initials.
    expect(text).toContain(ownerName);
    expect(text).toContain("Enlace retirado");
    expect(html).toMatch(/<h1[^>]*>.*TAGD40.*<\/h1>/s);
    expect(html).toContain(`href="/api/reports/${made.id}/pdf"`);
  });

  it("is drawn for a report whose link expired", async () => {
    const { author, made, ownerName } = await madeReport("BBCL10");
    await t.db
      .update(vehicleReports)
      .set({ shareExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(vehicleReports.id, made.id));
    const { res, text } = await openAuthorPage(author, made.id);
    expect(res.status).toBe(200);
    expect(text).toContain(ownerName);
    expect(text).toMatch(/Enlace expirado el \d{2}-\d{2}-\d{4}/);
  });

  it("is another account's 404, with the reason and nothing of the report; so is an id no report has", async () => {
    const { made, ownerName } = await madeReport("MULT30");
    const stranger = await seededClient(t);
    for (const id of [made.id, "no-es-un-id", crypto.randomUUID()]) {
      const { res, text } = await openAuthorPage(stranger, id);
      expect(res.status, id).toBe(404);
      expect(res.headers.get("cache-control"), id).toBe("private, no-store");
      expect(text, id).toContain(NOT_FOUND);
      expect(text, id).not.toContain("MULT30");
      expect(text, id).not.toContain(ownerName);
    }
  });

  it("sends a visitor to the login page, which brings them back", async () => {
    const { made } = await madeReport("BBCL10");
    const { res, text } = await openAuthorPage(null, made.id);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(
      `/login?${new URLSearchParams({ redirect: `/dashboard/reportes/${made.id}` })}`,
    );
    expect(text).not.toContain("BBCL10");
  });
});

describe("the list of my reports", () => {
  it("colours each report by its verdict, not by its number: debts under a 95 are not green", async () => {
    const { author } = await madeReport("TAGD40");
    await author.post("/api/reports", { plate: "BBCL10" });
    const { reports } = (await author.get("/api/reports")).json;
    const byPlate = Object.fromEntries(reports.map((r: { plate: string }) => [r.plate, r]));
    expect(byPlate.TAGD40).toMatchObject({
      score: 95,
      verdict: { tone: "yellow", headline: "Revisar antecedentes" },
    });
    expect(byPlate.BBCL10.verdict).toEqual({ tone: "green", headline: "Excelente estado" });
  });
});
