import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { z } from "zod";
import { CONFIRM_EMAIL_PATH } from "#domain/confirm-email-path";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZPassword } from "#domain/forms/fields";
import { firstError } from "#domain/forms/issues";
import { ZLogin } from "#domain/forms/login";
import { ZForgotPassword } from "#domain/forms/password-reset";
import { fullName, registerSteps, ZRegister } from "#domain/forms/register";
import { plateOfHref, withPlate } from "#domain/plate";
import { CONSENT_DOCUMENTS, LEGAL_TEXT } from "#domain/privacy/legal";
import { CONFIRMATION_LINK_HOURS, RESET_LINK_HOURS } from "#domain/privacy/retention";
import { authMail } from "./auth-mail";
import { signupNetworksOf } from "./client-address";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import type { Database } from "./db/client";
import { authSchema, consents } from "./db/schema";
import { type Env, isLoopbackUrl } from "./env";
import { errorKindOf, type Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import { passwordResetMail, signUpAttemptMail, verifyEmailMail } from "./mail/templates";
import { passwordHashing } from "./password-hashing";
import { type RateRule, withinBudget } from "./rate-limits";
import { signInGuard } from "./sign-in-guard";
import { trialKeyOf } from "./trial-key";

/** The header our own middleware fills with the caller's address, overwriting whatever the client sent. */
export const CLIENT_IP_HEADER = "x-patente-clara-client-ip";

export const USER_EXISTS_CODE = "user_already_exists";

/**
 * Our hooks' refusal of a field, with its Spanish message; better-call's own VALIDATION_ERROR carries
 * English, so the browser must be able to tell the two apart.
 */
export const INVALID_FIELD_CODE = "INVALID_FIELD";

const SIGNUPS_MESSAGE =
  "Se crearon demasiadas cuentas desde tu red hoy. Inténtalo mañana o escríbenos en Contacto.";

/**
 * Sign-ups (each account a candidate for free trials) per client network a day: an office or a family
 * shares one; a script farming trials cannot. An address that already has an account costs the same as a
 * new one, so the answer 'Cuenta ya existente' is no cheaper probe than a sign-up.
 */
const signupRules = (env: Env): Record<"v4" | "v6" | "v6-48", RateRule> => {
  const rule = (name: string, max: number) => ({
    name,
    windowSeconds: 24 * 60 * 60,
    max,
    message: SIGNUPS_MESSAGE,
  });
  return {
    v4: rule("signups", env.SIGNUPS_PER_NETWORK_PER_DAY),
    v6: rule("signups", env.SIGNUPS_PER_NETWORK_PER_DAY),
    "v6-48": rule("signups-48", env.SIGNUPS_PER_IPV6_48_PER_DAY),
  };
};

/** Mails to one address a day about confirming it, or about somebody signing up with it. */
const MAILS_PER_ADDRESS: RateRule = {
  name: "address-mails",
  windowSeconds: 24 * 60 * 60,
  max: 5,
  message:
    "Ya enviamos varios correos a esta dirección hoy. Revisa tu bandeja (y el spam) o inténtalo mañana.",
};

/**
 * Profile changes take the sign-up rules for the same fields, and nothing else of the user can change:
 * better-auth merges a hook's body over the one sent, so a field can be refused but not dropped.
 */
const ZProfileUpdate = z.strictObject(
  { firstName: registerSteps.firstName, lastName: registerSteps.lastName, phone: registerSteps.phone },
  { error: "Solo puedes cambiar tu nombre, apellido y teléfono" },
);

/**
 * Where the confirmation mail brings its reader back: a path of this site, of which only the plate is
 * ever used, once checked (sendVerificationEmail below, decision 067).
 */
const ZCallback = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])/, { error: "La dirección de regreso debe ser una página de este sitio" })
  .optional();

/**
 * The wizard's fields, the display name the client sends (the server makes its own) and the plate's way
 * back: nothing else.
 */
const ZSignUp = z.strictObject(
  { ...ZRegister.shape, name: z.unknown().optional(), callbackURL: ZCallback },
  { error: "Datos de registro no válidos" },
);

const ZResendConfirmation = ZForgotPassword.extend({ callbackURL: ZCallback });

