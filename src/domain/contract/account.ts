// zod/mini: every page reads /api/me, the landing page included, where the full zod API would cost some
// 9 kB (gzip) more (bench/bundle-size.ts).
import { z } from "zod/mini";

/**
 * GET /api/me for a signed-in user (a visitor gets null). Fields an older server's answer may lack are
 * read with the value that keeps the screens as they were.
 */
export const ZMe = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z._default(z.boolean(), true),
    createdAt: z.string(),
  }),
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.nullish(z.string()),
    phone: z.nullable(z.string()),
    displayName: z.string(),
  }),
  /** The person's own balance. */
  credits: z.object({ trialsLeft: z.number(), purchasedLeft: z._default(z.number(), 0) }),
  /**
   * When the free checks the day's ceiling holds back come (decision 101): the next day in Santiago; null
   * when none are held back. Meanwhile `credits.trialsLeft` is 0.
   */
  trialsArriveAt: z._default(z.nullable(z.string()), null),
  /**
   * The automotora the person belongs to: its balance, their role, and whether their checks use it (the
   * dashboard's switch) instead of `credits`.
   */
  organisation: z._default(
    z.nullable(
      z.object({
        id: z.string(),
        displayName: z.string(),
        role: z.enum(["administrador", "vendedor"]),
        usesOrganisation: z.boolean(),
        purchasedLeft: z.number(),
      }),
    ),
    null,
  ),
  /** Whether the account answers rights requests (/admin/privacidad). */
  isPrivacyOperator: z._default(z.boolean(), false),
});
export type TMe = z.output<typeof ZMe>;

/** GET /api/me's body as the browser reads it: the signed-in user, or null for a visitor. */
export const ZViewer = z.nullable(ZMe);
