import { setTimeout as delay } from "node:timers/promises";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import ExcelJS from "exceljs";
import fc from "fast-check";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TLot, TLotPreview } from "#domain/contract/lots";
import { readCsv } from "#domain/lot/csv";
import { LOT_EMPTY_MESSAGE } from "#domain/lot/lot-input";
import {
  LOT_NO_VALID_PLATES_MESSAGE,
  LOT_PROVIDER_DOWN_MESSAGE,
  lotCreditsMissingMessage,
  TOO_MANY_LOTS_MESSAGE,
} from "#domain/lot/lot-limits";
import { NOT_A_MEMBER_MESSAGE } from "#domain/organisation/roles";
import { PLATE_FORMAT_MESSAGE } from "#domain/plate";
import { creditAccounts, creditLedger, lots, reportRequests, vehicleReports } from "#server/db/schema";
import { createDemoProvider } from "#server/providers/demo";
import type { VehicleDataProvider } from "#server/providers/types";
import {
  afterCentralDirectory,
  centralEntry,
  endOfCentralDirectory,
  localEntry,
  smallLotEntries,
  zipOf,
} from "#server/services/lots/lot-file-hostile.test-support";
import { LOT_FILE_TOO_MUCH_INFLATED_MESSAGE } from "#server/services/lots/lot-file-limits";
import { FAKE_BOOSTR_KEY, type FakeBoostr, startFakeBoostr } from "../support/fake-boostr";
import { seededClient, seededOrganisation } from "../support/seed";
import { client, createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// A dealer's lot (issue 30, decision 077): checked before anything is held, run as report requests in the
// one durable queue, read from the database alone, and taken away as CSV, XLSX and a ZIP of PDFs.

type Browser = ReturnType<typeof client>;

/** A browser's request with a body the test client does not send: a multipart upload, or any type. */
async function send(
  app: TestApp["app"],
  browser: Browser,
  path: string,
  body: FormData | string,
  type?: string,
) {
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": "10.230.0.1" });
  headers.set("cookie", [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  if (type) headers.set("content-type", type);
  const res = await app.request(path, { method: "POST", headers, body });
  const text = await res.text();
  return { status: res.status, json: text.startsWith("{") ? JSON.parse(text) : undefined };
}

const fileForm = (
  name: string,
  bytes: Uint8Array<ArrayBuffer> | string,
  fields: Record<string, string> = {},
) => {
  const form = new FormData();
  form.set("file", new File([bytes], name));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

/** A download, whole, with its headers. */
async function download(app: TestApp["app"], browser: Browser, path: string) {
  const res = await app.request(path, {
    headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function xlsxOf(rows: (string | number | null)[][]): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Remate");
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const finishedLot = async (browser: Browser, id: string, timeout = 60_000): Promise<TLot> => {
  await expect
    .poll(async () => (await browser.get(`/api/lots/${id}`)).json?.finished, { timeout, interval: 200 })
    .toBe(true);
  return (await browser.get(`/api/lots/${id}`)).json;
};

const balanceOf = async (t: Pick<TestApp, "db">, accountId: string) =>
  (
    await t.db
      .select({ purchasedLeft: creditAccounts.purchasedLeft })
      .from(creditAccounts)
      .where(eq(creditAccounts.id, accountId))
  )[0]?.purchasedLeft;

/** The reports the organisation's account paid for: one ledger line each. */
const spentBy = async (t: Pick<TestApp, "db">, accountId: string) =>
  t.db
    .select({ key: creditLedger.idempotencyKey })
    .from(creditLedger)
    .where(and(eq(creditLedger.accountId, accountId), eq(creditLedger.kind, "report")));

/** The demo data, each vehicle answering only after `ms`: reports that take long enough to watch. */
function slowDemo(ms: number): VehicleDataProvider {
  const demo = createDemoProvider();
  return {
    ...demo,
    vehicle: async (plate, signal) => {
      await delay(ms);
      return demo.vehicle(plate, signal);
    },
  };
}

describe("a lot from its check to its exports", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const PASTED = "Patente\nBBCL10\nRTVE20\nbbcl-10\nXX99\nZZZZ99\n\nMULT30";

  it("lists invalid rows with their line and reason and folds duplicates, holding nothing", async () => {
    const { organisation, admin } = await seededOrganisation(t, { purchasedLeft: 10 });
    const preview = await admin.post("/api/lots/preview", { text: PASTED });
    expect(preview.status).toBe(200);
    expect(preview.json).toEqual({
      fileName: null,
      rowWord: "Línea",
      plates: 4,
      items: [
        { plate: "BBCL10", rows: [2, 4] },
        { plate: "RTVE20", rows: [3] },
        { plate: "ZZZZ99", rows: [6] },
        { plate: "MULT30", rows: [8] },
      ],
      invalid: [{ row: 5, value: "XX99", reason: PLATE_FORMAT_MESSAGE }],
      duplicates: [{ plate: "BBCL10", rows: [2, 4] }],
      column: { index: 0, header: "Patente" },
      credits: 4,
      available: 10,
      missing: 0,
      enough: true,
      estimatedSeconds: expect.any(Number),
      estimatedText: expect.stringMatching(/min/),
      noData: { allowance: 20, left: 20, freesInSeconds: null },
    } satisfies TLotPreview);
    expect(await t.db.select().from(lots).where(eq(lots.organisationId, organisation.id))).toEqual([]);
    expect(
      await t.db.select().from(reportRequests).where(eq(reportRequests.accountId, organisation.id)),
    ).toEqual([]);
    expect(await balanceOf(t, organisation.id)).toBe(10);
  });

  it("refuses a lot the balance cannot pay with 402, saying what is missing, and holds nothing", async () => {
    const { organisation, admin } = await seededOrganisation(t, { purchasedLeft: 3 });
    const preview = await admin.post("/api/lots/preview", { text: PASTED });
    expect(preview.json).toMatchObject({ credits: 4, available: 3, missing: 1, enough: false });
    const refused = await admin.post("/api/lots", { text: PASTED });
    expect(refused).toMatchObject({ status: 402, json: { error: lotCreditsMissingMessage(4, 3) } });
    expect(refused.json.error).toContain("Flota");
    expect(await t.db.select().from(lots).where(eq(lots.organisationId, organisation.id))).toEqual([]);
    expect(
      await t.db.select().from(reportRequests).where(eq(reportRequests.accountId, organisation.id)),
    ).toEqual([]);
    expect(await balanceOf(t, organisation.id)).toBe(3);
  });

  it("refuses what holds no lot in Spanish, never a server error", async () => {
    const { admin } = await seededOrganisation(t, { purchasedLeft: 10 });
    expect(await admin.post("/api/lots/preview", { text: "  \n " })).toMatchObject({
      status: 400,
      json: { error: LOT_EMPTY_MESSAGE },
    });
    // Every row invalid: the preview lists them, the creation has nothing to charge.
    const invalid = await admin.post("/api/lots/preview", { text: "XX\nYY12" });
    expect(invalid.json).toMatchObject({ plates: 0, enough: false, invalid: [{ row: 1 }, { row: 2 }] });
    expect(await admin.post("/api/lots", { text: "XX\nYY12" })).toMatchObject({
      status: 400,
      json: { error: LOT_NO_VALID_PLATES_MESSAGE },
    });
    expect((await admin.post("/api/lots", {})).status).toBe(400);
    expect((await send(t.app, admin, "/api/lots", "BBCL10", "text/plain")).status).toBe(400);
    expect((await send(t.app, admin, "/api/lots", fileForm("viejo.xls", "BBCL10"))).status).toBe(400);
    const tooMany = Array.from({ length: 501 }, (_, i) => `AB${String(1000 + i)}`).join("\n");
    expect((await admin.post("/api/lots", { text: tooMany })).status).toBe(400);
    // A file over 2 MB: refused before it is read.
    const big = fileForm("grande.csv", "A".repeat(2 * 1024 * 1024 + 10));
    expect((await send(t.app, admin, "/api/lots/preview", big)).status).toBe(413);
    const huge = fileForm("enorme.csv", "A".repeat(3 * 1024 * 1024));
    expect((await send(t.app, admin, "/api/lots", huge)).status).toBe(413);
    // Outside the lot's routes the API keeps its own small limit.
    expect((await send(t.app, admin, "/api/reports", big)).status).toBe(413);
  });

  it("a person outside any organisation may not send a lot", async () => {
    const person = await seededClient(t);
    expect(await person.post("/api/lots/preview", { text: "BBCL10" })).toMatchObject({
      status: 403,
      json: { error: NOT_A_MEMBER_MESSAGE },
    });
    expect((await person.post("/api/lots", { text: "BBCL10" })).status).toBe(403);
    expect((await person.get("/api/lots")).status).toBe(403);
  });

  it("a CSV and an XLSX run to the end; only the reports made are paid; exports read back", async () => {
    const { organisation, admin, members } = await seededOrganisation(t, {
      members: ["vendedor"],
      purchasedLeft: 10,
    });
    const seller = members[0] as Browser;
    const csv =
      "Marca;Patente;Precio\nToyota;BBCL10;1000\nKia;ZZZZ99;2\nKia;bbcl10;3\nFord;NOPE;1\nMazda;SOAP50;2\n";
    const clientRequestId = crypto.randomUUID();
    const made = await send(t.app, seller, "/api/lots", fileForm("remate.csv", csv, { clientRequestId }));
    expect(made.status).toBe(201);
    const lotId = made.json.id as string;
    // The upload sent again (a retry after a dropped answer) is the same lot, charged once.
    const again = await send(t.app, seller, "/api/lots", fileForm("remate.csv", csv, { clientRequestId }));
    expect(again).toEqual({ status: 200, json: { id: lotId } });

    const lot = await finishedLot(admin, lotId);
    expect(lot).toMatchObject({
      fileName: "remate.csv",
      plates: 3,
      counts: { queued: 0, running: 0, done: 2, noData: 1, failed: 0 },
      percent: 100,
      finished: true,
      etaSeconds: null,
      creditsSpent: 2,
      creditsReturned: 1,
      input: {
        invalid: [{ row: 5, value: "NOPE", reason: PLATE_FORMAT_MESSAGE }],
        duplicates: [{ plate: "BBCL10", rows: [2, 4] }],
      },
    });
    expect(lot.createdBy).toEqual(expect.any(String));
    const [bbcl, none, soap] = lot.rows;
    expect(bbcl).toMatchObject({
      position: 0,
      plate: "BBCL10",
      rows: [2, 4],
      status: "listo",
      reportId: expect.any(String),
      sharePath: expect.stringMatching(/^\/reporte\//),
      vehicle: expect.any(String),
      score: expect.any(Number),
      verdict: expect.any(String),
      tone: "green",
      alerts: [],
      message: null,
    });
    expect(none).toMatchObject({ plate: "ZZZZ99", status: "sin datos", reportId: null, score: null });
    expect(none?.message).toEqual(expect.any(String));
    expect(soap).toMatchObject({ plate: "SOAP50", status: "listo" });
    expect(soap?.alerts).toContain("SOAP no vigente");
    // The reports are the organisation's, made in this lot.
    const reports = await t.db.select().from(vehicleReports).where(eq(vehicleReports.lotId, lotId));
    expect(reports.map((r) => r.organisationId)).toEqual([organisation.id, organisation.id]);
    expect(await balanceOf(t, organisation.id)).toBe(8);
    expect(await spentBy(t, organisation.id)).toHaveLength(2);

    // An XLSX with a title above its header, the plates in a column named PPU.
    const xlsx = await xlsxOf([
      ["Remate 14-11"],
      ["N°", "PPU", "Año"],
      [1, "TAGD40", 2019],
      [2, "KMRB80", 2015],
      [3, null, null],
      [4, "MULT30", 2018],
    ]);
    const preview = await send(t.app, admin, "/api/lots/preview", fileForm("remate.xlsx", xlsx));
    expect(preview.json).toMatchObject({
      fileName: "remate.xlsx",
      rowWord: "Fila",
      column: { index: 1, header: "PPU" },
      items: [
        { plate: "TAGD40", rows: [3] },
        { plate: "KMRB80", rows: [4] },
        { plate: "MULT30", rows: [6] },
      ],
      credits: 3,
      available: 8,
    });
    const second = await send(t.app, admin, "/api/lots", fileForm("remate.xlsx", xlsx));
    expect(second.status).toBe(201);
    const fromXlsx = await finishedLot(admin, second.json.id);
    expect(fromXlsx.counts).toMatchObject({ done: 3, noData: 0, failed: 0 });
    expect(fromXlsx.rows[1]).toMatchObject({ plate: "KMRB80", verdict: "Riesgo alto", tone: "red" });
    expect(fromXlsx.rows[1]?.alerts[0]).toBe("Posible adulteración del kilometraje");
    expect(await balanceOf(t, organisation.id)).toBe(5);
    expect(await spentBy(t, organisation.id)).toHaveLength(5);

    // Both in the list, newest first, for any member.
    const list = await seller.get("/api/lots");
    expect(list.json.lots.map((l: { id: string }) => l.id)).toEqual([second.json.id, lotId]);
    expect(list.json.lots[1]).toMatchObject({
      plates: 3,
      counts: { done: 2, noData: 1 },
      percent: 100,
      finished: true,
    });

    // The exports: CSV for Chilean Excel, an XLSX, and the shared PDFs.
    const csvFile = await download(t.app, seller, `/api/lots/${lotId}/export.csv`);
    expect(csvFile.status).toBe(200);
    expect(csvFile.headers.get("content-disposition")).toMatch(
      /^attachment; filename="lote-\d{2}-\d{2}-\d{4}-[0-9a-f]{8}\.csv"$/,
    );
    const csvRows = readCsv(csvFile.bytes.toString("utf8").replace(/^\uFEFF/, ""), ";").filter(
      (r) => r.length > 1,
    );
    expect(csvRows[0]?.[1]).toBe("Patente");
    expect(csvRows.slice(1).map((r) => [r[0], r[1], r[6]])).toEqual([
      ["2", "BBCL10", "listo"],
      ["3", "ZZZZ99", "sin datos"],
      ["6", "SOAP50", "listo"],
    ]);
    expect(csvRows[1]?.[8]).toBe(`${ORIGIN}${bbcl?.sharePath}`);

    const xlsxFile = await download(t.app, admin, `/api/lots/${lotId}/export.xlsx`);
    expect(xlsxFile.headers.get("content-type")).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsxFile.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const sheetRows: unknown[][] = [];
    sheet?.eachRow((row) => sheetRows.push((row.values as unknown[]).slice(1)));
    expect(sheetRows.map((r) => [r[1], r[6]])).toEqual([
      ["Patente", "Estado"],
      ["BBCL10", "listo"],
      ["ZZZZ99", "sin datos"],
      ["SOAP50", "listo"],
    ]);
    expect(sheetRows[1]?.[3]).toBe(bbcl?.score);

    const zipFile = await download(t.app, admin, `/api/lots/${lotId}/export.zip`);
    expect(zipFile.headers.get("content-type")).toBe("application/zip");
    const zip = await JSZip.loadAsync(zipFile.bytes);
    const codes = reports.map((r) => [r.plate, r.reportCode]);
    expect(Object.keys(zip.files).sort()).toEqual(
      codes.map(([plate, code]) => `${plate}-${code}.pdf`).sort(),
    );
    const pdf = await zip.file(`BBCL10-${bbcl?.reportCode}.pdf`)?.async("nodebuffer");
    expect(pdf?.subarray(0, 5).toString()).toBe("%PDF-");
  }, 120_000);

  it("another organisation's members find nothing: 404 for the lot and its exports", async () => {
    const { admin } = await seededOrganisation(t, { purchasedLeft: 2 });
    const lotId = (await admin.post("/api/lots", { text: "BBCL10" })).json.id as string;
    await finishedLot(admin, lotId);
    const { admin: stranger } = await seededOrganisation(t, { purchasedLeft: 2 });
    expect((await stranger.get(`/api/lots/${lotId}`)).status).toBe(404);
    for (const format of ["csv", "xlsx", "zip"])
      expect((await download(t.app, stranger, `/api/lots/${lotId}/export.${format}`)).status).toBe(404);
    expect((await stranger.get("/api/lots")).json).toEqual({ lots: [] });
    expect((await stranger.get("/api/lots/not-a-lot")).status).toBe(404);
  });

  it("a removed member loses the lot, its reports and the balance on their very next request", async () => {
    const { organisation, admin, members } = await seededOrganisation(t, {
      members: ["vendedor"],
      purchasedLeft: 2,
    });
    const [seller] = members;
    if (!seller) throw new Error("no seller");
    const lotId = (await seller.post("/api/lots", { text: "BBCL10" })).json.id as string;
    const reportId = (await finishedLot(seller, lotId)).rows[0]?.reportId;
    expect(reportId).toEqual(expect.any(String));
    expect((await seller.get(`/api/reports/${reportId}`)).status).toBe(200);

    expect((await admin.delete(`/api/organisation/members/${seller.id}`)).status).toBe(204);
    const notAMember = { status: 403, json: { error: NOT_A_MEMBER_MESSAGE } };
    expect(await seller.get(`/api/lots/${lotId}`)).toMatchObject(notAMember);
    expect(await seller.get("/api/lots")).toMatchObject(notAMember);
    for (const format of ["csv", "xlsx", "zip"])
      expect((await download(t.app, seller, `/api/lots/${lotId}/export.${format}`)).status).toBe(403);
    expect((await seller.get(`/api/reports/${reportId}`)).status).toBe(404);
    expect((await seller.get("/api/reports")).json.reports).toEqual([]);
    // The next check is theirs alone: it spends their own free trial, not the automotora's report.
    expect((await seller.post("/api/reports", { plate: "RTVE20" })).status).toBe(201);
    expect(await balanceOf(t, organisation.id)).toBe(1);
    expect((await seller.get("/api/me")).json.credits).toMatchObject({ trialsLeft: 2, purchasedLeft: 0 });
    expect((await admin.get(`/api/reports/${reportId}`)).status).toBe(200);
  }, 60_000);
});

describe("hostile input to the lot's routes", () => {
  let t: TestApp;
  let admin: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    // No credits: nothing hostile can queue anything, and the checks still run in full.
    admin = (await seededOrganisation(t, { purchasedLeft: 0 })).admin;
  });
  afterAll(() => t?.close());

  const hostile = fc.oneof(
    fc.string(),
    fc.constantFrom("\u0000", "'; DROP TABLE lots; --", "<script>alert(1)</script>", "💥".repeat(50)),
    fc.string({ minLength: 19_000, maxLength: 21_000 }),
    fc.constant("\t".repeat(20_000)),
    fc.constant("AB1234,".repeat(2_800)),
  );
  const jsonBody = fc.oneof(
    fc.anything(),
    fc.record({ text: fc.oneof(hostile, fc.anything()), clientRequestId: fc.oneof(hostile, fc.uuid()) }),
  );
  const fileBody = fc.record({
    name: fc.oneof(fc.constantFrom("a.csv", "a.xlsx", "a.xls", "a", "../a.csv", ".csv"), fc.string()),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 4096 }),
      fc.constant(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])),
      fc.constant(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1])),
      hostile.map((text) => new TextEncoder().encode(text)),
    ),
  });

  const expectRefusal = (res: { status: number; json: unknown }) => {
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) expect(res.json).toEqual({ error: expect.any(String) });
  };

  it.each(["/api/lots/preview", "/api/lots"])(
    "%s: hostile JSON and files, never a 500",
    async (path) => {
      await fc.assert(
        fc.asyncProperty(jsonBody, async (payload) => {
          expectRefusal(
            await send(t.app, admin, path, JSON.stringify(payload) ?? "null", "application/json"),
          );
        }),
        { numRuns: 30 },
      );
      await fc.assert(
        fc.asyncProperty(fileBody, async ({ name, bytes }) => {
          expectRefusal(await send(t.app, admin, path, fileForm(name, new Uint8Array(bytes))));
        }),
        { numRuns: 30 },
      );
    },
    120_000,
  );

  it("a broken multipart body, or a field where the file should be, is a 400", async () => {
    // An organisation of its own: the fuzzing above spent the other's previews for these ten minutes.
    const { admin } = await seededOrganisation(t, { purchasedLeft: 0 });
    for (const body of ["--x\r\nbroken", "", "--x--"])
      expectRefusal(await send(t.app, admin, "/api/lots/preview", body, "multipart/form-data; boundary=x"));
    const form = new FormData();
    form.set("file", "BBCL10");
    expect((await send(t.app, admin, "/api/lots/preview", form)).status).toBe(400);
    expect((await send(t.app, admin, "/api/lots/preview", new FormData())).status).toBe(400);
  });
});

