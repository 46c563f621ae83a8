// zod/mini: the footer, on the landing page, reads /api/site; the full zod API would cost some 9 kB (gzip)
// more there (bench/bundle-size.ts).
import { z } from "zod/mini";

/** Who answers for personal data (Ley 21.719); an empty field has not been configured yet. */
const ZController = z.object({
  name: z.string(),
  rut: z.string(),
  address: z.string(),
  email: z.string(),
});
export type TController = z.output<typeof ZController>;

/** GET /api/site: settings of the public site that change per deployment, not per build. */
export const ZSite = z.object({
  /** The dealer's own site, linked from the footer; null hides the link. */
  dealerSiteUrl: z.nullable(z.url()),
  /** The company's own address, in the footer; an older server's answer lacks it, and the footer too. */
  contactEmail: z.optional(z.email()),
  // Answers of an older server (cached up to five minutes) lack it; the legal pages show '…' instead.
  controller: z.optional(ZController),
});
export type TSite = z.output<typeof ZSite>;
