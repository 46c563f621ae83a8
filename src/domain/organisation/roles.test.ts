import { describe, expect, it } from "vitest";
import { may, type OrganisationAction, type Role, roleDuties, roleLabel } from "./roles";

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
  // Said on the invitation form, the invitation's page and a change of role: what `may` allows, in words.
  it.each([
    [
      "administrador",
      /^Un administrador verifica patentes y además compra packs flota, invita y quita miembros/,
    ],
    ["vendedor", /^Un vendedor verifica patentes .*; no compra, no invita ni edita\.$/],
  ] as const)("%s", (role, words) => {
    expect(roleDuties(role)).toMatch(words);
  });
});
