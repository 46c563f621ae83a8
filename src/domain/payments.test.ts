import { describe, expect, it } from "vitest";
import { paymentBadge, stateFromGateway } from "./payments";

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
    ["pendiente", "Pendiente", "yellow", ["Completar Pago"]],
    ["aprobado", "Aprobado", "green", ["Ver Reporte", "Descargar"]],
    ["rechazado", "Rechazado", "red", ["Reintentar Pago"]],
    ["fallido", "Fallido", "grey", []],
    ["reembolsado", "Reembolsado", "grey", []],
    ["???", "Pendiente", "yellow", ["Completar Pago"]],
  ])("%s -> %s %s %j", (state, label, tone, actions) => {
    expect(paymentBadge(state)).toEqual({ label, tone, actions });
  });
});
