import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Database } from "../db/client";
import { json, refusals } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import type { Logger } from "../logger";
import type { Metrics } from "../metrics";
import type { PaymentGateway } from "../payments/gateway";
import { verifyNotification } from "../payments/signature";
import { applyPayment } from "../services/payments/apply-payment";

const SIGNATURE_REFUSED_MESSAGE = "Firma inválida";

const ZNotification = z.object({
  type: z.string().optional(),
  action: z.string().optional(),
  data: z.object({ id: z.string() }).optional(),
});
const NOTIFICATION_SCHEMA = "MercadoPagoNotification";

// Documented, never validated: a notification is judged by its signature alone and read leniently
// (Mercado Pago's older notifications name the payment only in the query, as `id` and `topic`), so its
// parameters and body are described outside `request`, which would validate them.
const notificationRoute = createRoute({
  method: "post",
  path: "/mercadopago",
  summary: "Mercado Pago payment notifications (x-signature HMAC-SHA256; 401 when missing or wrong)",
  description:
    "The payment is fetched from Mercado Pago and checked (external_reference, amount, currency) before " +
    "anything changes; an approval credits the pack once per payment however often it is notified. " +
    "Answers 503 when it could not record the payment, so Mercado Pago retries.",
  parameters: [
    { name: "data.id", in: "query", schema: { type: "string" }, description: "The payment's id" },
    { name: "type", in: "query", schema: { type: "string" }, description: "payment" },
    { name: "x-signature", in: "header", required: true, schema: { type: "string" } },
    { name: "x-request-id", in: "header", schema: { type: "string" } },
  ],
  requestBody: {
    content: { "application/json": { schema: { $ref: `#/components/schemas/${NOTIFICATION_SCHEMA}` } } },
  },
  responses: {
    200: json(
      "Recorded (or not about a payment)",
      z.object({ received: z.literal(true), outcome: z.string().optional() }),
    ),
    ...refusals({ 401: SIGNATURE_REFUSED_MESSAGE, 503: "Not recorded; Mercado Pago retries" }),
  },
});

/**
 * Mercado Pago's payment notifications. The signature is checked first (401 and nothing changes when it
 * is missing or wrong). The payment is applied before answering: a 2xx means it is recorded, so when the
 * database is down the answer is 503 and Mercado Pago delivers it again later.
 */
export function webhookRoutes(deps: {
  db: Database;
  gateway: PaymentGateway;
  secret: string;
  logger: Logger;
  metrics: Metrics;
}) {
  const router = apiRouter();
  router.openAPIRegistry.register(NOTIFICATION_SCHEMA, ZNotification);
  return router.openapi(notificationRoute, async (c) => {
    const dataId = c.req.query("data.id") ?? c.req.query("id") ?? null;
    const valid = verifyNotification(deps.secret, c.req.header("x-signature"), {
      dataId,
      requestId: c.req.header("x-request-id") ?? null,
    });
    if (!valid) {
      deps.logger.warn({ dataId }, "webhook with a missing or wrong signature refused");
      deps.metrics.paymentOutcomes.inc({ outcome: "bad_signature" });
      return c.json({ error: SIGNATURE_REFUSED_MESSAGE }, 401);
    }
    const body = (await c.req.json().catch(() => ({}))) as { type?: unknown };
    const topic = c.req.query("type") ?? c.req.query("topic") ?? body.type;
    if (topic !== "payment" || !dataId) return c.json({ received: true } as const, 200);
    try {
      const outcome = await applyPayment({ db: deps.db, gateway: deps.gateway, logger: deps.logger }, dataId);
      deps.logger.info({ paymentId: dataId, outcome }, "payment notification applied");
      deps.metrics.paymentOutcomes.inc({ outcome });
      return c.json({ received: true as const, outcome }, 200);
    } catch (err) {
      deps.metrics.paymentOutcomes.inc({ outcome: "error" });
      deps.logger.error(
        { err, paymentId: dataId },
        "payment notification not applied; Mercado Pago will retry",
      );
      return c.json({ error: "No se pudo procesar la notificación" }, 503);
    }
  });
}
