import { describe, expect, it } from "vitest";
import { type InvoiceData, invoiceOf } from "./invoice";

const organisation: InvoiceData = {
  legalName: "Automotora Los Andes SpA",
  rut: "76123456-0",
  businessActivity: "Compraventa de vehículos",
  address: "Av. Apoquindo 4500",
  comuna: "Las Condes",
  billingEmail: "facturas@losandes.cl",
};

describe("invoiceOf", () => {
  it.each([
    ["76123456-0", "76.123.456-0"],
    ["76.123.456-0", "76.123.456-0"],
    ["9876543-K", "9.876.543-K"],
    // Never lose what was stored, even if it cannot be read as a RUT.
    ["sin rut", "sin rut"],
  ])("stores the RUT %s as %s", (rut, shown) => {
    expect(invoiceOf({ ...organisation, rut }).rut).toBe(shown);
  });

  it("copies exactly the factura's fields, nothing else of the organisation", () => {
    const row = { ...organisation, id: "org-1", displayName: "Los Andes", updatedAt: new Date() };
    expect(invoiceOf(row)).toEqual({ ...organisation, rut: "76.123.456-0" });
  });
});
