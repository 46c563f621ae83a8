import { asc, eq } from "drizzle-orm";
import { stripSpaces } from "#domain/forms/fields";
import type { Database } from "#server/db/client";
import { operators, users } from "#server/db/schema";
import { AppError } from "#server/errors";

/**
 * Operators answer rights requests at /admin/privacidad. Only a row of `operators` makes one, granted by
 * `npm run admin` on the server (decision 055): an e-mail address is something anybody can sign up with.
 */
export async function isOperator(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: operators.userId })
    .from(operators)
    .where(eq(operators.userId, userId));
  return row !== undefined;
}

/** The account of an address as the sign-up form stores it (spaces stripped, lower case). */
async function accountOf(db: Database, email: string) {
  const address = stripSpaces(email).toLowerCase();
  const [user] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, address));
  if (!user) throw new AppError("NOT_FOUND", `No hay ninguna cuenta con el correo ${address}.`);
  return user;
}

/**
 * Makes the account of `email` an operator, by its user id. The address must be confirmed: whoever signed
 * up first with it has not proven it is theirs.
 */
export async function grantOperator(
  db: Database,
  email: string,
): Promise<{ email: string; granted: boolean }> {
  const user = await accountOf(db, email);
  if (!user.emailVerified)
    throw new AppError(
      "FORBIDDEN",
      `La cuenta ${user.email} no ha confirmado su correo: pídele que abra el enlace de confirmación y vuelve a intentarlo.`,
    );
  const granted = await db
    .insert(operators)
    .values({ userId: user.id })
    .onConflictDoNothing()
    .returning({ userId: operators.userId });
  return { email: user.email, granted: granted.length > 0 };
}

/** Takes the rights away; the account's next request is already refused. */
export async function revokeOperator(
  db: Database,
  email: string,
): Promise<{ email: string; revoked: boolean }> {
  const user = await accountOf(db, email);
  const revoked = await db
    .delete(operators)
    .where(eq(operators.userId, user.id))
    .returning({ userId: operators.userId });
  return { email: user.email, revoked: revoked.length > 0 };
}

export function listOperators(db: Database): Promise<{ email: string; grantedAt: Date }[]> {
  return db
    .select({ email: users.email, grantedAt: operators.grantedAt })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .orderBy(asc(users.email));
}
