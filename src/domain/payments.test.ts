import { describe, expect, it } from "vitest";
import { type CheckoutRecord, isUnfinishedCheckout, paymentBadge, stateFromGateway } from "./payments";

describe("stateFromGateway", () => {
  it.each([
    ["approved", "aprobado"],
    ["pending", "pendiente"],
    ["in_process", "pendiente"],
    ["authorized", "pendiente"],
    ["rejected", "rechazado"],
    ["cancelled", "fallido"],
    ["refunded", "reembolsado"],
    ["charged_back", "reembolsado"],
    ["something_new", "pendiente"],
  ])("%s -> %s", (status, state) => {
    expect(stateFromGateway(status)).toBe(state);
  });
});

describe("paymentBadge", () => {
  it.each([
    ["pendiente", "Pendiente", "yellow", ["Completar pago"]],
    // A pack is reports to spend, not a report to open: its receipt, and no 'Ver Reporte' (issue 40).
    ["aprobado", "Aprobado", "green", ["Descargar comprobante"]],
    ["rechazado", "Rechazado", "red", ["Reintentar pago"]],
    ["fallido", "Fallido", "grey", []],
    ["reembolsado", "Reembolsado", "grey", []],
    ["???", "Pendiente", "yellow", ["Completar pago"]],
    ["toString", "Pendiente", "yellow", ["Completar pago"]],
  ])("%s -> %s %s %j", (state, label, tone, actions) => {
    expect(paymentBadge(state)).toEqual({ label, tone, actions });
  });

  it("an unfinished checkout is grey, offers nothing to do and says nothing was charged", () => {
    expect(paymentBadge("sin_completar")).toEqual({
      label: "Sin completar",
      tone: "grey",
      actions: [],
      note: "No se llegó a pagar en Mercado Pago, así que no hubo cobro.",
    });
  });
});

describe("isUnfinishedCheckout", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const record = (over: Partial<CheckoutRecord> = {}): CheckoutRecord => ({
    status: "pendiente",
    packId: "plus",
    gatewayReported: false,
    createdAt: hoursAgo(1),
    ...over,
  });
  const approvedPlusNow = record({ status: "aprobado", gatewayReported: true, createdAt: hoursAgo(0.5) });

  it.each([
    ["a fresh checkout can still be paid", record(), [], false],
    ["a checkout left 23 h 59 min ago can still be paid", record({ createdAt: hoursAgo(23.99) }), [], false],
    ["a checkout left a day ago is unfinished", record({ createdAt: hoursAgo(24) }), [], true],
    ["a checkout left a month ago is unfinished", record({ createdAt: hoursAgo(24 * 30) }), [], true],
    [
      "a payment the gateway reported pending a month ago is still pending",
      record({ gatewayReported: true, createdAt: hoursAgo(24 * 30) }),
      [],
      false,
    ],
    ["a fresh checkout, the same pack bought after it", record(), [approvedPlusNow], true],
    ["a fresh checkout, another pack bought after it", record({ packId: "max" }), [approvedPlusNow], false],
    [
      "a fresh checkout, the same pack bought before it",
      record({ createdAt: hoursAgo(0.2) }),
      [approvedPlusNow],
      false,
    ],
    [
      "a fresh checkout, the same pack paid later but still pending",
      record(),
      [{ ...approvedPlusNow, status: "pendiente" }],
      false,
    ],
    ["an old approved purchase", record({ status: "aprobado", createdAt: hoursAgo(48) }), [], false],
    ["an old rejected payment", record({ status: "rechazado", createdAt: hoursAgo(48) }), [], false],
    ["an old failed checkout", record({ status: "fallido", createdAt: hoursAgo(48) }), [], false],
  ])("%s", (_, checkout, others, expected) => {
    expect(isUnfinishedCheckout(checkout, others, now)).toBe(expected);
  });
});