describe("lots share the queue fairly", () => {
  let t: TestApp;
  beforeAll(async () => {
    // One worker and reports of a few hundred milliseconds: the order of starts is the queue's.
    t = await createTestApp({ provider: slowDemo(150), env: { REPORT_WORKERS: "1" } });
  });
  afterAll(() => t?.close());

  it("a single report asked mid-lot by another account starts within one of the lot's turns", async () => {
    const { organisation, admin } = await seededOrganisation(t, { purchasedLeft: 10 });
    const plates = ["FAIR01", "FAIR02", "FAIR03", "FAIR04", "FAIR05", "FAIR06", "FAIR07", "FAIR08"];
    const lotId = (await admin.post("/api/lots", { text: plates.join("\n") })).json.id as string;
    const lotRequests = () => t.db.select().from(reportRequests).where(eq(reportRequests.lotId, lotId));
    await expect
      .poll(async () => (await lotRequests()).filter((r) => r.startedAt !== null).length, {
        timeout: 30_000,
        interval: 50,
      })
      .toBeGreaterThan(0);

    const buyer = await seededClient(t);
    expect((await buyer.post("/api/reports", { plate: "BBCL10" })).status).toBe(201);
    const [single] = await t.db.select().from(reportRequests).where(eq(reportRequests.userId, buyer.id));
    expect(single?.turn).toBe(0);
    const asked = single?.queuedAt as Date;
    const started = single?.startedAt as Date;
    // The lot's rows that started after the buyer asked and before the buyer's report: one at most.
    const between = (await lotRequests()).filter(
      (r) => r.startedAt !== null && r.startedAt > asked && r.startedAt < started,
    );
    expect(between.length).toBeLessThanOrEqual(1);
    const lot = await finishedLot(admin, lotId);
    expect(lot.counts.done).toBe(8);
    // The lot's rows took turns after each other.
    expect((await lotRequests()).map((r) => r.turn).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await balanceOf(t, organisation.id)).toBe(2);
  }, 60_000);

  it("a member's own single report asked mid-lot goes before the lot's next rows too", async () => {
    const { admin, members } = await seededOrganisation(t, { purchasedLeft: 10, members: ["vendedor"] });
    const [seller] = members;
    if (!seller) throw new Error("no seller");
    const plates = ["OWNL01", "OWNL02", "OWNL03", "OWNL04", "OWNL05", "OWNL06"];
    const lotId = (await admin.post("/api/lots", { text: plates.join("\n") })).json.id as string;
    const lotRequests = () => t.db.select().from(reportRequests).where(eq(reportRequests.lotId, lotId));
    await expect
      .poll(async () => (await lotRequests()).filter((r) => r.startedAt !== null).length, {
        timeout: 30_000,
        interval: 50,
      })
      .toBeGreaterThan(0);
    expect((await seller.post("/api/reports", { plate: "BBCL10" })).status).toBe(201);
    const [single] = await t.db.select().from(reportRequests).where(eq(reportRequests.userId, seller.id));
    expect(single?.turn).toBe(0);
    const between = (await lotRequests()).filter(
      (r) =>
        r.startedAt !== null &&
        r.startedAt > (single?.queuedAt as Date) &&
        r.startedAt < (single?.startedAt as Date),
    );
    expect(between.length).toBeLessThanOrEqual(1);
    await finishedLot(admin, lotId);
  }, 60_000);

  it(`an organisation runs at most two lots at once: '${TOO_MANY_LOTS_MESSAGE}'`, async () => {
    const { admin } = await seededOrganisation(t, { purchasedLeft: 30 });
    const lotOf = (prefix: string) =>
      admin.post("/api/lots", { text: Array.from({ length: 5 }, (_, i) => `${prefix}0${i}`).join("\n") });
    const first = await lotOf("LOTA");
    const second = await lotOf("LOTB");
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await lotOf("LOTC")).toMatchObject({ status: 429, json: { error: TOO_MANY_LOTS_MESSAGE } });
    await finishedLot(admin, first.json.id);
    await finishedLot(admin, second.json.id);
    expect((await lotOf("LOTD")).status).toBe(201);
  }, 60_000);
});

