import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Inspection, Lookup, PlateFines, TagDebts, TrafficFines, TrafficTicket } from "./model";
import {
  ACCESS_CODE_NOT_FOUND_MESSAGE,
  CODE_COPIED_MESSAGE,
  combinedFinesCount,
  FINES_DETAIL_PENDING_TEXT,
  finesPanel,
  GENERATION_ERROR_MESSAGE,
  gasesRow,
  INVALID_SESSION_MESSAGE,
  inspectionExpiry,
  inspectionStatus,
  isApprovedStatus,
  isInspectionValid,
  isSoapValid,
  knownTicketsTotal,
  LINK_COPIED_MESSAGE,
  LINK_COPY_FAILED_MESSAGE,
  myReportsBadge,
  NO_ALERTS_TEXT,
  NO_VEHICLE_DATA_MESSAGE,
  plateServiceText,
  REPORT_BADGE_BANDS,
  REPORT_DISCLAIMER,
  REPORT_EMPTY_MESSAGE,
  REPORT_LOAD_ERROR_MESSAGE,
  REPORT_NOT_SAVED_MESSAGE,
  REQUEST_ERROR_MESSAGE,
  reportSearchErrorMessage,
  saveReportErrorMessage,
  scoreColor,
  soapDaysLeft,
  TRIAL_CONSUME_ERROR_MESSAGE,
  tagPanel,
  unansweredText,
  vehicleAge,
} from "./texts";

const TODAY = "2025-08-31";

const inspection = (over: Partial<Inspection> = {}): Inspection => ({
  date: "2024-09-01",
  status: "Aprobada",
  certificate: "B-123",
  kilometers: 98_000,
  dueDate: "2025-09-30",
  plant: null,
  gasesStatus: "Aprobada",
  gasesDueDate: null,
  history: [],
  ...over,
});

const found = <T>(data: T): Lookup<T> => ({ status: "found", data });
const notFound: Lookup<never> = { status: "not_found" };
const unavailable: Lookup<never> = { status: "unavailable", reason: "timeout" };

// The words beside the number no longer follow the score (verdict.ts, decision 100); its colour bands
// and My reports' badges still do.
describe("score bands", () => {
  it.each([
    [100, "green", "high"],
    [80, "green", "high"],
    [79, "yellow", "medium"],
    [60, "yellow", "medium"],
    [59, "yellow", "low"],
    [50, "yellow", "low"],
    [49, "red", "low"],
    [0, "red", "low"],
  ])("%d -> %s / %s", (score, color, badge) => {
    expect(scoreColor(score)).toBe(color);
    expect(myReportsBadge(score)).toBe(badge);
  });

  it.each(Object.entries(REPORT_BADGE_BANDS))("the %s band's ends have its badge", (badge, band) => {
    expect([myReportsBadge(band.min), myReportsBadge(band.max)]).toEqual([badge, badge]);
  });
});

describe("technical inspection", () => {
  it.each([
    ["due later, status given", found(inspection({ status: "APROBADA" })), 2015, "APROBADA"],
    ["due later, no status", found(inspection({ status: null })), 2015, "Aprobada"],
    ["due later, blank status", found(inspection({ status: "  " })), 2015, "Aprobada"],
    ["due today", found(inspection({ dueDate: TODAY })), 2015, "Aprobada"],
    ["due yesterday", found(inspection({ dueDate: "2025-08-30" })), 2015, "Vencida"],
    ["rejected but still within date", found(inspection({ status: "Rechazada" })), 2015, "Rechazada"],
    ["no due date, 3 years old", found(inspection({ dueDate: null })), 2022, "No requiere RT"],
    ["no due date, 4 years old", found(inspection({ dueDate: null })), 2021, "No disponible"],
    ["unreadable due date, 10 years old", found(inspection({ dueDate: "pronto" })), 2015, "No disponible"],
    ["nothing on record, new", notFound, 2024, "No requiere RT"],
    ["nothing on record, next year's model", notFound, 2026, "No requiere RT"],
    ["nothing on record, old", notFound, 2010, "No disponible"],
    ["lookup failed, unknown year", unavailable, null, "No disponible"],
  ])("%s -> %s", (_case, lookup, vehicleYear, expected) => {
    expect(inspectionStatus({ inspection: lookup, vehicleYear, today: TODAY })).toBe(expected);
  });

  it.each([
    ["2025-08-30", "Vencida hace 1 día"],
    ["2025-06-01", "Vencida hace 91 días"],
    [TODAY, "0 días restantes"],
    ["2025-09-01", "1 día restante"],
    ["2025-09-30", "30 días restantes"],
    ["2025-10-01", null],
    [null, null],
    ["??", null],
  ])("inspectionExpiry(%j) = %j", (due, expected) => {
    expect(inspectionExpiry(due, TODAY)).toBe(expected);
  });

  it.each([
    ["Aprobada", "2025-09-30", true],
    ["APROBADO", TODAY, true],
    [" aprobada ", "2026-01-01", true],
    ["Aprobada", "2025-08-30", false],
    ["Rechazada", "2025-09-30", false],
    [null, "2025-09-30", false],
    ["Aprobada", null, false],
    ["Aprobada con observaciones", "2025-09-30", false],
  ])("isInspectionValid(%j, %j) = %s", (status, dueDate, expected) => {
    expect(isInspectionValid({ status, dueDate }, TODAY)).toBe(expected);
  });

  it.each([
    ["Aprobada", { text: "Aprobada", tone: "green" }],
    ["APROBADA", { text: "APROBADA", tone: "green" }],
    ["Rechazada", { text: "Rechazada", tone: "red" }],
    ["Pendiente", { text: "Pendiente", tone: "red" }],
    ["No disponible", null],
    ["", null],
    [null, null],
  ])("gasesRow(%j)", (status, expected) => {
    expect(gasesRow(status)).toEqual(expected);
  });

  it.each([
    [2020, 5],
    [2026, -1],
    [null, null],
    [Number.NaN, null],
  ])("vehicleAge(%j) = %j", (year, age) => {
    expect(vehicleAge(year, TODAY)).toBe(age);
  });
});

