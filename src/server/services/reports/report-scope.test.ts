import { describe, expect, it } from "vitest";
import { type Actor, organisationAccount, personalActor } from "../actor";
import { isVisibleTo } from "./report-scope";

const ORG = "9b2f6a3e-0000-4000-8000-000000000001";
const OTHER_ORG = "9b2f6a3e-0000-4000-8000-000000000002";
const membership = {
  organisationId: ORG,
  role: "vendedor" as const,
  displayName: "Autos Sur",
  usesOrganisation: true,
};
const member: Actor = { userId: "ana", membership, account: organisationAccount(membership) };
const apiKey: Actor = { ...member, apiKeyId: "key-1" };
const person = personalActor("ana");

describe("isVisibleTo: the report a waiting answer may be handed without reading it back", () => {
  it.each<[string, Actor, { userId: string | null; organisationId: string | null }, boolean]>([
    ["a person, their own report", person, { userId: "ana", organisationId: null }, true],
    ["a person, someone else's report", person, { userId: "beto", organisationId: null }, false],
    [
      "a person, a report they made for an organisation they left",
      person,
      { userId: "ana", organisationId: ORG },
      false,
    ],
    ["a member, their own personal report", member, { userId: "ana", organisationId: null }, true],
    [
      "a member, a colleague's report for the organisation",
      member,
      { userId: "beto", organisationId: ORG },
      true,
    ],
    [
      "a member, a report of the organisation whose author left",
      member,
      { userId: null, organisationId: ORG },
      true,
    ],
    ["a member, another organisation's report", member, { userId: "ana", organisationId: OTHER_ORG }, false],
    ["a key, the organisation's report", apiKey, { userId: "beto", organisationId: ORG }, true],
    ["a key, its creator's personal report", apiKey, { userId: "ana", organisationId: null }, false],
    ["a key, another organisation's report", apiKey, { userId: "ana", organisationId: OTHER_ORG }, false],
  ])("%s", (_case, actor, report, visible) => {
    expect(isVisibleTo(actor, report)).toBe(visible);
  });
});