describe("a lot survives a restart of the server", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it("stopped mid-lot, the next start finishes it; nothing is made or spent twice", async () => {
    const first = await createTestApp({ database, provider: slowDemo(300), env: { REPORT_WORKERS: "1" } });
    const { organisation, admin } = await seededOrganisation(first, { purchasedLeft: 6 });
    const plates = ["BBCL10", "RTVE20", "ZZZZ99", "MULT30", "TAGD40", "SOAP50"];
    const lotId = (await admin.post("/api/lots", { text: plates.join(" ") })).json.id as string;
    await expect
      .poll(async () => (await admin.get(`/api/lots/${lotId}`)).json.counts.done, {
        timeout: 30_000,
        interval: 50,
      })
      .toBeGreaterThanOrEqual(2);
    await first.close();
    const before = await database.db.select().from(reportRequests).where(eq(reportRequests.lotId, lotId));
    expect(before.some((r) => r.status === "queued" || r.status === "running")).toBe(true);

    const second = await createTestApp({ database });
    try {
      const again = client(second.app);
      for (const [name, value] of admin.cookies) again.cookies.set(name, value);
      const lot = await finishedLot(again, lotId);
      expect(lot.counts).toEqual({ queued: 0, running: 0, done: 5, noData: 1, failed: 0 });
      expect(lot.creditsSpent).toBe(5);
      const made = await second.db.select().from(vehicleReports).where(eq(vehicleReports.lotId, lotId));
      expect(made.map((r) => r.plate).sort()).toEqual(["BBCL10", "MULT30", "RTVE20", "SOAP50", "TAGD40"]);
      const spent = await spentBy(second, organisation.id);
      expect(spent.map((s) => s.key).sort()).toEqual(made.map((r) => `report:${r.id}`).sort());
      expect(await balanceOf(second, organisation.id)).toBe(1);
    } finally {
      await second.close();
    }
  }, 90_000);
});