describe("SOAP", () => {
  it.each([
    ["2026-03-31", true, 212],
    ["2025-09-01", true, 1],
    [TODAY, true, null],
    ["2025-08-30", false, null],
    [null, false, null],
    ["31-03-2026", false, null],
  ])("to %j: valid %s, days left %j", (to, valid, days) => {
    expect(isSoapValid(to, TODAY)).toBe(valid);
    expect(soapDaysLeft(to, TODAY)).toBe(days);
  });
});

const ticket = (amount: number | null, reason = "Exceso de velocidad"): TrafficTicket => ({
  court: "1° JPL Santiago",
  rol: null,
  reason,
  commune: "Santiago",
  amount,
});
const plate = (hasFines: boolean, finesCount: number): Lookup<PlateFines> =>
  found({ hasFines, finesCount, message: null });
/** The ticket lookup: its tickets, or null when it did not answer. */
const ticketLookup = (tickets: TrafficTicket[] | null): Lookup<TrafficFines> =>
  tickets === null ? unavailable : found({ tickets });

describe("unansweredText", () => {
  it.each([
    ["outside the plan", { status: "unavailable", reason: "service not in plan" }, "No incluido en el plan"],
    ["not configured", { status: "unavailable", reason: "not configured" }, "No consultado"],
    ["older than the source", { status: "unavailable", reason: "not asked" }, "No consultado"],
    ["failed", { status: "unavailable", reason: "timeout" }, "No disponible"],
    [
      "answered without what it needs",
      { status: "unavailable", reason: "unexpected answer" },
      "No disponible: respuesta inesperada",
    ],
    ["answered", { status: "not_found" }, "No disponible"],
  ] as const)("%s -> %s", (_case, lookup, text) => {
    expect(unansweredText(lookup as Lookup<unknown>)).toBe(text);
  });
});

