/** Paths whose next segment is a secret: a password-reset token, a shared report's access code. */
const SECRET_AFTER = ["/api/auth/reset-password/", "/api/public/reports/", "/reporte/"];

export const REDACTED = "[oculto]";

/** A request path as the log may keep it: the secret segment replaced, the rest left to read. */
export function redactPath(path: string): string {
  const prefix = SECRET_AFTER.find((p) => path.startsWith(p));
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  const slash = rest.indexOf("/");
  return `${prefix}${REDACTED}${slash === -1 ? "" : rest.slice(slash)}`;
}