describe("the preview's time follows the provider's plan", () => {
  // Up to 8 calls a report (5 by plate, 3 by vehicle): 5 calls per 10 s is 16 s a report.
  it.each([
    [5, 10, 10, 160, "Unos 3 min"],
    [20, 10, 10, 40, "Menos de 1 min"],
    [5, 60, 50, 4800, "Alrededor de 1 h 20 min"],
  ])(
    "%i calls per %i s, %i plates: %i s, '%s'",
    async (limit, windowS, plates, seconds, text) => {
      const boostr = await startFakeBoostr();
      const t = await createTestApp({
        env: {
          BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
          BOOSTR_API_URL: boostr.url,
          BOOSTR_RATE_LIMIT: String(limit),
          BOOSTR_RATE_WINDOW_S: String(windowS),
        },
      });
      try {
        const { admin } = await seededOrganisation(t, { purchasedLeft: plates });
        const pasted = Array.from({ length: plates }, (_, i) => `PLAN${String(i).padStart(2, "0")}`).join(
          "\n",
        );
        const preview = await admin.post("/api/lots/preview", { text: pasted });
        expect(preview.json).toMatchObject({ plates, estimatedSeconds: seconds, estimatedText: text });
      } finally {
        await t.close();
        await boostr.close();
      }
    },
    60_000,
  );
});