/** The plate carried in better-auth's link (its callbackURL), checked again: null for anything else. */
const carriedPlateOf = (betterAuthUrl: string): string | null =>
  plateOfHref(new URL(betterAuthUrl).searchParams.get("callbackURL"));

/**
 * On a developer's machine the site answers as localhost and as 127.0.0.1, on PUBLIC_URL's port (Vite's,
 * under `npm run dev`) and on the API's own: every spelling is the same site. Elsewhere, none.
 */
export function loopbackOrigins(publicUrl: string, apiPort: number): string[] {
  const url = new URL(publicUrl);
  if (!isLoopbackUrl(publicUrl)) return [];
  const ports = [...new Set([url.port || "80", String(apiPort)])];
  return ["localhost", "127.0.0.1"].flatMap((host) =>
    ports.map((port) => `${url.protocol}//${host}:${port}`),
  );
}

/** A new password: the shared length rule, then not one of the passwords attackers try first. */
function checkNewPassword(password: unknown): void {
  const parsed = parseOrReject(ZPassword, password);
  if (isCommonPassword(parsed)) {
    throw new APIError("BAD_REQUEST", { message: COMMON_PASSWORD_MESSAGE, code: "COMMON_PASSWORD" });
  }
}

export type AuthDeps = {
  db: Database;
  env: Env;
  secret: string;
  mailer: Mailer;
  logger: Logger;
};

function parseOrReject<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    throw new APIError("BAD_REQUEST", { message: firstError(parsed.error), code: INVALID_FIELD_CODE });
  }
  return parsed.data;
}

