import type { Database } from "#server/db/client";
import type { Logger } from "#server/logger";
import type { Mailer } from "#server/mail/mailer";

/** What the organisation's use-cases need: invitations are mailed, and their tokens kept as keyed hashes. */
export type OrganisationDeps = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** Where the invitation's link points. */
  publicUrl: string;
  /** The server's secret, which keys the invitation tokens' hashes (invite-token.ts). */
  secret: string;
  /** CONTACT_EMAIL: where a company whose RUT is taken writes to recover its automotora (decision 093). */
  contactEmail: string;
};
