import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { z } from "zod";
import { ZPassword } from "../domain/forms/fields";
import { firstError } from "../domain/forms/issues";
import { ZLogin } from "../domain/forms/login";
import { fullName, ZRegister } from "../domain/forms/register";
import type { Database } from "./db/client";
import { authSchema } from "./db/schema";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import { passwordResetMail } from "./mail/templates";

/** The header our own middleware fills with the caller's address, overwriting whatever the client sent. */
export const CLIENT_IP_HEADER = "x-patente-clara-client-ip";

export const USER_EXISTS_CODE = "user_already_exists";

export type AuthDeps = { db: Database; env: Env; secret: string; mailer: Mailer; logger: Logger };

function parseOrReject<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    throw new APIError("BAD_REQUEST", { message: firstError(parsed.error), code: "VALIDATION_ERROR" });
  }
  return parsed.data;
}

export function createAuth({ db, env, secret, mailer, logger }: AuthDeps) {
  const devOrigins = env.NODE_ENV === "production" ? [] : ["http://localhost:5173"];
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
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        const firstName = (user as { firstName?: string }).firstName;
        await mailer.send(passwordResetMail({ email: user.email, firstName }, url));
        if (mailer.outboxDir) logger.info({ url }, "password reset link (outbox mode)");
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
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
          const input = parseOrReject(ZRegister, ctx.body);
          if (await ctx.context.internalAdapter.findUserByEmail(input.email)) {
            throw new APIError("UNPROCESSABLE_ENTITY", {
              message: "User already registered",
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
              },
            },
          };
        }
        if (ctx.path === "/sign-in/email") {
          const input = parseOrReject(ZLogin, ctx.body);
          return { context: { ...ctx, body: { ...ctx.body, email: input.email } } };
        }
        if (ctx.path === "/reset-password") {
          parseOrReject(ZPassword, (ctx.body as { newPassword?: unknown } | undefined)?.newPassword);
        }
        return;
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
