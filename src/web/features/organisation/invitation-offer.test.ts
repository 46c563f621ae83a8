import { describe, expect, it } from "vitest";
import type { TInvitePreview } from "#domain/contract/organisations";
import { roleDuties } from "#domain/organisation/roles";
import { invitationDescription, invitationTitle } from "./invitation-offer";

describe("what an invitation's page says of it", () => {
  it.each<[TInvitePreview, string, ReturnType<typeof invitationDescription>]>([
    [
      { displayName: "Autos Los Aromos", role: "vendedor", expiresAt: "2026-12-03T15:00:00.000Z" },
      "Autos Los Aromos te invitó a unirte como vendedor",
      {
        roleSummary: roleDuties("vendedor"),
        expiresOn: "03-12-2026",
      },
    ],
    [
      // Past midnight in UTC, still the evening before in Santiago (UTC-3 in summer).
      { displayName: "Automotora Ñuble", role: "administrador", expiresAt: "2026-12-03T02:30:00.000Z" },
      "Automotora Ñuble te invitó a unirte como administrador",
      {
        roleSummary: roleDuties("administrador"),
        expiresOn: "02-12-2026",
      },
    ],
  ])("%j", (preview, title, description) => {
    expect(invitationTitle(preview)).toBe(title);
    expect(invitationDescription(preview)).toEqual(description);
  });
});
