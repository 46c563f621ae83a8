// Sign-in limited per account as well as per network (decision 056): attempts on one account from browsers
// it does not know back off, a browser that held a session of the account is exempt, and the owner hears
// of it. better-auth's own limit per network still applies to every browser.
import { createHmac } from "node:crypto";
import type { GenericEndpointContext } from "better-auth";
import { APIError } from "better-auth/api";
import {
  backoffMessage,
  rememberAccount,
  SIGN_IN_BACKOFF,
  secondsUntilOpen,
  spentSteps,
} from "#domain/sign-in-backoff";
import type { Database } from "./db/client";
import { errorKindOf, type Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import { signInAttemptsMail } from "./mail/templates";
import { hitsSoFar, type RateRule, withinBudget } from "./rate-limits";

export const SIGN_IN_BACKOFF_CODE = "TOO_MANY_SIGN_IN_ATTEMPTS";

const KNOWN_DEVICE_SECONDS = 180 * 24 * 60 * 60;

/**
 * The cookie that says which accounts a browser held a session of, as better-auth makes its own:
 * `better-auth.known_device` (`__Secure-` first in production), HttpOnly, signed with its secret.
 */
export const knownDeviceCookie = (auth: Pick<GenericEndpointContext["context"], "createAuthCookie">) =>
  auth.createAuthCookie("known_device", { maxAge: KNOWN_DEVICE_SECONDS });

// The keys in the cookie are base64url, which has no dot.
const KEY_SEPARATOR = ".";

const ATTEMPTS: RateRule[] = SIGN_IN_BACKOFF.map(({ windowSeconds, attempts }) => ({
  name: `sign-in-${windowSeconds}`,
  windowSeconds,
  max: attempts,
}));

/** However long an attack lasts, its owner gets one mail a day about it. */
const OWNER_ALERTS: RateRule = { name: "sign-in-alert", windowSeconds: 24 * 60 * 60, max: 1 };

const isWrongPassword = (returned: unknown): boolean =>
  returned instanceof APIError && returned.body?.code === "INVALID_EMAIL_OR_PASSWORD";

const refusal = (seconds: number) =>
  new APIError(
    "TOO_MANY_REQUESTS",
    { message: backoffMessage(seconds), code: SIGN_IN_BACKOFF_CODE },
    { "retry-after": String(seconds) },
  );

/** What better-auth's after hooks are given: the endpoint's context and what the endpoint answered. */
type AfterHookContext = GenericEndpointContext & { context: { returned?: unknown } };

export type SignInGuardDeps = {
  db: Database;
  secret: string;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
};

export function signInGuard({ db, secret, mailer, logger, publicUrl }: SignInGuardDeps) {
  /**
   * What the counters and the cookie know an account by: a keyed hash of the address and of the account's
   * password hash, or of the address alone when it has no account, which is then limited alike. Neither
   * the table nor the cookie holds an address. A new password starts the count afresh (the owner who
   * follows the mail's advice signs in at once) and makes every browser a stranger again, the one of
   * whoever knew the old password too.
   */
  const accountOf = async (ctx: GenericEndpointContext, email: string) => {
    const found = await ctx.context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
    const password = found?.accounts.find((account) => account.providerId === "credential")?.password ?? "";
    const key = createHmac("sha256", secret).update(`sign-in\n${email}\n${password}`).digest("base64url");
    return { key, owner: found?.user ?? null };
  };

  /** The accounts this browser held a session of; none when the cookie is missing or its signature wrong. */
  const knownAccounts = async (ctx: GenericEndpointContext): Promise<string[]> => {
    const value = await ctx.getSignedCookie(knownDeviceCookie(ctx.context).name, secret);
    return value ? value.split(KEY_SEPARATOR) : [];
  };

  return {
    /**
     * For the before hook, ahead of any hashing: refuses an attempt while the account backs off for this
     * browser, and counts it otherwise. What was counted decides, so the refusals themselves do not
     * lengthen the wait; the count that then takes this attempt has the last word when several race.
     */
    async admit(ctx: GenericEndpointContext, email: string): Promise<void> {
      const account = (await accountOf(ctx, email)).key;
      if ((await knownAccounts(ctx)).includes(account)) return;
      const now = Date.now();
      const spent = spentSteps(SIGN_IN_BACKOFF, await hitsSoFar(db, ATTEMPTS, account, now));
      if (spent.length) throw refusal(secondsUntilOpen(spent, now));
      const allowed = await Promise.all(ATTEMPTS.map((rule) => withinBudget(db, rule, account)));
      const raced = SIGN_IN_BACKOFF.filter((_, i) => !allowed[i]);
      if (raced.length) throw refusal(secondsUntilOpen(raced, Date.now()));
    },

    /**
     * For the after hook: a browser that got a session (sign-in, sign-up) is known to that account from now
     * on; a wrong password that left the account backing off tells its owner.
     */
    async after(ctx: AfterHookContext): Promise<void> {
      const session = ctx.context.newSession;
      if (session) {
        const cookie = knownDeviceCookie(ctx.context);
        const { key } = await accountOf(ctx, session.user.email);
        const known = rememberAccount(await knownAccounts(ctx), key);
        await ctx.setSignedCookie(cookie.name, known.join(KEY_SEPARATOR), secret, cookie.attributes);
      } else if (ctx.path === "/sign-in/email" && isWrongPassword(ctx.context.returned)) {
        await alertOwner(ctx, (ctx.body as { email: string }).email);
      }
    },
  };

  async function alertOwner(ctx: GenericEndpointContext, email: string): Promise<void> {
    // Looked up and counted for addresses without an account too, so both take as long.
    const { key, owner } = await accountOf(ctx, email);
    if ((await knownAccounts(ctx)).includes(key)) return;
    if (!spentSteps(SIGN_IN_BACKOFF, await hitsSoFar(db, ATTEMPTS, key)).length) return;
    if (!(await withinBudget(db, OWNER_ALERTS, key)) || !owner) return;
    // Not awaited: waiting for the mail server would tell an attacker the address has an account.
    mailer
      .send(signInAttemptsMail(owner.email, publicUrl))
      .catch((err) =>
        logger.error({ err: errorKindOf(err) }, "the mail about sign-in attempts was not sent"),
      );
  }
}
