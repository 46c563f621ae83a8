import { and, eq, isNull } from "drizzle-orm";
import {
  MAX_WEBHOOKS,
  type TCreatedWebhook,
  type TCreateWebhook,
  TOO_MANY_WEBHOOKS_MESSAGE,
  WEBHOOK_DUPLICATE_MESSAGE,
  WEBHOOK_PRIVATE_ADDRESS_MESSAGE,
  WEBHOOK_UNRESOLVED_MESSAGE,
} from "#domain/contract/webhooks";
import { webhookHost } from "#domain/webhooks/webhook-url";
import { organisations, webhookEndpoints } from "#server/db/schema";
import { AppError } from "#server/errors";
import { type Actor, requireRole } from "../actor";
import { checkedAddresses, PrivateAddressError } from "./outbound";
import { newSigningSecret } from "./signing-secret";
import type { WebhookDeps } from "./webhook-deps";
import { webhookView } from "./webhook-view";

/**
 * An administrador registers an https URL for the organisation's events: its host is resolved and every
 * address it has must be public (decision 084), at most MAX_WEBHOOKS are active at once, and the signing
 * secret is answered this once and kept only encrypted.
 */
export async function registerWebhook(
  deps: WebhookDeps,
  actor: Actor,
  input: TCreateWebhook,
): Promise<TCreatedWebhook> {
  const { organisationId } = requireRole(actor, "manageWebhooks");
  const url = new URL(input.url);
  // Before the transaction: a slow resolver holds no lock.
  await checkedAddresses(webhookHost(url), deps).catch((err: unknown) => {
    if (err instanceof PrivateAddressError)
      throw new AppError("BAD_REQUEST", WEBHOOK_PRIVATE_ADDRESS_MESSAGE);
    throw new AppError("BAD_REQUEST", WEBHOOK_UNRESOLVED_MESSAGE, undefined, { cause: err });
  });
  const signingSecret = newSigningSecret();
  const row = await deps.db.transaction(async (tx) => {
    // One registration at a time per organisation, so the count below holds until this one is written.
    await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, organisationId))
      .for("update");
    const active = await tx
      .select({ url: webhookEndpoints.url })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.organisationId, organisationId), isNull(webhookEndpoints.disabledAt)));
    // The same URL twice would get every event twice, each signed with another secret.
    if (active.some((w) => w.url === url.href)) throw new AppError("CONFLICT", WEBHOOK_DUPLICATE_MESSAGE);
    if (active.length >= MAX_WEBHOOKS) throw new AppError("CONFLICT", TOO_MANY_WEBHOOKS_MESSAGE);
    const [stored] = await tx
      .insert(webhookEndpoints)
      .values({
        organisationId,
        url: url.href,
        secretEncrypted: deps.secrets.seal(signingSecret),
        createdBy: actor.userId,
      })
      .returning();
    if (!stored) throw new Error("the webhook was not stored");
    return stored;
  });
  return { webhook: webhookView(row), signingSecret };
}
