import { createHmac, randomBytes } from "node:crypto";

/** The secret of an invitation's link: 256 random bits, nothing to guess. */
export const newInviteToken = (): string => randomBytes(32).toString("base64url");

/**
 * What is stored of a token (organisation_invites.token_hash): a keyed hash, so whoever reads the table
 * (a backup, a leaked dump) holds no working link. Keyed with the server's secret; the prefix keeps it
 * apart from anything else the same secret signs (trial-key.ts, rut-key.ts).
 */
export const inviteTokenHash = (secret: string, token: string): string =>
  createHmac("sha256", secret).update(`organisation-invite:${token}`).digest("base64url");
