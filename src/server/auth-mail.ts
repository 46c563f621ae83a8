import { APIError } from "better-auth/api";
import { errorKindOf, type Logger } from "./logger";

/** A mail the request promised could not be sent (decision 058). */
export const MAIL_NOT_SENT_CODE = "MAIL_NOT_SENT";

const CONFIRMATION_NOT_SENT =
  "No pudimos enviarte el correo de confirmación. Inténtalo de nuevo en unos minutos.";
const RESET_NOT_SENT =
  "No pudimos enviarte el correo para restablecer tu contraseña. Inténtalo de nuevo en unos minutos.";

/** What each route that mails says when its mail could not be sent. */
const REFUSALS: Record<string, string> = {
  // The account is made and kept: only its mail is missing, and the check screen sends it again.
  "/sign-up/email":
    "Creamos tu cuenta, pero no pudimos enviarte el correo de confirmación. Pídelo de nuevo con «Reenviar correo».",
  "/send-verification-email": CONFIRMATION_NOT_SENT,
  "/request-password-reset": RESET_NOT_SENT,
};

const refusal = (message: string) =>
  new APIError("SERVICE_UNAVAILABLE", { code: MAIL_NOT_SENT_CODE, message });

/**
 * Routes that answer the same whether an account has the address or not: no mail is sent for an unknown
 * one, so while mail fails their refusal must not come from the failed send alone.
 */
const SAYS_NOTHING_OF_THE_ACCOUNT = new Set(["/send-verification-email", "/request-password-reset"]);
/** How long after a failed send mail counts as down for the routes above, unless a send works first. */
export const MAIL_DOWN_MS = 5 * 60_000;

/**
 * better-auth awaits the mails of a sign-up and of a password reset, but logs a failure and answers
 * success anyway. A failed send is noted here by address, and the after hook of the same request turns
 * its success into MAIL_NOT_SENT: nobody waits for a mail that was never written. Keyed by address, not
 * by request, because better-auth hands the mail a copy of the request; two requests of one address in
 * the same instant could only swap which of them is refused.
 *
 * A refusal only for the addresses that have an account would tell who has one; so, for a while after a
 * failed send, the routes that say nothing of the account refuse every address alike.
 */
export function authMail(logger: Logger, now: () => number = Date.now) {
  const unsent = new Set<string>();
  let failedAt: number | null = null;
  return {
    /** Sends a mail to `to`; a failure is logged, noted, and thrown where better-auth lets it through. */
    async send(kind: "confirmation" | "password-reset", to: string, send: () => Promise<void>) {
      try {
        await send();
        failedAt = null;
      } catch (err) {
        logger.error({ err: errorKindOf(err), kind }, "mail not sent");
        unsent.add(to);
        failedAt = now();
        throw refusal(kind === "confirmation" ? CONFIRMATION_NOT_SENT : RESET_NOT_SENT);
      }
    },
    /** For the after hook: refuses the request at `path` if its mail to `to` could not be sent. */
    refuseIfUnsent(path: string, to: unknown): void {
      const message = REFUSALS[path];
      if (!message) return;
      if (typeof to === "string" && unsent.delete(to)) throw refusal(message);
      const mailDown = failedAt !== null && now() - failedAt < MAIL_DOWN_MS;
      if (mailDown && SAYS_NOTHING_OF_THE_ACCOUNT.has(path)) throw refusal(message);
    },
  };
}
