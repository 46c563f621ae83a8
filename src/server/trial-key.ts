import { createHmac } from "node:crypto";
import { normalizeTrialEmail } from "#domain/trial-email";

/**
 * The keyed hash under which an e-mail's free trials are remembered (trial_grants). Keyed with the
 * server's secret, so the stored value says nothing about the address to whoever reads the table; the
 * prefix keeps it apart from anything else the same secret signs.
 */
export const trialKeyOf = (secret: string, email: string): string =>
  createHmac("sha256", secret)
    .update(`trial-email:${normalizeTrialEmail(email)}`)
    .digest("base64url");