describe("a lot the provider cannot finish", () => {
  let boostr: FakeBoostr;
  let t: TestApp;
  beforeAll(async () => {
    boostr = await startFakeBoostr({ latencyMs: 100 });
    t = await createTestApp({
      env: {
        BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
        BOOSTR_API_URL: boostr.url,
        BOOSTR_RATE_LIMIT: "1000",
        BOOSTR_RATE_WINDOW_S: "1",
        REPORT_WORKERS: "1",
        REPORT_SOURCE_TIMEOUT_MS: "2000",
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await boostr?.close().catch(() => {});
  });

  it("ends with what it has when the provider stops answering, the unspent credits back", async () => {
    const { organisation, admin } = await seededOrganisation(t, { purchasedLeft: 10 });
    const plates = ["DOWN01", "DOWN02", "DOWN03", "DOWN04", "DOWN05", "DOWN06", "DOWN07", "DOWN08"];
    const lotId = (await admin.post("/api/lots", { text: plates.join("\n") })).json.id as string;
    await expect
      .poll(async () => (await admin.get(`/api/lots/${lotId}`)).json.counts.done, {
        timeout: 30_000,
        interval: 50,
      })
      .toBeGreaterThanOrEqual(1);
    await boostr.close();

    const lot = await finishedLot(admin, lotId, 75_000);
    const { done, failed } = lot.counts;
    expect(done).toBeGreaterThanOrEqual(1);
    expect(done + failed).toBe(8);
    expect(lot.creditsReturned).toBe(failed);
    // The breaker opened: the rows still waiting were ended at once, not left holding credits.
    const ended = lot.rows.filter((r) => r.message === LOT_PROVIDER_DOWN_MESSAGE);
    expect(ended.length).toBeGreaterThan(0);
    expect(await balanceOf(t, organisation.id)).toBe(10 - done);
    expect(await spentBy(t, organisation.id)).toHaveLength(done);
    const active = await t.db
      .select()
      .from(reportRequests)
      .where(
        and(
          isNotNull(reportRequests.lotId),
          eq(reportRequests.accountId, organisation.id),
          inArray(reportRequests.status, ["queued", "running"]),
        ),
      );
    expect(active).toEqual([]);
  }, 120_000);
});

describe("a hostile lot file through the real route (issue 39)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("refuses a bomb after the central directory in Spanish, and the next upload is read", async () => {
    const { admin } = await seededOrganisation(t, { purchasedLeft: 10 });
    const bomb = afterCentralDirectory(
      localEntry("xl/media/image1.png", Buffer.alloc(24 * 1024 * 1024, 0x20)),
    );
    expect(bomb.length).toBeLessThan(100 * 1024);
    const refused = await send(
      t.app,
      admin,
      "/api/lots/preview",
      fileForm("remate.xlsx", new Uint8Array(bomb)),
    );
    expect(refused).toEqual({ status: 400, json: { error: LOT_FILE_TOO_MUCH_INFLATED_MESSAGE } });
    // The instance keeps serving: the same dealer's next file is read through the same route.
    const lot = zipOf(...smallLotEntries(), centralEntry("a"), endOfCentralDirectory());
    const preview = await send(t.app, admin, "/api/lots/preview", fileForm("lote.xlsx", new Uint8Array(lot)));
    expect(preview).toMatchObject({
      status: 200,
      json: { plates: 1, items: [{ plate: "ABCD12", rows: [2] }] },
    });
  });
});
