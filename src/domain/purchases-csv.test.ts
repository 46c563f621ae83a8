import { describe, expect, it } from "vitest";
import {
  type ExportedPurchase,
  PURCHASE_CSV_HEADERS,
  purchaseCsvFileName,
  purchaseCsvValues,
  RANGE_DATE_MESSAGE,
  RANGE_ORDER_MESSAGE,
  ZPurchaseRange,
} from "./purchases-csv";

const fleet: ExportedPurchase = {
  // 02:30 UTC on the 1st is still the 30th of November in Santiago (UTC-3 in summer).
  paidAt: new Date("2026-12-01T02:30:00Z"),
  transactionId: "6f1c2d3e-0000-4000-8000-000000000001",
  paymentId: "1234567890",
  concept: "Pack Flota 10 (10 informes)",
  reports: 10,
  amount: 62830,
  status: "aprobado",
  invoice: {
    legalName: "Automotora Los Andes SpA",
    rut: "76.123.456-0",
    businessActivity: "Compraventa de vehículos",
    address: "Av. Apoquindo 4500, of. 12",
    comuna: "Las Condes",
    billingEmail: "facturas@losandes.cl",
  },
};

describe("purchaseCsvValues", () => {
  it("a fleet pack: the Santiago day, a bare amount, a factura with the data it was bought with", () => {
    expect(purchaseCsvValues(fleet)).toEqual([
      "30-11-2026",
      fleet.transactionId,
      "1234567890",
      "Pack Flota 10 (10 informes)",
      "10",
      "62830",
      "Aprobado",
      "Factura",
      "Automotora Los Andes SpA",
      "76.123.456-0",
      "Compraventa de vehículos",
      "Av. Apoquindo 4500, of. 12",
      "Las Condes",
      "facturas@losandes.cl",
    ]);
  });

  it("a person's pack, refunded: a boleta, its factura columns empty", () => {
    const values = purchaseCsvValues({
      ...fleet,
      paidAt: new Date("2026-11-15T15:00:00Z"),
      concept: "Pack Plus (3 informes)",
      status: "reembolsado",
      paymentId: null,
      invoice: null,
    });
    expect(values.slice(0, 8)).toEqual([
      "15-11-2026",
      fleet.transactionId,
      "",
      "Pack Plus (3 informes)",
      "10",
      "62830",
      "Reembolsado",
      "Boleta",
    ]);
    expect(values.slice(8)).toEqual(["", "", "", "", "", ""]);
  });

  it("has one cell per header", () => {
    expect(purchaseCsvValues(fleet)).toHaveLength(PURCHASE_CSV_HEADERS.length);
  });
});

describe("ZPurchaseRange", () => {
  it.each([
    [{ desde: "2026-11-01", hasta: "2026-11-30" }, null],
    [{ desde: "2026-11-30", hasta: "2026-11-30" }, null],
    [{ desde: "2026-11-30", hasta: "2026-11-01" }, RANGE_ORDER_MESSAGE],
    [{ desde: "2026-02-30", hasta: "2026-03-01" }, RANGE_DATE_MESSAGE],
    [{ desde: "01-11-2026", hasta: "2026-11-30" }, RANGE_DATE_MESSAGE],
    [{ desde: "2026-11-01" }, RANGE_DATE_MESSAGE],
    [{ desde: `2026-11-01${"9".repeat(10_000)}`, hasta: "2026-11-30" }, RANGE_DATE_MESSAGE],
  ])("%j: %s", (query, message) => {
    const parsed = ZPurchaseRange.safeParse(query);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});

it("names the file after its range", () => {
  expect(purchaseCsvFileName({ desde: "2026-11-01", hasta: "2026-11-30" })).toBe(
    "compras-2026-11-01-a-2026-11-30.csv",
  );
});
