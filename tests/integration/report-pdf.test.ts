import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRut } from "#domain/rut";
import { expectDrawnFrom, pdfPages } from "../support/report-pdf";
import { seededClient } from "../support/seed";
import { client, createTestApp, ORIGIN, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONFIDENTIAL = "Confidencial: contiene datos personales del propietario";
const DEMO = "Datos de demostración: este informe no usa datos reales.";
const SOURCE = /Fuente: Datos de demostración · consultado el \d{2}-\d{2}-\d{4} \d{2}:\d{2}/;

let clients = 0;

/** The text of each page of the PDF at `path`, asked as `cookies`' owner when given. */
async function pdfAt(path: string, cookies?: Map<string, string>): Promise<string[]> {
  // A network per request: the shared PDF's budget counts per client.
  const headers = new Headers({ "x-forwarded-for": `10.202.${++clients}.1` });
  if (cookies) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  const res = await t.app.request(path, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return pdfPages(await res.arrayBuffer());
}

describe("the report's PDF, the author's and the shared one", () => {
  it.each(["TAGD40", "KMRB80", "BBCL10"])(
    "%s: the author's is whole and marked confidential; the shared one names nobody",
    async (plate) => {
      const author = await seededClient(t);
      const made = await author.post("/api/reports", { plate });
      expect(made.status).toBe(201);
      const { id, accessCode, report } = made.json;
      const { owner } = report.sections.vehicle.data;
      const policy = report.sections.soap.data.policyNumber;
      const sharedReport = (await client(t.app).get(`/api/public/reports/${accessCode}`)).json.report;

      const url = `${ORIGIN}/reporte/${accessCode}`;
      const own = await pdfAt(`/api/reports/${id}/pdf`, author.cookies);
      const shared = await pdfAt(`/api/public/reports/${accessCode}/pdf`);
      expectDrawnFrom(own, { report, accessCode, url }, false);
      expect(own.join(" ")).toContain(owner.fullName);
      expect(own.join(" ")).toContain(formatRut(owner.rut));
      for (const page of own) expect(page).toContain(CONFIDENTIAL);
      for (const pages of [own, shared]) {
        expect(pages[0]).toContain(DEMO);
        expect(pages.join(" ")).toMatch(SOURCE);
      }

      expectDrawnFrom(shared, { report: sharedReport, accessCode, url }, true);
      const text = shared.join(" ");
      expect(text).not.toContain("Confidencial");
      expect(text).not.toContain(owner.fullName);
      // Registries write names in capitals: no surname (every name after the first) appears whole.
      for (const surname of owner.fullName.split(" ").slice(1)) {
        expect(text).not.toMatch(new RegExp(`(^|[^\\p{L}])${surname}([^\\p{L}]|$)`, "u"));
      }
      const [body] = owner.rut.split("-");
      expect(text).not.toContain(formatRut(owner.rut));
      expect(text).not.toContain(body);
      expect(text).not.toContain(policy);
      expect(own.join(" ")).toContain(policy);
    },
  );
});