export function createAuth({ db, env, secret, mailer, logger }: AuthDeps) {
  const signups = signupRules(env);
  /** Counts a sign-up against every network the client belongs to; refuses once any is spent. */
  const spendSignup = async (clientIp: string | null | undefined) => {
    if (!clientIp) return;
    const spent = await Promise.all(
      signupNetworksOf(clientIp).map(({ kind, network }) => withinBudget(db, signups[kind], network)),
    );
    if (spent.includes(false)) {
      throw new APIError("TOO_MANY_REQUESTS", { message: SIGNUPS_MESSAGE, code: "TOO_MANY_SIGNUPS" });
    }
  };
  /** Whether one more mail may go to this address today; keyed by its hash, never the address itself. */
  const mayMail = (email: string) => withinBudget(db, MAILS_PER_ADDRESS, trialKeyOf(secret, email));
  const signIns = signInGuard({ db, secret, mailer, logger, publicUrl: env.PUBLIC_URL });
  const mails = authMail(logger);
  const devOrigins = env.NODE_ENV === "production" ? [] : loopbackOrigins(env.PUBLIC_URL, env.PORT);
  return betterAuth({
    appName: "Patente Clara",
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [env.PUBLIC_URL, ...devOrigins],
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    telemetry: { enabled: false },
    // One log stream: better-auth's messages go through pino, with only the kind of each error attached.
    logger: {
      level: "warn",
      log: (level, message, ...args) =>
        logger[level]({ errors: args.map(errorKindOf) }, `better-auth: ${message}`),
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: true, input: true, fieldName: "firstName" },
        lastName: { type: "string", required: true, input: true, fieldName: "lastName" },
        phone: { type: "string", required: false, input: true, fieldName: "phone" },
        trialKey: { type: "string", required: false, input: false, returned: false, fieldName: "trialKey" },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // better-auth's scrypt, a few at a time: a burst of attempts is answered 503 instead of stalling all.
      password: passwordHashing,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        // A name typed at sign-up is a stranger's until the address is confirmed: only then is it greeted.
        const firstName = user.emailVerified ? (user as { firstName?: string }).firstName : undefined;
        await mails.send("password-reset", user.email, () =>
          mailer.send(passwordResetMail({ email: user.email, firstName }, url)),
        );
        // The link opens the account for an hour: printed only where a developer reads their own outbox.
        if (mailer.outboxDir && env.NODE_ENV === "development") {
          logger.info({ url }, "password reset link (outbox mode)");
        }
      },
    },
    // Free reports need a confirmed address (create-report.ts); signing in and buying do not.
    // Confirming is our page's POST (services/account/confirm-email.ts): better-auth only signs the token.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_LINK_HOURS * 60 * 60,
      // Goes to an address nobody has proven yet: it carries nothing a stranger typed but, in the link, a
      // checked plate (6 letters and digits of a fixed pattern, decision 067).
      sendVerificationEmail: async ({ user, token, url }) => {
        const link = withPlate(
          `${env.PUBLIC_URL}${CONFIRM_EMAIL_PATH}?${new URLSearchParams({ token })}`,
          carriedPlateOf(url),
        );
        await mails.send("confirmation", user.email, () => mailer.send(verifyEmailMail(user.email, link)));
      },
    },
    // Reset tokens are kept as their hash: whoever reads the table cannot use one.
    verification: { storeIdentifier: "hashed" },
    // Slides a week past the last use; migration 0006 caps every session at 30 days from sign-in.
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      user: {
        create: {
          // The trials themselves are granted at the first confirmation (confirm-email.ts).
          before: async (user) => ({ data: { ...user, trialKey: trialKeyOf(secret, user.email) } }),
          // The before-hook refused any sign-up without acceptedTerms: this user accepted the texts in force.
          after: async (user) => {
            await db.insert(consents).values(
              CONSENT_DOCUMENTS.map((document) => ({
                userId: user.id,
                document,
                version: LEGAL_TEXT.version,
              })),
            );
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 600, max: 5 },
        "/reset-password": { window: 600, max: 10 },
        "/send-verification-email": { window: 600, max: 3 },
        "/update-user": { window: 600, max: 10 },
        "/change-password": { window: 600, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: env.NODE_ENV === "production",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      // The browser runs the same zod schemas, but the server never trusts it: this is the real check.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email") {
          const input = parseOrReject(ZSignUp, ctx.body);
          checkNewPassword(input.password);
          await spendSignup(ctx.request?.headers.get(CLIENT_IP_HEADER));
          if (await ctx.context.internalAdapter.findUserByEmail(input.email)) {
            // The address's owner hears of it (without anything the stranger typed), a few times a day.
            // A courtesy to the owner: the refusal below is true whether or not it was sent.
            if (await mayMail(input.email))
              await mailer
                .send(signUpAttemptMail(input.email, env.PUBLIC_URL))
                .catch((err) =>
                  logger.error({ err: errorKindOf(err) }, "the mail about a sign-up attempt was not sent"),
                );
            throw new APIError("UNPROCESSABLE_ENTITY", {
              message: "Ya existe una cuenta registrada con este correo electrónico",
              code: USER_EXISTS_CODE,
            });
          }
          return {
            context: {
              ...ctx,
              body: {
                email: input.email,
                password: input.password,
                name: fullName(input),
                firstName: input.firstName,
                lastName: input.lastName,
                phone: input.phone,
                callbackURL: input.callbackURL,
              },
            },
          };
        }
        if (ctx.path === "/send-verification-email") {
          const { email, callbackURL } = parseOrReject(ZResendConfirmation, ctx.body);
          if (!(await mayMail(email))) {
            throw new APIError("TOO_MANY_REQUESTS", {
              message: MAILS_PER_ADDRESS.message,
              code: "TOO_MANY_MAILS",
            });
          }
          return { context: { ...ctx, body: { email, callbackURL } } };
        }
        if (ctx.path === "/request-password-reset") {
          const { email } = parseOrReject(ZForgotPassword, ctx.body);
          return { context: { ...ctx, body: { ...ctx.body, email } } };
        }
        if (ctx.path === "/update-user") {
          const input = parseOrReject(ZProfileUpdate, ctx.body);
          return { context: { ...ctx, body: { ...input, name: fullName(input) } } };
        }
        if (ctx.path === "/change-password") {
          checkNewPassword((ctx.body as { newPassword?: unknown } | undefined)?.newPassword);
        }
        if (ctx.path === "/sign-in/email") {
          const input = parseOrReject(ZLogin, ctx.body);
          await signIns.admit(ctx, input.email);
          return { context: { ...ctx, body: { ...ctx.body, email: input.email } } };
        }
        if (ctx.path === "/reset-password") {
          checkNewPassword((ctx.body as { newPassword?: unknown } | undefined)?.newPassword);
        }
        return;
      }),
      after: createAuthMiddleware(async (ctx) => {
        await signIns.after(ctx);
        mails.refuseIfUnsent(ctx.path, (ctx.body as { email?: unknown } | undefined)?.email);
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
