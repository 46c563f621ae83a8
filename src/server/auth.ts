import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZPassword } from "#domain/forms/fields";
import { firstError } from "#domain/forms/issues";
import { ZLogin } from "#domain/forms/login";
import { ZForgotPassword } from "#domain/forms/password-reset";
import { fullName, registerSteps, ZRegister } from "#domain/forms/register";
import { CONSENT_DOCUMENTS, LEGAL_TEXT } from "#domain/privacy/legal";
import { CONFIRMATION_LINK_HOURS, RESET_LINK_HOURS } from "#domain/privacy/retention";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import type { Database } from "./db/client";
import { authSchema, consents } from "./db/schema";
import { type Env, isLoopbackUrl } from "./env";
import { clientNetworkOf } from "./http/client-ip";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import { passwordResetMail, verifyEmailMail } from "./mail/templates";
import { type RateRule, withinBudget } from "./rate-limits";
import { trialKeyOf } from "./trial-key";

/** The header our own middleware fills with the caller's address, overwriting whatever the client sent. */
export const CLIENT_IP_HEADER = "x-patente-clara-client-ip";

export const USER_EXISTS_CODE = "user_already_exists";

/**
 * Our hooks' refusal of a field, with its Spanish message; better-call's own VALIDATION_ERROR carries
 * English, so the browser must be able to tell the two apart.
 */
export const INVALID_FIELD_CODE = "INVALID_FIELD";

/** Where the link of the confirmation mail lands: the check screen, which then lets free reports run. */
export const EMAIL_VERIFIED_CALLBACK = "/dashboard/servicios/verificar-automovil?correo=confirmado";

/**
 * Accounts (each one a candidate for free trials) created per client network a day: an IPv4 /24 or an
 * IPv6 /64. An office or a family shares one; a script farming trials cannot. The number is
 * SIGNUPS_PER_NETWORK_PER_DAY.
 */
const SIGNUPS_PER_NETWORK: Omit<RateRule, "max"> = {
  name: "signups",
  windowSeconds: 24 * 60 * 60,
  message: "Se crearon demasiadas cuentas desde tu red hoy. Inténtalo mañana o escríbenos en Contacto.",
};

/**
 * Profile changes take the sign-up rules for the same fields, and nothing else of the user can change:
 * better-auth merges a hook's body over the one sent, so a field can be refused but not dropped.
 */
const ZProfileUpdate = z.strictObject(
  { firstName: registerSteps.firstName, lastName: registerSteps.lastName, phone: registerSteps.phone },
  { error: "Solo puedes cambiar tu nombre, apellido y teléfono" },
);

/** The wizard's fields, and the display name the client sends (the server makes its own): nothing else. */
const ZSignUp = z.strictObject(
  { ...ZRegister.shape, name: z.unknown().optional() },
  { error: "Datos de registro no válidos" },
);

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
  const signupBudget = { ...SIGNUPS_PER_NETWORK, max: env.SIGNUPS_PER_NETWORK_PER_DAY };
  const devOrigins = env.NODE_ENV === "production" ? [] : loopbackOrigins(env.PUBLIC_URL, env.PORT);
  return betterAuth({
    appName: "Patente Clara",
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [env.PUBLIC_URL, ...devOrigins],
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    telemetry: { enabled: false },
    // One log stream: better-auth's messages go through pino with the same redaction.
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
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
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        const firstName = (user as { firstName?: string }).firstName;
        await mailer.send(passwordResetMail({ email: user.email, firstName }, url));
        // The link opens the account for an hour: printed only where a developer reads their own outbox.
        if (mailer.outboxDir && env.NODE_ENV === "development") {
          logger.info({ url }, "password reset link (outbox mode)");
        }
      },
    },
    // Free reports need a confirmed address (create-report.ts); signing in and buying do not.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_HOURS * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        const firstName = (user as { firstName?: string }).firstName;
        await mailer.send(verifyEmailMail({ email: user.email, firstName }, url));
      },
    },
    // Slides a week past the last use; migration 0006 caps every session at 30 days from sign-in.
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            const clientIp = ctx?.request?.headers.get(CLIENT_IP_HEADER);
            if (clientIp && !(await withinBudget(db, signupBudget, clientNetworkOf(clientIp)))) {
              throw new APIError("TOO_MANY_REQUESTS", {
                message: signupBudget.message,
                code: "TOO_MANY_SIGNUPS",
              });
            }
            return { data: { ...user, trialKey: trialKeyOf(secret, user.email) } };
          },
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
          if (await ctx.context.internalAdapter.findUserByEmail(input.email)) {
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
                callbackURL: EMAIL_VERIFIED_CALLBACK,
              },
            },
          };
        }
        if (ctx.path === "/send-verification-email") {
          const { email } = parseOrReject(ZForgotPassword, ctx.body);
          return { context: { ...ctx, body: { email, callbackURL: EMAIL_VERIFIED_CALLBACK } } };
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
          return { context: { ...ctx, body: { ...ctx.body, email: input.email } } };
        }
        if (ctx.path === "/reset-password") {
          checkNewPassword((ctx.body as { newPassword?: unknown } | undefined)?.newPassword);
        }
        return;
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
