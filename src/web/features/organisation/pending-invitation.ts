import { z } from "zod/mini";
import { paths } from "#web/config/paths";
import { storedValue } from "#web/lib/storage";

// Read on pages every visitor loads (the confirmation page, through the feature's index): zod/mini, whose
// core every page loads already, not the contract's classic schema. Only tokens the invitation page took
// from a valid link are written here, and the server checks a token again before it shows anything.

/**
 * The invitation of somebody who left its page to create an account or confirm their address: confirming
 * on this device brings them back to it (pendingInvitationHref), and the automotora's page offers it again
 * until it is accepted.
 */
const stored = storedValue(
  "pending-invitation",
  z.object({ token: z.string().check(z.minLength(1), z.maxLength(100)), savedAt: z.number() }),
  // Forgotten on sign-out: on a shared device the next person to confirm must not land on it.
  { personal: true },
);

/** An invitation link lasts 7 days (decision 076): one kept longer has expired on the server too. */
const KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export const pendingInvitation = {
  read(): { token: string } | undefined {
    const pending = stored.read();
    if (!pending || Date.now() - pending.savedAt > KEPT_MS) return undefined;
    return { token: pending.token };
  },
  write({ token }: { token: string }): void {
    stored.write({ token, savedAt: Date.now() });
  },
  clear: stored.clear,
};

/** The page of the invitation left on this device, for a person just signed in or confirmed; else null. */
export function pendingInvitationHref(): string | null {
  const pending = pendingInvitation.read();
  return pending ? paths.dashboard.organisationInvite.getHref(pending.token) : null;
}
