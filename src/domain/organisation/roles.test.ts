import { describe, expect, it } from "vitest";
import { may, type OrganisationAction, ROLES, type Role, roleDuties, roleLabel } from "./roles";

describe("may", () => {
  const table: [Role, OrganisationAction, boolean][] = [
    ["administrador", "check", true],
    ["administrador", "buy", true],
    ["administrador", "invite", true],
    ["administrador", "removeMember", true],
    ["administrador", "seePurchases", true],
    ["administrador", "manageApiKeys", true],
    ["administrador", "manageWebhooks", true],
    ["vendedor", "check", true],
    ["vendedor", "seeReports", true],
    ["vendedor", "buy", false],
    ["vendedor", "invite", false],
    ["vendedor", "removeMember", false],
    ["vendedor", "changeRole", false],
    ["vendedor", "editOrganisation", false],
    ["vendedor", "seePurchases", false],
    ["vendedor", "manageApiKeys", false],
    ["vendedor", "manageWebhooks", false],
  ];
  it.each(table)("%s may %s: %s", (role, action, allowed) => {
    expect(may(role, action)).toBe(allowed);
  });
});

describe("roleLabel", () => {
  it.each([
    ["administrador", "Administrador"],
    ["vendedor", "Vendedor"],
  ] as const)("%s reads %s", (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});

describe("roleDuties", () => {
  // Each action in the words a member reads; a 'no' before it says the role may not.
  const WORDS: Record<OrganisationAction, RegExp> = {
    check: /verifica patentes/,
    seeReports: /ve (sus|los) informes/,
    buy: /(?<!no )compra packs flota/,
    seePurchases: /las compras/,
    invite: /(?<!no )invita/,
    removeMember: /quita miembros/,
    changeRole: /cambia roles/,
    editOrganisation: /edita los datos/,
    manageApiKeys: /claves de API/,
    manageWebhooks: /webhooks/,
  };
  const cases = ROLES.flatMap((role) =>
    (Object.keys(WORDS) as OrganisationAction[]).map((action) => [role, action, may(role, action)] as const),
  );
  it.each(cases)("%s, %s: said %s", (role, action, allowed) => {
    expect(WORDS[action].test(roleDuties(role))).toBe(allowed);
  });

  it("says what a vendedor may not do", () => {
    expect(roleDuties("vendedor")).toMatch(/; no compra, no invita, no edita ni conecta la API\.$/);
  });
});
