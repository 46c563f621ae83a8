import { describe, expect, it } from "vitest";
import {
  LAST_ADMIN_DEMOTE_MESSAGE,
  LAST_ADMIN_LEAVE_MESSAGE,
  lastAdminRefusal,
  type MemberChange,
} from "./membership";
import type { Role } from "./roles";

const A = "administrador" as const;
const V = "vendedor" as const;
const leave: MemberChange = { kind: "leave" };
const remove: MemberChange = { kind: "remove" };
const demote: MemberChange = { kind: "changeRole", role: V };
const promote: MemberChange = { kind: "changeRole", role: A };

describe("lastAdminRefusal", () => {
  const table: [string, Role[], Role, MemberChange, string | null][] = [
    ["the only admin, with a vendedor, leaves", [A, V], A, leave, LAST_ADMIN_LEAVE_MESSAGE],
    ["the only member leaves", [A], A, leave, null],
    ["one of two admins leaves", [A, A, V], A, leave, null],
    ["a vendedor leaves", [A, V], V, leave, null],
    ["the only admin is demoted", [A, V], A, demote, LAST_ADMIN_DEMOTE_MESSAGE],
    ["the only member demotes themselves", [A], A, demote, LAST_ADMIN_DEMOTE_MESSAGE],
    ["one of two admins is demoted", [A, A], A, demote, null],
    ["the admin is 'promoted' to what they are", [A, V], A, promote, null],
    ["a vendedor is promoted", [A, V], V, promote, null],
    ["the only admin is removed", [A, V], A, remove, LAST_ADMIN_DEMOTE_MESSAGE],
    ["one of two admins is removed", [A, A, V], A, remove, null],
    ["a vendedor is removed", [A, V, V], V, remove, null],
  ];
  it.each(table)("%s", (_, roster, target, change, expected) => {
    expect(lastAdminRefusal(roster, target, change)).toBe(expected);
  });
});
