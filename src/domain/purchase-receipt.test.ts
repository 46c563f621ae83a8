import { describe, expect, it } from "vitest";
import {
  NOT_A_TAX_DOCUMENT,
  paymentMethod,
  presentReceipt,
  type ReceiptPurchase,
  type ReceiptRow,
} from "./purchase-receipt";

const INVOICE = {
  legalName: "Automotora Los Andes SpA",
  rut: "76.123.456-0",
  businessActivity: "Compraventa de vehículos motorizados",
  address: "Av. Apoquindo 4500",
  comuna: "Las Condes",
  billingEmail: "facturas@losandes.cl",
};

const plus: ReceiptPurchase = {
  transactionId: "3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e",
  paymentId: "1234567890",
  concept: "Pack Plus (3 informes)",
  reports: 3,
  amount: 12790,
  currency: "CLP",
  provider: "mercadopago",
  paymentType: "credit_card",
  // 14:32 in Santiago (UTC-3 in December).
  paidAt: new Date("2026-12-05T17:32:00Z"),
  buyer: { name: "Valentina Muñoz", email: "valentina@correo.cl" },
  organisation: null,
};

const flota10: ReceiptPurchase = {
  ...plus,
  concept: "Pack Flota 10 (10 informes)",
  reports: 10,
  amount: 37900,
  buyer: { name: "Rodrigo Parra", email: "rodrigo@losandes.cl" },
  organisation: { displayName: "Autos Los Andes", invoice: INVOICE },
};

const value = (rows: ReceiptRow[], label: string) => rows.find((row) => row.label === label)?.value;

describe("a purchase's receipt", () => {
  it("a person's pack: what was bought, for how much, when, how, and the numbers support asks for", () => {
    const receipt = presentReceipt(plus);
    expect(receipt.total).toBe("$12.790 CLP");
    expect(receipt.paid).toBe("Pagado el 05-12-2026 14:32");
    expect(receipt.purchase).toEqual([
      { label: "Pack", value: "Pack Plus (3 informes)" },
      { label: "Informes", value: "3" },
      { label: "Precio por informe", value: "$4.263 CLP" },
      { label: "Medio de pago", value: "Mercado Pago (tarjeta de crédito)" },
      { label: "ID de pago de Mercado Pago", value: "1234567890" },
      { label: "N.º de transacción", value: "3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e" },
    ]);
    expect(receipt.partyTitle).toBe("Comprador");
    expect(receipt.party).toEqual([
      { label: "Nombre", value: "Valentina Muñoz" },
      { label: "Correo", value: "valentina@correo.cl" },
    ]);
    expect(receipt.notes).toEqual(["Se sumaron 3 informes a tu saldo.", NOT_A_TAX_DOCUMENT]);
    expect(receipt.simulated).toBe(false);
    expect(receipt.fileName).toBe("comprobante-patente-clara-3f2a9c1e.pdf");
  });

  it("a fleet pack: the automotora and the factura data it was bought with, and who bought it", () => {
    const receipt = presentReceipt(flota10);
    expect(receipt.partyTitle).toBe("Facturación");
    expect(receipt.party).toEqual([
      { label: "Automotora", value: "Autos Los Andes" },
      { label: "Razón social", value: "Automotora Los Andes SpA" },
      { label: "RUT", value: "76.123.456-0" },
      { label: "Giro", value: "Compraventa de vehículos motorizados" },
      { label: "Dirección", value: "Av. Apoquindo 4500, Las Condes" },
      { label: "Correo de facturación", value: "facturas@losandes.cl" },
      { label: "Comprado por", value: "Rodrigo Parra (rodrigo@losandes.cl)" },
    ]);
    expect(receipt.notes).toEqual([
      "Se sumaron 10 informes al saldo de Autos Los Andes.",
      `${NOT_A_TAX_DOCUMENT} La factura se emite con los datos de facturación de arriba.`,
    ]);
  });

  it.each<[string, ReceiptPurchase, string, string | undefined]>([
    [
      "its price per report is of what was paid",
      { ...plus, reports: 5, amount: 22370 },
      "Precio por informe",
      "$4.474 CLP",
    ],
    ["one report", { ...plus, reports: 1, amount: 6390 }, "Informes", "1"],
    ["no payment id yet", { ...plus, paymentId: null }, "ID de pago de Mercado Pago", "No disponible"],
    [
      "a payment type nobody named",
      { ...plus, paymentType: "crypto_thing" },
      "Medio de pago",
      "Mercado Pago",
    ],
    ["no payment type", { ...plus, paymentType: null }, "Medio de pago", "Mercado Pago"],
    [
      "the simulated gateway",
      { ...plus, provider: "simulado" },
      "Medio de pago",
      "Pasarela simulada (tarjeta de crédito)",
    ],
    // Its id is the simulated gateway's, which Mercado Pago never heard of.
    ["a simulated payment's id", { ...plus, provider: "simulado" }, "ID de pago", "1234567890"],
  ])("%s", (_, purchase, label, expected) => {
    expect(value(presentReceipt(purchase).purchase, label)).toBe(expected);
  });

  it.each<[string, ReceiptPurchase, ReceiptRow[]]>([
    [
      "a person whose account is deleted",
      { ...plus, buyer: null },
      [{ label: "Comprador", value: "Cuenta eliminada" }],
    ],
    [
      "a fleet pack whose buyer's account is deleted",
      { ...flota10, buyer: null, organisation: { displayName: "Autos Los Andes", invoice: null } },
      [
        { label: "Automotora", value: "Autos Los Andes" },
        { label: "Comprado por", value: "Cuenta eliminada" },
      ],
    ],
  ])("%s", (_, purchase, party) => {
    expect(presentReceipt(purchase).party).toEqual(party);
  });

  it("without factura data it promises no factura", () => {
    const receipt = presentReceipt({
      ...flota10,
      organisation: { displayName: "Autos Los Andes", invoice: null },
    });
    expect(receipt.notes.at(-1)).toBe(NOT_A_TAX_DOCUMENT);
  });

  it("an old price stays the price: Max bought at $22.370 before issue 40 cut it to $19.990", () => {
    expect(
      presentReceipt({ ...plus, concept: "Pack Max (5 informes)", reports: 5, amount: 22370 }).total,
    ).toBe("$22.370 CLP");
  });

  it("one report reads in the singular", () => {
    expect(presentReceipt({ ...plus, reports: 1, amount: 6390 }).notes[0]).toBe(
      "Se sumó 1 informe a tu saldo.",
    );
  });

  it("a simulated payment says so", () => {
    expect(presentReceipt({ ...plus, provider: "simulado" }).simulated).toBe(true);
  });

  it.each([
    ["credit_card", "Mercado Pago (tarjeta de crédito)"],
    ["debit_card", "Mercado Pago (tarjeta de débito)"],
    ["prepaid_card", "Mercado Pago (tarjeta de prepago)"],
    ["account_money", "Mercado Pago (dinero en cuenta de Mercado Pago)"],
    ["bank_transfer", "Mercado Pago (transferencia bancaria)"],
    ["ticket", "Mercado Pago (pago en efectivo)"],
    ["atm", "Mercado Pago (cajero automático)"],
    ["constructor", "Mercado Pago"],
  ])("payment type %s: %s", (type, expected) => {
    expect(paymentMethod("mercadopago", type)).toBe(expected);
  });
});
