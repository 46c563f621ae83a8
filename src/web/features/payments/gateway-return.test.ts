import { describe, expect, it } from "vitest";
import { gatewayPaymentId, gatewayStatusLabel } from "./gateway-return";

describe("the gateway's status on the return pages", () => {
  it.each([
    ["approved", "Aprobado"],
    ["authorized", "Autorizado"],
    ["pending", "Pendiente"],
    ["in_process", "En proceso"],
    ["in_mediation", "En mediación"],
    ["rejected", "Rechazado"],
    ["cancelled", "Cancelado"],
    ["refunded", "Reembolsado"],
    ["charged_back", "Contracargo"],
    ["APPROVED", "Aprobado"],
    // Mercado Pago's word for a buyer who came back without paying.
    ["null", "Sin información"],
    ["", "Sin información"],
    [null, "Sin información"],
    ["constructor", "Sin información"],
    ["<script>", "Sin información"],
  ])("%j -> %s", (status, expected) => {
    expect(gatewayStatusLabel(status)).toBe(expected);
  });
});

describe("the gateway's payment id on the return pages", () => {
  it.each([
    ["1234567890", "1234567890"],
    [" 42 ", "42"],
    ["null", "No disponible"],
    ["", "No disponible"],
    [null, "No disponible"],
  ])("%j -> %s", (paymentId, expected) => {
    expect(gatewayPaymentId(paymentId)).toBe(expected);
  });
});
