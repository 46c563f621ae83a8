import { eq } from "drizzle-orm";
import type { TPhoneSaved } from "#domain/contract/account-phone";
import type { Database } from "#server/db/client";
import { users } from "#server/db/schema";

/** The phone is ours to change, not better-auth's: its update-user takes the whole profile at once. */
export async function updatePhone(db: Database, userId: string, phone: string | null): Promise<TPhoneSaved> {
  await db.update(users).set({ phone, updatedAt: new Date() }).where(eq(users.id, userId));
  return { phone };
}
