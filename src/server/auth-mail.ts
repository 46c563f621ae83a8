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
 * better-auth awaits the mails of a sign-up and of a password reset, but logs a failure and answers
 * success anyway. A failed send is noted here by address, and the after hook of the same request turns
 * its success into MAIL_NOT_SENT: nobody waits for a mail that was never written. Keyed by address, not
 * by request, because better-auth hands the mail a copy of the request; two requests of one address in
 * the same instant could only swap which of them is refused.
 */
export function authMail(logger: Logger) {
  const unsent = new Set<string>();
  return {
    /** Sends a mail to `to`; a failure is logged, noted, and thrown where better-auth lets it through. */
    async send(kind: "confirmation" | "password-reset", to: string, send: () => Promise<void>) {
      try {
        await send();
      } catch (err) {
        logger.error({ err: errorKindOf(err), kind }, "mail not sent");
        unsent.add(to);
        throw refusal(kind === "confirmation" ? CONFIRMATION_NOT_SENT : RESET_NOT_SENT);
      }
    },
    /** For the after hook: refuses the request at `path` if its mail to `to` could not be sent. */
    refuseIfUnsent(path: string, to: unknown): void {
      const message = REFUSALS[path];
      if (message && typeof to === "string" && unsent.delete(to)) throw refusal(message);
    },
  };
}
