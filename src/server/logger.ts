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
  // An API key's secret and a webhook's signing secret, as their creation answers them.
  "secret",
  "signingSecret",
  "*.secret",
  "*.signingSecret",
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

/**
 * An error reduced to its kind, for failures whose message carries what must not be logged: a failed
 * statement's parameters (session tokens, e-mails: better-auth logs every session lookup during a
 * database outage), an SMTP refusal naming its recipient.
 */
export function errorKindOf(arg: unknown): { name: string; code?: string; cause?: string } {
  if (!(arg instanceof Error)) return { name: typeof arg };
  const cause = arg.cause instanceof Error ? arg.cause : undefined;
  const code = (arg as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
  return {
    name: arg.name,
    ...(typeof code === "string" ? { code } : {}),
    ...(cause ? { cause: cause.name } : {}),
  };
}
