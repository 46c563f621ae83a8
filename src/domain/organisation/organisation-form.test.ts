import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "../forms/issues";
import { ZOrganisationForm } from "./organisation-form";

const valid = {
  legalName: "Automotora Pérez y Cía. Ltda.",
  rut: "76.123.456-0",
  businessActivity: "Compraventa de vehículos motorizados",
  address: "Av. Vicuña Mackenna 1234, local 5",
  comuna: "Ñuñoa",
  billingEmail: "facturas@automotoraperez.cl",
  displayName: "Automotora Pérez",
};

const errors = (input: unknown) => {
  const parsed = ZOrganisationForm.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("organisation form", () => {
  it.each([
    ["a complete form", {}, {}],
    ["a RUT without dots or hyphen", { rut: "761234560" }, {}],
    ["a RUT ending in k, lower case", { rut: "76.000.006-k" }, {}],
    [
      "a wrong check digit",
      { rut: "76.123.456-1" },
      { rut: "El RUT no es válido: revisa el dígito verificador" },
    ],
    ["no RUT", { rut: "" }, { rut: "Por favor ingresa un RUT válido" }],
    ["a RUT that is not one", { rut: "76-123-456" }, { rut: "Por favor ingresa un RUT válido" }],
    ["a RUT as a number", { rut: 761234560 }, { rut: "Por favor ingresa un RUT válido" }],
    ["a blank razón social", { legalName: "   " }, { legalName: "Ingresa la razón social" }],
    ["a razón social of 120", { legalName: "a".repeat(120) }, {}],
    [
      "a razón social of 121",
      { legalName: "a".repeat(121) },
      { legalName: "La razón social no puede tener más de 120 caracteres" },
    ],
    [
      "a huge razón social",
      { legalName: "a".repeat(100_000) },
      { legalName: "La razón social no puede tener más de 120 caracteres" },
    ],
    ["a giro of 120", { businessActivity: "g".repeat(120) }, {}],
    [
      "a giro of 121",
      { businessActivity: "g".repeat(121) },
      { businessActivity: "El giro no puede tener más de 120 caracteres" },
    ],
    ["no giro", { businessActivity: undefined }, { businessActivity: "Ingresa el giro" }],
    ["an address of 160", { address: "d".repeat(160) }, {}],
    [
      "an address of 161",
      { address: "d".repeat(161) },
      { address: "La dirección no puede tener más de 160 caracteres" },
    ],
    ["a blank address", { address: "" }, { address: "Ingresa la dirección" }],
    ["a comuna of 60", { comuna: "c".repeat(60) }, {}],
    [
      "a comuna of 61",
      { comuna: "c".repeat(61) },
      { comuna: "La comuna no puede tener más de 60 caracteres" },
    ],
    ["no comuna", { comuna: null }, { comuna: "Ingresa la comuna" }],
    [
      "a billing e-mail without a domain",
      { billingEmail: "facturas@" },
      { billingEmail: "Ingresa un correo de facturación válido" },
    ],
    [
      "a billing e-mail over 254",
      { billingEmail: `${"f".repeat(250)}@x.cl` },
      { billingEmail: "Ingresa un correo de facturación válido" },
    ],
    [
      "a display name of 1",
      { displayName: " P " },
      { displayName: "El nombre para tus clientes debe tener entre 2 y 60 caracteres" },
    ],
    ["a display name of 2", { displayName: "PZ" }, {}],
    ["a display name of 60", { displayName: "n".repeat(60) }, {}],
    [
      "a display name of 61",
      { displayName: "n".repeat(61) },
      { displayName: "El nombre para tus clientes debe tener entre 2 y 60 caracteres" },
    ],
    ["a display name with & ' ( ) and digits", { displayName: "Autos O’Higgins & Hijos (4x4)" }, {}],
    [
      "a display name with a link",
      { displayName: "Visita https://estafa.cl" },
      {
        displayName: "El nombre para tus clientes solo puede tener letras, números, espacios y . , & ' - ( )",
      },
    ],
    [
      "a display name with an address",
      { displayName: "escribe a gana@estafa.cl" },
      {
        displayName: "El nombre para tus clientes solo puede tener letras, números, espacios y . , & ' - ( )",
      },
    ],
    [
      "a display name with markup",
      { displayName: "<b>Autos</b>" },
      {
        displayName: "El nombre para tus clientes solo puede tener letras, números, espacios y . , & ' - ( )",
      },
    ],
    [
      "a control character",
      { address: "Calle\u0000 1" },
      { address: "El texto tiene caracteres no permitidos" },
    ],
  ])("%s", (_, change, expected) => {
    expect(errors({ ...valid, ...change })).toEqual(expected);
  });

  it("says what is missing in an empty form, field by field", () => {
    expect(errors({})).toEqual({
      legalName: "Ingresa la razón social",
      rut: "Por favor ingresa un RUT válido",
      businessActivity: "Ingresa el giro",
      address: "Ingresa la dirección",
      comuna: "Ingresa la comuna",
      billingEmail: "Ingresa un correo de facturación válido",
      displayName: "El nombre para tus clientes debe tener entre 2 y 60 caracteres",
    });
  });

  it("trims and folds spaces, normalises the RUT and lower-cases the e-mail", () => {
    expect(
      ZOrganisationForm.parse({
        ...valid,
        legalName: "  Automotora   Pérez  Ltda. ",
        rut: " 76.123.456-0 ",
        comuna: "\tÑuñoa\n",
        billingEmail: " Facturas@AutomotoraPerez.cl ",
        displayName: "  Automotora  Pérez ",
      }),
    ).toEqual({
      ...valid,
      legalName: "Automotora Pérez Ltda.",
      rut: "76123456-0",
      comuna: "Ñuñoa",
      billingEmail: "facturas@automotoraperez.cl",
      displayName: "Automotora Pérez",
    });
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.anything(), (v) => void ZOrganisationForm.safeParse(v)));
  });
});
