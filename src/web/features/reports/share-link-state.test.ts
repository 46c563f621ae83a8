import { describe, expect, it } from "vitest";
import {
  canExtend,
  extendedMessage,
  shareLinkState,
  shareLinkText,
  type TShareLinkState,
  validUntilText,
} from "./share-link-state";

// 12:00 in Santiago (UTC-3 in summer).
const now = new Date("2026-12-10T15:00:00Z");

describe("shareLinkState and shareLinkText", () => {
  it.each([
    ["works until a later day", null, "2027-01-09T15:00:00Z", "active", "Enlace activo hasta el 09-01-2027"],
    [
      "works for one more minute",
      null,
      "2026-12-10T15:01:00Z",
      "active",
      "Enlace activo hasta el 10-12-2026",
    ],
    ["expires at this very moment", null, "2026-12-10T15:00:00Z", "expired", "Enlace expirado el 10-12-2026"],
    ["expired days ago", null, "2026-12-01T12:00:00Z", "expired", "Enlace expirado el 01-12-2026"],
    // Late at night in Santiago is already the next day in UTC: the date is Santiago's.
    [
      "expires late in the Santiago night",
      null,
      "2027-01-10T02:30:00Z",
      "active",
      "Enlace activo hasta el 09-01-2027",
    ],
    [
      "withdrawn while it worked",
      "2026-12-09T10:00:00Z",
      "2027-01-09T15:00:00Z",
      "withdrawn",
      "Enlace retirado",
    ],
    [
      "withdrawn after it expired",
      "2026-12-09T10:00:00Z",
      "2026-12-01T12:00:00Z",
      "withdrawn",
      "Enlace retirado",
    ],
  ] as const)("%s", (_, revokedAt, shareExpiresAt, state, text) => {
    expect(shareLinkState({ revokedAt, shareExpiresAt }, now)).toBe(state);
    expect(shareLinkText(state, shareExpiresAt)).toBe(text);
  });
});

describe("canExtend", () => {
  it.each([
    ["active", true],
    ["expired", true],
    ["withdrawn", false],
  ] as [TShareLinkState, boolean][])("%s -> %s", (state, expected) => {
    expect(canExtend(state)).toBe(expected);
  });
});

describe("the dates said about a link", () => {
  it.each([
    [extendedMessage, "2027-01-09T15:00:00Z", "Enlace extendido hasta el 09-01-2027"],
    [validUntilText, "2027-01-09T15:00:00Z", "Enlace válido hasta el 09-01-2027"],
    [validUntilText, "2027-01-10T02:30:00Z", "Enlace válido hasta el 09-01-2027"],
  ])("%o(%s) -> %s", (text, shareExpiresAt, expected) => {
    expect(text(shareExpiresAt)).toBe(expected);
  });
});
