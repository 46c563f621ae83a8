import { createRoute } from "@hono/zod-openapi";
import { listPacks, visibleOriginalPrice } from "#domain/catalogue";
import {
  ZCheckout,
  ZCheckoutStarted,
  ZConfirmPayment,
  ZPacks,
  ZPaymentOutcome,
  ZPayments,
} from "#domain/contract/payments";
import { PAYMENT_MESSAGES } from "#domain/payments";
import type { Auth } from "../auth";
import { json, refusals, SESSION } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import { perAccount, rateLimit } from "../http/rate-limit";
import { NO_SESSION_MESSAGE, requireSession } from "../http/require-session";
import type { Metrics } from "../metrics";
import { RATE_LIMITED_MESSAGE } from "../rate-limits";
import { applyPayment } from "../services/payments/apply-payment";
import { createCheckout, type PaymentDeps } from "../services/payments/create-checkout";
import { listPayments } from "../services/payments/list-payments";

const packsRoute = createRoute({
  method: "get",
  path: "/packs",
  summary: "The catalogue: id, name, reports, price, originalPrice (null unless higher), segment",
  responses: { 200: json("The packs", ZPacks) },
});

const checkoutRoute = createRoute({
  method: "post",
  path: "/checkout",
  summary:
    "Start buying a pack. The price is the server's; the body names only the pack. A person's pack goes to " +
    "the buyer's own balance; a fleet pack (Flota 10/50/100) only an automotora's administrador buys, for " +
    "the automotora's balance, with its factura data as it is now",
  security: SESSION,
  request: { body: { required: true, content: { "application/json": { schema: ZCheckout } } } },
  responses: {
    201: json("Send the browser to redirectUrl", ZCheckoutStarted),
    ...refusals({
      400: `${PAYMENT_MESSAGES.unknownPack}; or, a fleet pack for someone in no automotora: ${PAYMENT_MESSAGES.dealerPack}`,
      401: NO_SESSION_MESSAGE,
      403: PAYMENT_MESSAGES.fleetAdminOnly,
      429: RATE_LIMITED_MESSAGE,
      503: "No se pudo crear la preferencia de pago (the purchase is marked fallido; nothing charged)",
    }),
  },
});

const paymentsRoute = createRoute({
  method: "get",
  path: "/payments",
  summary:
    "My purchases, newest first, with estado pendiente | aprobado | rechazado | fallido | reembolsado | " +
    "sin_completar; to an automotora's administrador, its fleet packs too, marked with the automotora and " +
    "the factura data they were bought with",
  security: SESSION,
  responses: { 200: json("The purchases", ZPayments), ...refusals({ 401: NO_SESSION_MESSAGE }) },
});

const confirmRoute = createRoute({
  method: "post",
  path: "/payments/confirm",
  summary: "Confirm one of my payments with the gateway now (the return page's safety net)",
  security: SESSION,
  request: { body: { required: true, content: { "application/json": { schema: ZConfirmPayment } } } },
  responses: {
    200: json("What checking the payment did", ZPaymentOutcome),
    ...refusals({ 400: "Invalid payment id", 401: NO_SESSION_MESSAGE, 429: RATE_LIMITED_MESSAGE }),
  },
});

type Deps = PaymentDeps & { auth: Auth; metrics: Metrics };

export function paymentRoutes(deps: Deps) {
  const session = requireSession(deps);
  // Each checkout creates a preference at Mercado Pago and each confirmation asks it about a payment:
  // an account gets what a person buying needs, not what a script would.
  const checkoutBudget = rateLimit(deps.db, { name: "checkout", windowSeconds: 600, max: 10 }, perAccount);
  const confirmBudget = rateLimit(deps.db, { name: "confirm", windowSeconds: 600, max: 20 }, perAccount);
  return (
    apiRouter()
      .openapi(packsRoute, (c) =>
        c.json(
          {
            packs: listPacks({ includeTestPack: deps.includeTestPack }).map((p) => ({
              ...p,
              originalPrice: visibleOriginalPrice(p),
            })),
          },
          200,
        ),
      )
      .openapi({ ...checkoutRoute, middleware: [session, checkoutBudget] }, async (c) => {
        const { packId } = c.req.valid("json");
        const { actor, session } = c.var;
        const result = await createCheckout(deps, { actor, email: session.user.email, packId });
        return c.json(result, 201);
      })
      .openapi({ ...paymentsRoute, middleware: [session] }, async (c) =>
        c.json({ payments: await listPayments(deps.db, c.var.actor) }, 200),
      )
      // The return page's safety net: confirms one payment of this user's sooner than the webhook might.
      .openapi({ ...confirmRoute, middleware: [session, confirmBudget] }, async (c) => {
        const { paymentId } = c.req.valid("json");
        const outcome = await applyPayment(deps, paymentId, { userId: c.var.session.user.id });
        deps.metrics.paymentOutcomes.inc({ outcome });
        return c.json({ outcome }, 200);
      })
  );
}
