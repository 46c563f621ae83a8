import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerInitials } from "#domain/report/shared-view";
import { formatRut } from "#domain/rut";
import { withinOneWindow } from "../support/rate-window";
import { seededClient } from "../support/seed";
import { client, ORIGIN, type TestApp } from "../support/test-app";
import { appWithPages } from "../support/web-pages";

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, close } = await appWithPages());
}, 60_000);
afterAll(() => close());

let lastIp = 0;
const get = (path: string, ip = `10.81.0.${++lastIp}`) =>
  t.app.request(path, { headers: { "x-forwarded-for": ip } });

/** What a link preview reads: the page's <head>, never the report drawn in its body. */
const headOf = async (path: string) => {
  const html = await (await get(path)).text();
  return html.slice(0, html.indexOf("</head>"));
};
const metaContent = (head: string, key: string): string | undefined =>
  head.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
/** Every text of the preview: the title and each meta tag's content (not the nonces and file names). */
const previewTexts = (head: string): string =>
  [...head.matchAll(/<title>([^<]*)<\/title>|<meta [^>]*content="([^"]*)"/g)]
    .map((m) => m[1] ?? m[2])
    .join("\n");

const shareReport = async (plate: string) => {
  const author = await seededClient(t);
  const made = (await author.post("/api/reports", { plate })).json;
  return { author, made };
};

/** A PNG's size, from its header: the signature, then the IHDR chunk's width and height. */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

const GENERIC_TITLE = "Informe de validación vehicular — Patente Clara";

describe("a shared link's preview", () => {
  it("names the plate, the car and the score with its headline, and nothing of the owner", async () => {
    const { made } = await shareReport("BBCL10");
    const { make, model, year, owner } = made.report.sections.vehicle.data;
    const head = await headOf(`/reporte/${made.accessCode}`);

    const title = `Patente BBCL10 · ${make} ${model} ${year} · Puntaje ${made.report.score}/100 — Patente Clara`;
    expect(head).toContain(`<title>${title}</title>`);
    expect(metaContent(head, "og:title")).toBe(title);
    const description = `Informe de demostración, con datos ficticios: ${made.report.verdict.headline}. SOAP, revisión técnica, multas y deudas. Abre el informe compartido.`;
    expect(metaContent(head, "description")).toBe(description);
    expect(metaContent(head, "og:description")).toBe(description);
    expect(metaContent(head, "og:image")).toBe(`${ORIGIN}/reporte/${made.accessCode}/imagen.png`);
    expect(metaContent(head, "og:image:width")).toBe("1200");
    expect(metaContent(head, "og:image:height")).toBe("630");
    expect(metaContent(head, "og:image:alt")).toContain("Patente BBCL10");
    expect(metaContent(head, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(head, "robots")).toBe("noindex");

    // Not the owner's name, the initials the shared page shows, nor the RUT, whole or masked.
    const [rutBody] = owner.rut.split("-");
    const texts = previewTexts(head);
    expect(texts).toContain("BBCL10");
    for (const said of [
      ...owner.fullName.split(" "),
      ownerInitials(owner.fullName),
      rutBody,
      formatRut(owner.rut) ?? owner.rut,
      "XXX",
    ])
      expect(texts).not.toContain(said);
  });

  it("is the generic one for a withdrawn link, without its plate, and for an unknown one", async () => {
    const { author, made } = await shareReport("TAGD40");
    expect(await headOf(`/reporte/${made.accessCode}`)).toContain("TAGD40");
    expect((await author.post(`/api/reports/${made.id}/revoke`)).status).toBe(204);

    for (const code of [made.accessCode, "AAAAAAAAAAAA"]) {
      const head = await headOf(`/reporte/${code}`);
      expect(head).toContain(`<title>${GENERIC_TITLE}</title>`);
      expect(metaContent(head, "og:title")).toBe(GENERIC_TITLE);
      expect(metaContent(head, "og:image")).toBe(`${ORIGIN}/og-image.png`);
      expect(head).not.toContain("TAGD40");
      expect(head).not.toContain("Puntaje");
    }
  });
});

describe("a shared link's preview image", () => {
  it("is a 1200×630 PNG for a working link, never indexed nor kept past its withdrawal", async () => {
    const { author, made } = await shareReport("KMRB80");
    const path = `/reporte/${made.accessCode.toLowerCase()}/imagen.png`;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    // Through the app's middleware, like every answer: its security headers.
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");

    expect((await author.post(`/api/reports/${made.id}/revoke`)).status).toBe(204);
    const withdrawn = await get(path);
    expect(withdrawn.status).toBe(410);
    expect(withdrawn.headers.get("content-type")).not.toContain("image/png");

    const unknown = await get("/reporte/AAAAAAAAAAAA/imagen.png");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).not.toContain("image/png");
  });

  it("counts against the same budget as the shared page and the API", async () => {
    const { made } = await shareReport("BBCL10");
    await withinOneWindow(60);
    const ip = "10.82.0.1";
    for (let i = 0; i < 60; i++)
      expect((await client(t.app, ip).get(`/api/public/reports/${made.accessCode}`)).status).toBe(200);
    const over = await get(`/reporte/${made.accessCode}/imagen.png`, ip);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBe("60");
  });
});
