import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetPersonalValues } from "#web/lib/storage";
import { pendingInvitation, pendingInvitationHref } from "./pending-invitation";

// A phone's storage, as a shared device keeps it between people.
beforeEach(() => {
  const entries = new Map<string, string>();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (k: string) => entries.get(k) ?? null,
      setItem: (k: string, v: string) => entries.set(k, v),
      removeItem: (k: string) => entries.delete(k),
      get length() {
        return entries.size;
      },
      key: (index: number) => [...entries.keys()][index] ?? null,
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("an invitation left on this device", () => {
  it("brings the person who confirms back to it", () => {
    pendingInvitation.write({ token: "tok-123" });
    expect(pendingInvitationHref()).toContain("tok-123");
  });

  it("is forgotten when its person signs out, so the next person never lands on it", () => {
    pendingInvitation.write({ token: "tok-123" });
    forgetPersonalValues();
    expect(pendingInvitationHref()).toBeNull();
  });

  it("is forgotten once its link has expired (7 days)", () => {
    vi.useFakeTimers({ now: new Date("2026-11-01T12:00:00Z") });
    pendingInvitation.write({ token: "tok-123" });
    vi.setSystemTime(new Date("2026-11-08T11:59:00Z"));
    expect(pendingInvitation.read()).toEqual({ token: "tok-123" });
    vi.setSystemTime(new Date("2026-11-08T12:01:00Z"));
    expect(pendingInvitation.read()).toBeUndefined();
  });
});
