import { betterAuth } from "better-auth";
import { testUtils } from "better-auth/plugins";
import { eq, sql } from "drizzle-orm";
import { createAuth } from "#server/auth";
import { resolveAuthSecret } from "#server/auth-secret";
import type { Database } from "#server/db/client";
import { creditAccounts, creditLedger, trialGrants, users } from "#server/db/schema";
import type { Env } from "#server/env";
import { createLogger } from "#server/logger";
import type { Mailer } from "#server/mail/mailer";
import { addFreeTrials } from "#server/services/credits/trial-grants";
import { grantOperator } from "#server/services/privacy/operators";

/** The password of every seeded account unless one is asked for: long and not a common one. */
export const SEED_PASSWORD = "clave-de-semilla-2026";

/** A seed signs nobody up and confirms nothing by mail: a mail it tried to send would be a bug. */
const NO_MAIL: Mailer = {
  send: async () => {
    throw new Error("a seed sends no mail");
  },
};

/**
 * The product's own auth (its hooks, cookie names, session lifetime and password hashing) with
 * better-auth's test helpers beside it, which open a session server-side and sign its cookie.
 */
function seedAuth(db: Database, env: Env) {
  const auth = createAuth({
    db,
    env,
    secret: resolveAuthSecret(env),
    mailer: NO_MAIL,
    logger: createLogger("silent"),
  });
  return betterAuth({ ...auth.options, plugins: [testUtils()] });
}

export type Seeder = { db: Database; auth: ReturnType<typeof seedAuth> };

/** What seeds write with: the database and the environment the server runs with (its secret). */
export const createSeeder = (db: Database, env: Env): Seeder => ({ db, auth: seedAuth(db, env) });

export type SeedUserOptions = {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  /** Whether the e-mail is confirmed, which grants the free trials as a first confirmation does. */
  confirmed?: boolean;
  /** Reports bought, as if paid for. */
  purchased?: number;
  /** Answers rights requests at /admin/privacidad (needs a confirmed e-mail). */
  operator?: boolean;
};

export type SeededUser = {
  id: string;
  email: string;
  password: string;
  /** A signed-in session's cookie, as a browser would send it back. */
  cookie: { name: string; value: string };
};

/**
 * Hashing is deliberately slow (scrypt): each password is hashed once per process, and every account
 * seeded with it shares the hash.
 */
const hashes = new Map<string, Promise<string>>();
async function hashOf(seeder: Seeder, password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = seeder.auth.$context.then((context) => context.password.hash(password));
    hashes.set(password, hash);
  }
  return hash;
}

let seeded = 0;
const freshEmail = () =>
  `semilla.${Date.now().toString(36)}.${(++seeded).toString(36)}.${Math.random().toString(36).slice(2, 8)}@correo.cl`;

/**
 * An account as sign-up and the confirmation link leave it, written directly: the user through
 * better-auth's adapter (so its hooks set the trial key and record the accepted texts), the password's
 * credential, the free trials of a first confirmation, and a signed-in session.
 */
export async function seedUser(seeder: Seeder, options: SeedUserOptions = {}): Promise<SeededUser> {
  const { db, auth } = seeder;
  const { confirmed = true, purchased = 0, operator = false } = options;
  const password = options.password ?? SEED_PASSWORD;
  const firstName = options.firstName ?? "Camila";
  const lastName = options.lastName ?? "Rojas";
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser(
    {
      email: options.email ?? freshEmail(),
      emailVerified: confirmed,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      phone: options.phone === undefined ? "+56912345678" : options.phone,
    },
    { method: "email-password" },
  );
  await context.internalAdapter.createAccount({
    accountId: user.id,
    providerId: "credential",
    userId: user.id,
    password: await hashOf(seeder, password),
  });
  if (confirmed) await grantTrials(db, user.id);
  if (purchased > 0) await addPurchased(db, user.id, purchased);
  if (operator) await grantOperator(db, user.email);
  const { cookies } = await context.test.login({ userId: user.id });
  const [cookie] = cookies;
  if (!cookie) throw new Error("better-auth made no session cookie");
  return { id: user.id, email: user.email, password, cookie: { name: cookie.name, value: cookie.value } };
}

/** The rows a first confirmation writes (services/account/confirm-email.ts), without its daily ceiling. */
async function grantTrials(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ trialKey: users.trialKey }).from(users).where(eq(users.id, userId));
    if (user?.trialKey) await tx.insert(trialGrants).values({ trialKey: user.trialKey });
    await addFreeTrials(tx, userId);
  });
}

/**
 * Reports in an account's balance (a person's or an organisation's) as a purchase adds them, with no
 * payment behind them.
 */
export async function addPurchased(db: Database, accountId: string, reports: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(creditAccounts)
      .set({ purchasedLeft: sql`${creditAccounts.purchasedLeft} + ${reports}`, updatedAt: sql`now()` })
      .where(eq(creditAccounts.id, accountId));
    await tx.insert(creditLedger).values({
      accountId,
      kind: "purchase",
      purchasedDelta: reports,
      idempotencyKey: `seed:${accountId}:purchase:${crypto.randomUUID()}`,
    });
  });
}
