import { createHash, timingSafeEqual } from "node:crypto";

export type MetricsAccess = "allowed" | "unauthorized" | "disabled";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token (compared in constant
 * time, whatever its length); without one, anybody outside production and nobody in it.
 */
export function metricsAccess(
  token: string | undefined,
  authorization: string | undefined,
  production: boolean,
): MetricsAccess {
  if (!token) return production ? "disabled" : "allowed";
  return timingSafeEqual(digest(`Bearer ${token}`), digest(authorization ?? "")) ? "allowed" : "unauthorized";
}
