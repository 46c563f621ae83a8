/**
 * The page an invitation's mailed link opens, with `?token=…`: it accepts the invitation (decision 076).
 * Its own module, like confirm-email-path.ts: the web app's paths import it, and they must not bring zod
 * along.
 */
export const INVITE_PAGE_PATH = "/automotora/invitacion";
