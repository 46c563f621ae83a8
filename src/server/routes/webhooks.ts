import { Hono } from "hono";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/context";
import type { Logger } from "../logger";
import type { Metrics } from "../metrics";
import type { PaymentGateway } from "../payments/gateway";
import { verifyNotification } from "../payments/signature";
import { applyPayment } from "../services/payments/apply-payment";

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
  return new Hono<AppEnv>().post("/mercadopago", async (c) => {
    const dataId = c.req.query("data.id") ?? c.req.query("id") ?? null;
    const valid = verifyNotification(deps.secret, c.req.header("x-signature"), {
      dataId,
      requestId: c.req.header("x-request-id") ?? null,
    });
    if (!valid) {
      deps.logger.warn({ dataId }, "webhook with a missing or wrong signature refused");
      deps.metrics.paymentOutcomes.inc({ outcome: "bad_signature" });
      return c.json({ error: "Firma inválida" }, 401);
    }
    const body = (await c.req.json().catch(() => ({}))) as { type?: unknown };
    const topic = c.req.query("type") ?? c.req.query("topic") ?? body.type;
    if (topic !== "payment" || !dataId) return c.json({ received: true });
    try {
      const outcome = await applyPayment({ db: deps.db, gateway: deps.gateway, logger: deps.logger }, dataId);
      deps.logger.info({ paymentId: dataId, outcome }, "payment notification applied");
      deps.metrics.paymentOutcomes.inc({ outcome });
      return c.json({ received: true, outcome });
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
