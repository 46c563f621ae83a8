import { Hono } from "hono";
import { z } from "zod";
import { listPacks, visibleOriginalPrice } from "../../domain/catalogue";
import { PAYMENT_MESSAGES } from "../../domain/payments";
import type { Auth } from "../auth";
import type { AppEnv } from "../http/context";
import { jsonBody } from "../http/json-body";
import { perAccount, rateLimit } from "../http/rate-limit";
import { requireSession } from "../http/require-session";
import type { Metrics } from "../metrics";
import { applyPayment } from "../services/payments/apply-payment";
import { createCheckout, type PaymentDeps } from "../services/payments/create-checkout";
import { listPayments } from "../services/payments/list-payments";

export const ZCheckout = z.object({ packId: z.string({ error: PAYMENT_MESSAGES.unknownPack }).max(40) });
export const ZConfirmPayment = z.object({ paymentId: z.string().regex(/^\d{1,20}$/) });

type Deps = PaymentDeps & { auth: Auth; metrics: Metrics };

export function paymentRoutes(deps: Deps) {
  const session = requireSession(deps.auth);
  // Each checkout creates a preference at Mercado Pago and each confirmation asks it about a payment:
  // an account gets what a person buying needs, not what a script would.
  const checkoutBudget = rateLimit(deps.db, { name: "checkout", windowSeconds: 600, max: 10 }, perAccount);
  const confirmBudget = rateLimit(deps.db, { name: "confirm", windowSeconds: 600, max: 20 }, perAccount);
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
      .post("/checkout", session, checkoutBudget, async (c) => {
        const { packId } = await jsonBody(c, ZCheckout);
        const { user } = c.var.session;
        const result = await createCheckout(deps, { userId: user.id, email: user.email, packId });
        return c.json(result, 201);
      })
      .get("/payments", session, async (c) =>
        c.json({ payments: await listPayments(deps.db, c.var.session.user.id) }),
      )
      // The return page's safety net: confirms one payment of this user's sooner than the webhook might.
      .post("/payments/confirm", session, confirmBudget, async (c) => {
        const { paymentId } = await jsonBody(c, ZConfirmPayment);
        const outcome = await applyPayment(deps, paymentId, {
          userId: c.var.session.user.id,
        });
        deps.metrics.paymentOutcomes.inc({ outcome });
        return c.json({ outcome });
      })
  );
}
