export const UNAVAILABLE_MESSAGE =
  "El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.";

// Connection-level failures: the database is down or restarting, not a bug in the request.
const DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** Whether an error (or anything in its cause chain) says the database cannot be reached. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 6; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && DOWN_CODES.has(code)) return true;
    if (
      typeof message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect/i.test(message)
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
