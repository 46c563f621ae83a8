import { afterEach, describe, expect, it, vi } from "vitest";
import {
  WEBHOOK_URL_CREDENTIALS_MESSAGE,
  WEBHOOK_URL_HTTPS_MESSAGE,
  WEBHOOK_URL_MAX,
  WEBHOOK_URL_MESSAGE,
  WEBHOOK_URL_TOO_LONG_MESSAGE,
  webhookHost,
  webhookUrlProblem,
} from "./webhook-url";

describe("webhookUrlProblem", () => {
  const longest = `https://a.cl/${"x".repeat(WEBHOOK_URL_MAX - "https://a.cl/".length)}`;
  it.each([
    ["an https URL", "https://dms.automotora.cl/webhooks/patente-clara", null],
    ["any port", "https://dms.automotora.cl:8443/hook", null],
    ["a query string", "https://dms.automotora.cl/hook?cliente=12", null],
    ["an address as host (its class is the server's question)", "https://203.0.113.9/hook", null],
    ["the longest allowed", longest, null],
    ["one character more", `${longest}x`, WEBHOOK_URL_TOO_LONG_MESSAGE],
    ["a long string that is no URL", "x".repeat(WEBHOOK_URL_MAX + 1), WEBHOOK_URL_TOO_LONG_MESSAGE],
    ["no scheme", "dms.automotora.cl/hook", WEBHOOK_URL_MESSAGE],
    ["empty", "", WEBHOOK_URL_MESSAGE],
    ["http", "http://dms.automotora.cl/hook", WEBHOOK_URL_HTTPS_MESSAGE],
    ["another scheme", "ftp://dms.automotora.cl/hook", WEBHOOK_URL_HTTPS_MESSAGE],
    ["javascript", "javascript:alert(1)", WEBHOOK_URL_HTTPS_MESSAGE],
    ["a user", "https://admin@dms.automotora.cl/hook", WEBHOOK_URL_CREDENTIALS_MESSAGE],
    ["a user and password", "https://admin:clave@dms.automotora.cl/hook", WEBHOOK_URL_CREDENTIALS_MESSAGE],
    ["a password alone", "https://:clave@dms.automotora.cl/hook", WEBHOOK_URL_CREDENTIALS_MESSAGE],
  ])("%s", (_label, input, problem) => {
    expect(webhookUrlProblem(input)).toBe(problem);
  });

  describe("on an iPhone with iOS 16, whose Safari has no URL.canParse nor URL.parse", () => {
    afterEach(() => vi.unstubAllGlobals());
    it.each([
      ["https://dms.automotora.cl/webhooks/patente-clara", null],
      ["dms.automotora.cl/hook", WEBHOOK_URL_MESSAGE],
      ["http://dms.automotora.cl/hook", WEBHOOK_URL_HTTPS_MESSAGE],
      ["https://admin@dms.automotora.cl/hook", WEBHOOK_URL_CREDENTIALS_MESSAGE],
    ])("%s", (input, problem) => {
      const Ios16Url = class extends URL {};
      Object.defineProperty(Ios16Url, "canParse", { value: undefined });
      Object.defineProperty(Ios16Url, "parse", { value: undefined });
      vi.stubGlobal("URL", Ios16Url);
      expect(webhookUrlProblem(input)).toBe(problem);
    });
  });
});

describe("webhookHost", () => {
  it.each([
    ["a name, lower-cased", "https://DMS.Automotora.CL/x", "dms.automotora.cl"],
    ["an IPv6 address, without brackets", "https://[::1]:8443/x", "::1"],
    ["an IPv4 address in hexadecimal, as dotted decimal", "https://0x7f.1/x", "127.0.0.1"],
    ["an IPv4 address as one number", "https://2130706433/x", "127.0.0.1"],
  ])("%s", (_label, url, host) => {
    expect(webhookHost(new URL(url))).toBe(host);
  });
});
