import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users, verifications } from "../../db/schema";

/**
 * Removes the user's personal data. Sessions, credentials and credits go with the user row through
 * ON DELETE CASCADE; pending reset tokens are keyed by token, so they are removed by value.
 */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
