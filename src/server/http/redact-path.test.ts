import { describe, expect, it } from "vitest";
import { redactPath } from "./redact-path";

describe("redactPath", () => {
  it.each([
    ["/api/auth/reset-password/abcDEF123", "/api/auth/reset-password/[oculto]"],
    ["/api/public/reports/ABCDEFGHJKMN", "/api/public/reports/[oculto]"],
    ["/api/public/reports/ABCDEFGHJKMN/pdf", "/api/public/reports/[oculto]/pdf"],
    ["/api/public/reports/ABCDEFGHJKMN/owner-check", "/api/public/reports/[oculto]/owner-check"],
    ["/reporte/ABCDEFGHJKMN", "/reporte/[oculto]"],
    ["/api/reports", "/api/reports"],
    ["/api/auth/sign-in/email", "/api/auth/sign-in/email"],
    ["/api/auth/reset-password", "/api/auth/reset-password"],
  ])("%s → %s", (path, logged) => {
    expect(redactPath(path)).toBe(logged);
  });
});
