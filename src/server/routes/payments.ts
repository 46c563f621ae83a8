import { createRoute, z } from "@hono/zod-openapi";
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
import { presentReceipt } from "#domain/purchase-receipt";
import type { Auth } from "../auth";
import type { Env } from "../env";
import { json, refusals, SESSION } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import { perAccount, rateLimit } from "../http/rate-limit";
import { NO_SESSION_MESSAGE, requireSession } from "../http/require-session";
import type { Metrics } from "../metrics";
import { RATE_LIMITED_MESSAGE } from "../rate-limits";
import { applyPayment } from "../services/payments/apply-payment";
import { createCheckout, type PaymentDeps } from "../services/payments/create-checkout";
import { listPayments } from "../services/payments/list-payments";
import {
  purchaseReceipt,
  RECEIPT_NOT_FOUND_MESSAGE,
  RECEIPT_NOT_PAID_MESSAGE,
} from "../services/payments/purchase-receipt";
import { type ReceiptIssuer, renderReceiptPdf } from "../services/payments/receipt-pdf";

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

const receiptRoute = createRoute({
  method: "get",
  path: "/payments/{id}/receipt",
  summary:
    "The receipt of one of my paid purchases ('Comprobante de compra') as an A4 PDF to download: pack, " +
    "amount as paid, date, buyer or the factura data of a fleet pack, Mercado Pago's payment id. A " +
    "person's own packs, and an automotora's fleet packs to its administradores; to anyone else, 404",
  security: SESSION,
  request: { params: z.object({ id: z.string().max(64) }) },
  responses: {
    200: {
      description: "The receipt (content-disposition: attachment)",
      content: { "application/pdf": { schema: { type: "string" as const, format: "binary" } } },
    },
    ...refusals({
      401: NO_SESSION_MESSAGE,
      404: RECEIPT_NOT_FOUND_MESSAGE,
      409: RECEIPT_NOT_PAID_MESSAGE,
      429: RATE_LIMITED_MESSAGE,
    }),
  },
});

type Deps = PaymentDeps & {
  auth: Auth;
  metrics: Metrics;
  env: Pick<
    Env,
    | "PUBLIC_URL"
    | "CONTACT_EMAIL"
    | "PRIVACY_CONTROLLER_NAME"
    | "PRIVACY_CONTROLLER_RUT"
    | "PRIVACY_CONTROLLER_ADDRESS"
  >;
};

/** Who sells, on a receipt: the company where the deployment names it (the privacy policy's controller). */
function issuerOf(env: Deps["env"]): ReceiptIssuer {
  const {
    PRIVACY_CONTROLLER_NAME: name,
    PRIVACY_CONTROLLER_RUT: rut,
    PRIVACY_CONTROLLER_ADDRESS: address,
  } = env;
  return {
    company: name && rut && address ? { name, rut, address } : null,
    contactEmail: env.CONTACT_EMAIL,
    site: env.PUBLIC_URL,
  };
}

export function paymentRoutes(deps: Deps) {
  const session = requireSession(deps);
  // Each checkout creates a preference at Mercado Pago and each confirmation asks it about a payment:
  // an account gets what a person buying needs, not what a script would.
  const checkoutBudget = rateLimit(deps.db, { name: "checkout", windowSeconds: 600, max: 10 }, perAccount);
  const confirmBudget = rateLimit(deps.db, { name: "confirm", windowSeconds: 600, max: 20 }, perAccount);
  // Drawing a PDF costs the server, as a report's does (routes/reports.ts).
  const receiptBudget = rateLimit(deps.db, { name: "receipt-pdf", windowSeconds: 60, max: 10 }, perAccount);
  const issuer = issuerOf(deps.env);
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
      .openapi({ ...receiptRoute, middleware: [session, receiptBudget] }, async (c) => {
        const purchase = await purchaseReceipt(deps.db, c.var.actor, c.req.valid("param").id);
        const receipt = presentReceipt(purchase);
        const pdf = await renderReceiptPdf(receipt, { transactionId: purchase.transactionId, issuer });
        c.header("content-type", "application/pdf");
        c.header("content-disposition", `attachment; filename="${receipt.fileName}"`);
        // A buyer's name and a company's factura data: never kept by a shared cache.
        c.header("cache-control", "private, no-store");
        return c.body(new Uint8Array(pdf), 200);
      })
      // The return page's safety net: confirms one payment of this user's sooner than the webhook might.
      .openapi({ ...confirmRoute, middleware: [session, confirmBudget] }, async (c) => {
        const { paymentId } = c.req.valid("json");
        const outcome = await applyPayment(deps, paymentId, { userId: c.var.session.user.id });
        deps.metrics.paymentOutcomes.inc({ outcome });
        return c.json({ outcome }, 200);
      })
  );
}
