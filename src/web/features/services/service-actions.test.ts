import { describe, expect, it } from "vitest";
import { serviceBySlug } from "./catalogue";
import { serviceActions, type TViewer, viewerOf } from "./service-actions";

const visitor: TViewer = { signedIn: false };
const member = (trialsLeft: number, purchasedLeft = 0): TViewer => ({
  signedIn: true,
  trialsLeft,
  purchasedLeft,
  packs: "personas",
});

const summary = (...args: Parameters<typeof serviceActions>) =>
  serviceActions(...args).map((a) => (a.kind === "link" ? `${a.label} -> ${a.to}` : a.label));

describe("service card buttons on the public pages", () => {
  const automotive = serviceBySlug("automovil");
  const personal = serviceBySlug("personal");

  it("sends a visitor to sign up for the free trial, or to the contact page for personal security", () => {
    expect(summary(automotive, visitor, "public")).toEqual(["Prueba Gratis -> /register"]);
    expect(summary(personal, visitor, "public")).toEqual(["Solicitar Servicio -> /contacto"]);
  });

  it("lets a member with trials use one, and sends a member without trials to the packs", () => {
    expect(summary(automotive, member(3), "public")).toEqual([
      "Usar Prueba Gratis (3 restantes) -> /dashboard/servicios/verificar-automovil",
    ]);
    expect(summary(automotive, member(1), "public")).toEqual([
      "Usar Prueba Gratis (1 restante) -> /dashboard/servicios/verificar-automovil",
    ]);
    expect(summary(automotive, member(0), "public")).toEqual(["Comprar -> /dashboard/servicios/paquetes"]);
    expect(summary(personal, member(0), "public")).toEqual([
      "Solicitar Servicio -> /dashboard/servicios/verificar-personal",
    ]);
  });

  it.each([
    [
      member(0, 1),
      [
        "Verificar vehículo (1 informe) -> /dashboard/servicios/verificar-automovil",
        "Comprar -> /dashboard/servicios/paquetes",
      ],
    ],
    [
      member(0, 4),
      [
        "Verificar vehículo (4 informes) -> /dashboard/servicios/verificar-automovil",
        "Comprar -> /dashboard/servicios/paquetes",
      ],
    ],
    // The trial button already leads to the check screen, which spends a bought report when it must.
    [member(2, 4), ["Usar Prueba Gratis (2 restantes) -> /dashboard/servicios/verificar-automovil"]],
  ])("gives a buyer a way to the check screen: %j", (viewer, expected) => {
    expect(summary(serviceBySlug("automovil"), viewer, "public")).toEqual(expected);
  });

  it("marks real estate and citizen verification as coming soon for everyone", () => {
    for (const slug of ["inmobiliaria", "ciudadana"] as const) {
      for (const viewer of [visitor, member(3)]) {
        expect(summary(serviceBySlug(slug), viewer, "public")).toEqual(["Proximamente"]);
        expect(summary(serviceBySlug(slug), viewer, "dashboard")).toEqual(["Proximamente"]);
      }
    }
  });
});