describe("fines panel", () => {
  it.each([
    // The ticket lookup answered: its "none" is an answer, whatever the plate service did.
    ["plate service failed, no tickets", unavailable, [], { state: "none", text: "Sin multas" }],
    // Neither answered: never 'Consultando...' for ever, never 'Sin multas'.
    ["both failed", unavailable, null, { state: "unavailable", text: "No disponible" }],
    ["no fines", plate(false, 0), [], { state: "none", text: "Sin multas" }],
    ["nothing on record, ticket lookup failed", notFound, null, { state: "none", text: "Sin multas" }],
  ])("%s", (_case, plateFines, tickets, expected) => {
    expect(finesPanel({ plateFines, trafficFines: ticketLookup(tickets) })).toEqual(expected);
  });

  it.each([
    ["not configured", { status: "unavailable", reason: "not configured" }, "No consultado"],
    ["failed", { status: "unavailable", reason: "timeout" }, "No disponible"],
    ["nothing on record", { status: "not_found" }, "Sin multas"],
    ["no fines", plate(false, 0), "Sin multas"],
    ["two fines", plate(true, 2), "2 multas"],
    ["fines without a count", plate(true, 0), "1 multa"],
  ] as const)("the plate service's own row: %s", (_case, lookup, text) => {
    expect(plateServiceText(lookup as Lookup<PlateFines>)).toBe(text);
  });

  it.each([
    // [case, plate service, tickets, text, listed amounts, unlisted, partial total text, detail pending]
    ["one fine, no details", plate(true, 1), [], "1 multa", [], 0, null, FINES_DETAIL_PENDING_TEXT],
    ["count without details", plate(true, 3), null, "3 multas", [], 0, null, FINES_DETAIL_PENDING_TEXT],
    ["has fines, zero count", plate(true, 0), [], "1 multa", [], 0, null, FINES_DETAIL_PENDING_TEXT],
    [
      "four tickets, first three listed",
      plate(true, 4),
      [ticket(1_500_000), ticket(null), ticket(35_000), ticket(99)],
      "4 multas",
      ["$1.500.000", null, "$35.000"],
      1,
      "$1.535.000",
      null,
    ],
    [
      "tickets without amounts",
      plate(true, 2),
      [ticket(null), ticket(null)],
      "2 multas",
      [null, null],
      0,
      null,
      null,
    ],
    [
      "tickets beat a lower count",
      plate(true, 1),
      [ticket(10), ticket(20)],
      "2 multas",
      ["$10", "$20"],
      0,
      "$30",
      null,
    ],
    [
      "tickets contradict 'no fines'",
      plate(false, 0),
      [ticket(5_000)],
      "1 multa",
      ["$5.000"],
      0,
      "$5.000",
      null,
    ],
    [
      "tickets while the plate service failed",
      unavailable,
      [ticket(5_000)],
      "1 multa",
      ["$5.000"],
      0,
      "$5.000",
      null,
    ],
  ])("%s", (_case, plateFines, tickets, text, amounts, unlisted, partialText, pending) => {
    const panel = finesPanel({ plateFines, trafficFines: ticketLookup(tickets) });
    expect(panel).toMatchObject({
      state: "fines",
      text,
      unlistedCount: unlisted,
      partialTotalText: partialText,
      detailPendingText: pending,
    });
    if (panel.state === "fines") expect(panel.tickets.map((t) => t.amountText)).toEqual(amounts);
  });

  it.each([
    [plate(true, 5), [ticket(1)], 5],
    [plate(true, 0), [], 1],
    [plate(false, 7), [], 0],
    [unavailable, [ticket(1), ticket(2)], 2],
    [notFound, [], 0],
  ])("combinedFinesCount(%j, %j) = %d", (plateFines, tickets, expected) => {
    expect(combinedFinesCount(plateFines, tickets)).toBe(expected);
  });
});

describe("tag panel", () => {
  const debts = (...amounts: number[]): Lookup<TagDebts> =>
    found({
      rut: "12076432-2",
      debts: amounts.map((amount) => ({ company: "Autopista Central", amount, location: null, date: null })),
    });

  it.each([
    [debts(10_000, 4_320), "debts", "2 deudas por $14.320"],
    [debts(2_990), "debts", "1 deuda por $2.990"],
    [debts(), "none", "Sin deudas"],
    [notFound, "none", "Sin deudas"],
    [unavailable, "unavailable", "Información no disponible"],
  ])("%j -> %s %s", (tag, state, text) => {
    expect(tagPanel(tag)).toMatchObject({ state, text });
  });

  it("carries count and total for the card", () => {
    expect(tagPanel(debts(10_000, 4_320))).toMatchObject({ count: 2, total: 14_320 });
  });
});

