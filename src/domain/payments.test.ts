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
    ["pendiente", "yellow", ["Completar Pago"]],
    ["aprobado", "green", ["Ver Reporte", "Descargar"]],
    ["rechazado", "red", ["Reintentar Pago"]],
    ["fallido", "grey", []],
    ["reembolsado", "grey", []],
    ["???", "yellow", ["Completar Pago"]],
  ])("%s -> %s %j", (state, tone, actions) => {
    expect(paymentBadge(state)).toMatchObject({ tone, actions });
  });
});
