import { and, eq, isNull, sql } from "drizzle-orm";
import {
  SECRET_OVERLAP_HOURS,
  type TRotatedWebhook,
  WEBHOOK_DISABLED_MESSAGE,
} from "#domain/contract/webhooks";
import { webhookEndpoints } from "#server/db/schema";
import { AppError } from "#server/errors";
import { type Actor, requireRole } from "../actor";
import { newSigningSecret } from "./signing-secret";
import type { WebhookDeps } from "./webhook-deps";
import { endpointOf, webhookView } from "./webhook-view";

/**
 * An administrador rotates an endpoint's signing secret in place (decision 095): a new secret signs from
 * now on and is answered this once; the one it replaces keeps signing beside it for SECRET_OVERLAP_HOURS,
 * so the receiver can switch without losing an event. A rotation during an overlap drops the secret
 * before that one at once: two secrets at most ever sign. A disabled endpoint is not rotated: nothing is
 * sent to it.
 */
export async function rotateWebhookSecret(
  deps: Pick<WebhookDeps, "db" | "secrets">,
  actor: Actor,
  id: string,
): Promise<TRotatedWebhook> {
  const { organisationId } = requireRole(actor, "manageWebhooks");
  const signingSecret = newSigningSecret();
  // One statement: the right-hand sides read the row as it was, so the secret moved aside is the one that
  // signed until now, even with two rotations at once (the second waits for the first's row lock).
  const [rotated] = await deps.db
    .update(webhookEndpoints)
    .set({
      secretEncrypted: deps.secrets.seal(signingSecret),
      previousSecretEncrypted: sql`${webhookEndpoints.secretEncrypted}`,
      previousSecretUntil: sql`now() + ${sql.raw(`interval '${SECRET_OVERLAP_HOURS} hours'`)}`,
    })
    .where(
      and(
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.organisationId, organisationId),
        isNull(webhookEndpoints.disabledAt),
      ),
    )
    .returning();
  if (!rotated) {
    // Another organisation's, or none, is 404; ours but disabled is 409.
    await endpointOf(deps.db, organisationId, id);
    throw new AppError("CONFLICT", WEBHOOK_DISABLED_MESSAGE);
  }
  return { webhook: webhookView(rotated), signingSecret };
}
