import { randomUUID } from "node:crypto";
import { type TTestDelivery, WEBHOOK_DISABLED_MESSAGE } from "#domain/contract/webhooks";
import { testEvent } from "#domain/webhooks/events";
import { AppError } from "#server/errors";
import { type Actor, requireRole } from "../actor";
import { queueDeliveries } from "./queue-deliveries";
import type { WebhookDeps } from "./webhook-deps";
import { endpointOf } from "./webhook-view";

/** 'Enviar evento de prueba': a test report.completed to one endpoint, delivered and logged as any event. */
export async function sendTestEvent(deps: WebhookDeps, actor: Actor, id: string): Promise<TTestDelivery> {
  const { organisationId } = requireRole(actor, "manageWebhooks");
  const endpoint = await endpointOf(deps.db, organisationId, id);
  if (endpoint.disabledAt) throw new AppError("CONFLICT", WEBHOOK_DISABLED_MESSAGE);
  const [deliveryId] = await queueDeliveries(deps, [
    { endpointId: endpoint.id, event: testEvent(randomUUID(), new Date()) },
  ]);
  if (!deliveryId) throw new Error("the test delivery was not stored");
  return { deliveryId };
}