describe("service card buttons on the dashboard", () => {
  it("offers the packs, plus the trial while some remain", () => {
    const automotive = serviceBySlug("automovil");
    expect(summary(automotive, member(2), "dashboard")).toEqual([
      "Comprar -> /dashboard/servicios/paquetes",
      "Prueba Gratis (2) -> /dashboard/servicios/verificar-automovil",
    ]);
    expect(summary(automotive, member(0), "dashboard")).toEqual(["Comprar -> /dashboard/servicios/paquetes"]);
    expect(summary(automotive, visitor, "dashboard")).toEqual([
      "Comprar -> /dashboard/servicios/paquetes",
      "Prueba Gratis (3) -> /register",
    ]);
  });

  it.each([
    [
      member(0, 1),
      [
        "Comprar -> /dashboard/servicios/paquetes",
        "Verificar vehículo (1 informe) -> /dashboard/servicios/verificar-automovil",
      ],
    ],
    [
      member(0, 10),
      [
        "Comprar -> /dashboard/servicios/paquetes",
        "Verificar vehículo (10 informes) -> /dashboard/servicios/verificar-automovil",
      ],
    ],
    [
      member(1, 10),
      [
        "Comprar -> /dashboard/servicios/paquetes",
        "Prueba Gratis (1) -> /dashboard/servicios/verificar-automovil",
      ],
    ],
  ])("gives a buyer a way to the check screen: %j", (viewer, expected) => {
    expect(summary(serviceBySlug("automovil"), viewer, "dashboard")).toEqual(expected);
  });

  it("opens the personal security form", () => {
    expect(summary(serviceBySlug("personal"), member(0), "dashboard")).toEqual([
      "Solicitar Servicio -> /dashboard/servicios/verificar-personal",
    ]);
  });
});

describe("the balance the cards count", () => {
  // A person with all three free trials and a bought report of their own, in an automotora with 40.
  const credits = { trialsLeft: 3, purchasedLeft: 1 };
  const vendedor = {
    id: "org-1",
    displayName: "Autos del Sur",
    role: "vendedor",
    usesOrganisation: true,
    purchasedLeft: 40,
  } as const;
  const administrador = { ...vendedor, role: "administrador" } as const;

  it.each([
    [
      "a person in no automotora: their own trials",
      null,
      [
        "Comprar -> /dashboard/servicios/paquetes",
        "Prueba Gratis (3) -> /dashboard/servicios/verificar-automovil",
      ],
    ],
    [
      "a member on their own balance: their own trials and packs",
      { ...vendedor, usesOrganisation: false },
      [
        "Comprar -> /dashboard/servicios/paquetes",
        "Prueba Gratis (3) -> /dashboard/servicios/verificar-automovil",
      ],
    ],
    [
      "an administrador on the automotora's balance: its reports, no trials, its fleet packs",
      administrador,
      [
        "Comprar -> /dashboard/servicios/paquetes?tipo=automotoras",
        "Verificar vehículo (40 informes) -> /dashboard/servicios/verificar-automovil",
      ],
    ],
    [
      "an administrador on an empty automotora's balance: its fleet packs",
      { ...administrador, purchasedLeft: 0 },
      ["Comprar -> /dashboard/servicios/paquetes?tipo=automotoras"],
    ],
    [
      "a vendedor on the automotora's balance: its reports, nothing to buy",
      vendedor,
      ["Verificar vehículo (40 informes) -> /dashboard/servicios/verificar-automovil"],
    ],
    [
      "a vendedor on an empty automotora's balance: the check screen, which says who can buy",
      { ...vendedor, purchasedLeft: 0 },
      ["Verificar vehículo -> /dashboard/servicios/verificar-automovil"],
    ],
  ])("%s", (_case, organisation, expected) => {
    const viewer = viewerOf({ credits, organisation });
    expect(summary(serviceBySlug("automovil"), viewer, "dashboard")).toEqual(expected);
  });

  it.each([
    [vendedor, ["Verificar vehículo (40 informes) -> /dashboard/servicios/verificar-automovil"]],
    [{ ...vendedor, purchasedLeft: 0 }, ["Verificar vehículo -> /dashboard/servicios/verificar-automovil"]],
    [
      administrador,
      [
        "Verificar vehículo (40 informes) -> /dashboard/servicios/verificar-automovil",
        "Comprar -> /dashboard/servicios/paquetes?tipo=automotoras",
      ],
    ],
  ])("on the public pages too: %j", (organisation, expected) => {
    const viewer = viewerOf({ credits, organisation });
    expect(summary(serviceBySlug("automovil"), viewer, "public")).toEqual(expected);
  });

  it("counts a visitor as one", () => {
    expect(viewerOf(null)).toEqual({ signedIn: false });
  });
});
