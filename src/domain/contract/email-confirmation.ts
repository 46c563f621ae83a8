import { z } from "zod";
import { FREE_TRIALS } from "../credits";

export const CONFIRMATION_LINK_INVALID_MESSAGE =
  "El enlace de confirmación no es válido o ya venció. Pide uno nuevo con «Reenviar correo».";

/** The confirmation page's question and button: the token the mailed link carries. */
export const ZConfirmationRequest = z.object({
  token: z
    .string(CONFIRMATION_LINK_INVALID_MESSAGE)
    .min(1, CONFIRMATION_LINK_INVALID_MESSAGE)
    .max(2000, CONFIRMATION_LINK_INVALID_MESSAGE)
    .meta({ description: "The token of the mailed confirmation link" }),
});

/**
 * GET /api/email-confirmation: the address a link confirms, for the page to name before anyone confirms,
 * and the free checks: those the account holds or confirming grants, or, while the day's are all given,
 * when they come (decision 101). An older server's answer reads as the 3 of a first confirmation.
 */
export const ZConfirmationTarget = z.object({
  email: z.string(),
  confirmed: z.boolean(),
  trialsLeft: z.number().default(FREE_TRIALS),
  trialsArriveAt: z.string().nullable().default(null),
});
export type TConfirmationTarget = z.output<typeof ZConfirmationTarget>;

/**
 * POST /api/email-confirmation: confirmed, or confirmed from a browser that did not create the account,
 * which then chooses the password (the one typed at sign-up may be a stranger's) with `resetToken`.
 */
export const ZConfirmationOutcome = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("confirmed"), email: z.string() }),
  z.object({ outcome: z.literal("choose-password"), email: z.string(), resetToken: z.string() }),
]);
export type TConfirmationOutcome = z.output<typeof ZConfirmationOutcome>;
