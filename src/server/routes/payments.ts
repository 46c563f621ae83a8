import { Hono } from "hono";
import { z } from "zod";
import { listPacks, visibleOriginalPrice } from "../../domain/catalogue";
import { PAYMENT_MESSAGES } from "../../domain/payments";
import type { Auth } from "../auth";
import { AppError } from "../http/app-error";
import type { AppEnv } from "../http/context";
import { jsonBody } from "../http/json-body";
import { requireSession } from "../http/require-session";
import type { Metrics } from "../metrics";
import type { PaymentGateway } from "../payments/gateway";
import { applyPayment } from "../services/payments/apply-payment";
import { createCheckout, type PaymentDeps } from "../services/payments/create-checkout";
import { listPayments } from "../services/payments/list-payments";

export const ZCheckout = z.object({ packId: z.string({ error: PAYMENT_MESSAGES.unknownPack }).max(40) });
export const ZConfirmPayment = z.object({ paymentId: z.string().regex(/^\d{1,20}$/) });

type Deps = Omit<PaymentDeps, "gateway"> & { gateway: PaymentGateway | null; auth: Auth; metrics: Metrics };

const gatewayOrFail = (gateway: PaymentGateway | null): PaymentGateway => {
  if (!gateway) throw new AppError("UNAVAILABLE", PAYMENT_MESSAGES.generic);
  return gateway;
};

export function paymentRoutes(deps: Deps) {
  const session = requireSession(deps.auth);
  return (
    new Hono<AppEnv>()
      .get("/packs", (c) =>
        c.json({
          packs: listPacks({ includeTestPack: deps.includeTestPack }).map((p) => ({
            ...p,
            originalPrice: visibleOriginalPrice(p),
          })),
        }),
      )
      .post("/checkout", session, async (c) => {
        const { packId } = await jsonBody(c, ZCheckout);
        const { user } = c.var.session;
        const result = await createCheckout(
          { ...deps, gateway: gatewayOrFail(deps.gateway) },
          { userId: user.id, email: user.email, packId },
        );
        return c.json(result, 201);
      })
      .get("/payments", session, async (c) =>
        c.json({ payments: await listPayments(deps.db, c.var.session.user.id) }),
      )
      // The return page's safety net: confirms one payment of this user's sooner than the webhook might.
      .post("/payments/confirm", session, async (c) => {
        const { paymentId } = await jsonBody(c, ZConfirmPayment);
        const gateway = gatewayOrFail(deps.gateway);
        const outcome = await applyPayment({ ...deps, gateway }, paymentId, {
          userId: c.var.session.user.id,
        });
        deps.metrics.paymentOutcomes.inc({ outcome });
        return c.json({ outcome });
      })
  );
}
