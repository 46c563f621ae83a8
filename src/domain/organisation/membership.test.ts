import { describe, expect, it } from "vitest";
import {
  INVITE_GONE_MESSAGE,
  INVITER_GONE_MESSAGE,
  type InviteState,
  inviteRefusal,
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

describe("inviteRefusal", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const later = new Date("2026-12-03T12:00:00Z");
  const earlier = new Date("2026-11-26T11:59:00Z");
  const fresh: InviteState = { acceptedAt: null, revokedAt: null, expiresAt: later, inviterRole: A };
  it.each<[string, InviteState, string | null]>([
    ["pending, expiring next week, its inviter still an administrador", fresh, null],
    ["already accepted", { ...fresh, acceptedAt: earlier }, INVITE_GONE_MESSAGE],
    [
      "accepted, its inviter gone since",
      { ...fresh, acceptedAt: earlier, inviterRole: null },
      INVITE_GONE_MESSAGE,
    ],
    ["withdrawn or replaced", { ...fresh, revokedAt: earlier }, INVITE_GONE_MESSAGE],
    ["expired a minute ago", { ...fresh, expiresAt: earlier }, INVITE_GONE_MESSAGE],
    ["expiring this very instant", { ...fresh, expiresAt: now }, INVITE_GONE_MESSAGE],
    ["its inviter demoted to vendedor", { ...fresh, inviterRole: V }, INVITER_GONE_MESSAGE],
    ["its inviter removed, gone or deleted", { ...fresh, inviterRole: null }, INVITER_GONE_MESSAGE],
    [
      "withdrawn when its inviter was removed",
      { ...fresh, revokedAt: earlier, inviterRole: null },
      INVITER_GONE_MESSAGE,
    ],
  ])("%s", (_, invite, refusal) => {
    expect(inviteRefusal(invite, now)).toBe(refusal);
  });
});
