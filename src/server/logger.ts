import pino from "pino";

export type Logger = pino.Logger;

// Secrets must never reach the logs, whatever object a caller happens to pass.
const REDACT = [
  "password",
  "newPassword",
  "token",
  "*.password",
  "*.newPassword",
  "*.token",
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  // A refused mail names its recipients, and a failed statement its parameters (an e-mail, a RUT).
  "err.rejected",
  "err.response",
  "err.params",
  "err.cause.params",
  "to",
];

/** The server's logger; to standard output unless a destination is given (tests read what it writes). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT, censor: "[oculto]" }, base: undefined }, destination);
}
