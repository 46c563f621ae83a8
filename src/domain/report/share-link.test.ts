import { describe, expect, it } from "vitest";
import {
  extendedExpiry,
  isLinkExpired,
  linkExpiredMessage,
  shareExpiryOf,
  whatsappShareUrl,
} from "./share-link";

const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

describe("shared link expiry", () => {
  it("is 30 days after the report", () => {
    expect(shareExpiryOf(day("2026-11-23"))).toEqual(day("2026-12-23"));
  });

  it.each([
    ["a live link gets 30 more days", "2026-12-10", "2026-11-23", "2027-01-09"],
    ["an expired one, 30 days from now", "2026-11-01", "2026-11-23", "2026-12-23"],
    ["never more than 60 days ahead", "2027-01-15", "2026-11-23", "2027-01-22"],
  ])("%s", (_case, current, now, extended) => {
    expect(extendedExpiry(day(current), day(now))).toEqual(day(extended));
  });

  it.each([
    ["2026-11-22", true],
    ["2026-11-23", true],
    ["2026-11-24", false],
  ])("a link until %s is expired on 2026-11-23 noon: %s", (until, expired) => {
    expect(isLinkExpired(day(until), day("2026-11-23"))).toBe(expired);
  });

  it("says when it expired, in Santiago's calendar, and how to get a working link", () => {
    expect(linkExpiredMessage("2026-12-23T02:00:00.000Z")).toBe(
      "Este enlace expiró el 22-12-2026. Pídele al vendedor un enlace nuevo: quien hizo el informe puede " +
        "extenderlo por 30 días desde «Mis reportes» en su cuenta.",
    );
  });
});

describe("whatsappShareUrl", () => {
  it("opens WhatsApp with a short Spanish message that carries the shared link", () => {
    const url = whatsappShareUrl("https://patenteclara.cl/reporte/ABCDEFGH2345", "BBCL10");
    expect(url).toBe(
      "https://wa.me/?text=Informe%20de%20la%20patente%20BBCL10%20en%20Patente%20Clara%3A%20https%3A%2F%2Fpatenteclara.cl%2Freporte%2FABCDEFGH2345",
    );
    expect(new URL(url).searchParams.get("text")).toBe(
      "Informe de la patente BBCL10 en Patente Clara: https://patenteclara.cl/reporte/ABCDEFGH2345",
    );
  });
});
