import { describe, expect, it } from "vitest";
import type { TPayment } from "#domain/contract/payments";
import { gatewayPaymentId, gatewayStatusLabel, returnedPurchase } from "./gateway-return";

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

describe("the purchase the buyer is back from", () => {
  const purchase = (id: string, paymentId: string | null): TPayment => ({
    id,
    concept: "Pack Flota 10 (10 informes)",
    packId: "flota-10",
    reports: 10,
    amount: 37900,
    currency: "CLP",
    provider: "simulado",
    status: "aprobado",
    paymentId,
    cardType: null,
    redirectUrl: null,
    createdAt: "2026-12-05T17:32:00.000Z",
    organisation: null,
  });
  const mine = [purchase("tx-1", "111"), purchase("tx-2", null), purchase("tx-3", "333")];

  it.each<[string, { externalReference: string | null; paymentId: string | null }, string | null]>([
    ["by our transaction id", { externalReference: "tx-2", paymentId: null }, "tx-2"],
    [
      "by the gateway's payment id, before the reference",
      { externalReference: null, paymentId: "333" },
      "tx-3",
    ],
    [
      "the reference wins over another purchase's payment id",
      { externalReference: "tx-2", paymentId: "111" },
      "tx-2",
    ],
    ["a purchase not among the reader's", { externalReference: "tx-9", paymentId: "999" }, null],
    // Mercado Pago writes 'null' for what it does not have; a purchase not yet paid has no payment id.
    ["'null' is no payment id", { externalReference: null, paymentId: "null" }, null],
    ["nothing in the address", { externalReference: null, paymentId: null }, null],
    ["blanks are nothing", { externalReference: " ", paymentId: " " }, null],
  ])("%s", (_, params, expected) => {
    expect(returnedPurchase(mine, params)?.id ?? null).toBe(expected);
  });
});