describe("spec texts", () => {
  it.each([
    [NO_ALERTS_TEXT, "Vehículo en excelente estado, sin observaciones"],
    [NO_VEHICLE_DATA_MESSAGE, "No se encontraron datos para esta patente"],
    [ACCESS_CODE_NOT_FOUND_MESSAGE, "No se encontró un reporte con ese código de acceso"],
    [reportSearchErrorMessage("timeout"), "Error al buscar el reporte: timeout"],
    [saveReportErrorMessage("duplicado"), "Error al guardar el reporte: duplicado"],
    [GENERATION_ERROR_MESSAGE, "Error al generar el reporte del vehículo"],
    [INVALID_SESSION_MESSAGE, "Error: Sesión no válida. Por favor, inicia sesión nuevamente."],
    [TRIAL_CONSUME_ERROR_MESSAGE, "Error al consumir la prueba gratuita"],
    [REPORT_NOT_SAVED_MESSAGE, "Error: No se pudo guardar el reporte"],
    [REQUEST_ERROR_MESSAGE, "Error al procesar la solicitud"],
    [REPORT_EMPTY_MESSAGE, "No se encontró el reporte solicitado"],
    [REPORT_LOAD_ERROR_MESSAGE, "Error al cargar el reporte"],
    [LINK_COPIED_MESSAGE, "Enlace copiado"],
    [LINK_COPY_FAILED_MESSAGE, "No se pudo copiar el enlace"],
    [CODE_COPIED_MESSAGE, "Código copiado"],
    // Decision 034: the spec's disclaimer without 'comunitarias'.
    [
      REPORT_DISCLAIMER,
      "Este informe se basa en fuentes públicas y no garantiza que la información esté completa. Verifica los antecedentes con el vendedor y con las autoridades antes de comprar.",
    ],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("edge cases a reader would see", () => {
  it.each([
    ["Aprobada", true],
    [" APROBADO ", true],
    ["aprobadas", false],
    ["No aprobada", false],
    ["Rechazada", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("isApprovedStatus(%j) = %s", (status, expected) => {
    expect(isApprovedStatus(status)).toBe(expected);
  });

  it.each([
    [null, false],
    [undefined, false],
    [{ status: "Aprobada", dueDate: "pronto" }, false],
    [{ status: "Aprobada", dueDate: null }, false],
    [{ status: "Aprobada", dueDate: TODAY }, true],
    [{ status: "Rechazada", dueDate: TODAY }, false],
  ])("isInspectionValid(%j) = %s", (value, expected) => {
    expect(isInspectionValid(value, TODAY)).toBe(expected);
  });

  it.each([
    ["  Aprobado  ", { text: "Aprobado", tone: "green" }],
    ["Rechazado", { text: "Rechazado", tone: "red" }],
    ["   ", null],
    [" no disponible ", null],
    [null, null],
  ])("gasesRow(%j)", (status, expected) => {
    expect(gasesRow(status)).toEqual(expected);
  });

  it.each([
    [2020, "2025-08-31", 5],
    [2020.9, "2025-08-31", 5],
    [2020, "pronto", null],
    [null, "2025-08-31", null],
    [undefined, "2025-08-31", null],
    [Number.NaN, "2025-08-31", null],
  ])("vehicleAge(%j, %s) = %j", (year, today, expected) => {
    expect(vehicleAge(year, today)).toBe(expected);
  });

  it("tickets with an unknown or unreadable amount add nothing to the total", () => {
    const tickets = [ticket(1500), ticket(null), ticket(Number.NaN), ticket(2000)];
    expect(knownTicketsTotal(tickets)).toBe(3500);
    const panel = finesPanel({ plateFines: notFound, trafficFines: ticketLookup(tickets) });
    expect(panel).toMatchObject({
      state: "fines",
      text: "4 multas",
      partialTotal: 1500,
      partialTotalText: "$1.500",
      unlistedCount: 1,
      detailPendingText: null,
    });
    expect(panel.state === "fines" && panel.tickets.map((t) => t.amountText)).toEqual(["$1.500", null, null]);
  });

  it("says the detail is pending when only the plate service knows of fines", () => {
    expect(finesPanel({ plateFines: plate(true, 2), trafficFines: ticketLookup([]) })).toMatchObject({
      state: "fines",
      text: "2 multas",
      tickets: [],
      partialTotal: null,
      partialTotalText: null,
      detailPendingText: "El detalle de las multas estará disponible pronto",
    });
  });

  it("lists each toll debt on the card", () => {
    const debt = { company: "Autopista Central", amount: 2_990, location: "Pórtico 5", date: "2025-08-01" };
    expect(tagPanel(found({ rut: "12076432-2", debts: [debt] }))).toEqual({
      state: "debts",
      text: "1 deuda por $2.990",
      count: 1,
      total: 2_990,
      debts: [debt],
    });
  });
});

describe("properties", () => {
  it("bands are monotonic: a higher score never gets a worse band", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        fc.pre(a <= b);
        expect(["low", "medium", "high"].indexOf(myReportsBadge(a))).toBeLessThanOrEqual(
          ["low", "medium", "high"].indexOf(myReportsBadge(b)),
        );
        expect(["red", "yellow", "green"].indexOf(scoreColor(a))).toBeLessThanOrEqual(
          ["red", "yellow", "green"].indexOf(scoreColor(b)),
        );
      }),
    );
  });

  it("the fines panel never lists more than three tickets and its partial total adds up", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }), { maxLength: 8 }),
        fc.nat(10),
        (amounts, count) => {
          const tickets = amounts.map((a) => ticket(a));
          const panel = finesPanel({
            plateFines: plate(count > 0, count),
            trafficFines: ticketLookup(tickets),
          });
          if (panel.state !== "fines") {
            expect(tickets).toHaveLength(0);
            return;
          }
          expect(panel.tickets.length).toBe(Math.min(3, tickets.length));
          expect(panel.count).toBe(Math.max(count, tickets.length));
          const known = amounts.slice(0, 3).filter((a): a is number => a !== null);
          expect(panel.partialTotal).toBe(known.length ? known.reduce((x, y) => x + y, 0) : null);
        },
      ),
    );
  });
});
