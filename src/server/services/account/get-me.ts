import { eq } from "drizzle-orm";
import { displayName } from "#domain/profile";
import type { Database } from "#server/db/client";
import { creditAccounts, users } from "#server/db/schema";
import { AppError } from "#server/errors";
import { trialsLeftOf } from "../credits/spend-credit";

export type Me = {
  user: { id: string; email: string; emailVerified: boolean; createdAt: string };
  profile: {
    firstName: string;
    lastName: string;
    fullName: string;
    phone: string | null;
    displayName: string;
  };
  credits: { trialsLeft: number; purchasedLeft: number };
};

export async function getMe(db: Database, userId: string): Promise<Me> {
  const [row] = await db
    .select({ user: users, credits: creditAccounts, trialsLeft: trialsLeftOf })
    .from(users)
    .innerJoin(creditAccounts, eq(creditAccounts.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError("UNAUTHENTICATED", "No hay sesión activa");
  const { user, credits, trialsLeft } = row;
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt.toISOString(),
    },
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: user.name,
      // better-auth stores a cleared optional field as an empty string: no phone either way.
      phone: user.phone || null,
      displayName: displayName(user.firstName, user.email),
    },
    credits: { trialsLeft, purchasedLeft: credits.purchasedLeft },
  };
}
