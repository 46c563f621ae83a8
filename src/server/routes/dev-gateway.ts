import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { html } from "hono/html";
import { formatClp } from "#domain/format";
import type { Auth } from "../auth";
import type { Database } from "../db/client";
import { isRowId } from "../db/ids";
import { transactions } from "../db/schema";
import type { AppEnv } from "../http/context";
import { signNotification } from "../payments/signature";
import { type createSimulatedGateway, SIMULATED_GATEWAY_PATH } from "../payments/simulated-gateway";

const OUTCOMES = {
  aprobar: { status: "approved", page: "/payment/success" },
  rechazar: { status: "rejected", page: "/payment/error" },
  pendiente: { status: "pending", page: "/payment/pending" },
} as const;

const page = (title: string, body: unknown) => html`<!doctype html>
  <html lang="es-CL">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>${title}</title>
    </head>
    <body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #0f172a">
      <main>${body}</main>
    </body>
  </html>`;

const NOT_FOUND_PAGE = page(
  "Pago no encontrado",
  html`<h1>Pago no encontrado</h1>
    <p>Abre el pago con la sesión iniciada de la cuenta que hizo la compra.</p>`,
);

const PAID_PAGE = page(
  "Pago ya aprobado",
  html`<h1>Este pago ya fue aprobado</h1>
    <p>No se cobra ni se abona de nuevo. <a href="/dashboard/pagos">Ver historial de pagos</a></p>`,
);

/**
 * The local stand-in for Mercado Pago's checkout page: shows the order and lets the developer approve,
 * reject or leave the payment pending. It then notifies our own webhook through the real signature check
 * and returns the browser the way Mercado Pago would.
 */
export function devGatewayRoutes(deps: {
  db: Database;
  auth: Auth;
  simulated: ReturnType<typeof createSimulatedGateway>;
  secret: string;
  deliver: (request: Request) => Promise<Response>;
  publicUrl: string;
}) {
  // Approving here costs nothing: only the buyer's own session sees or answers its checkout, and to
  // anyone else it does not exist.
  const findOwn = async (c: Context<AppEnv>) => {
    const id = c.req.param("id");
    if (!id || !isRowId(id)) return undefined;
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return undefined;
    const [transaction] = await deps.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.userId, session.user.id)));
    return transaction;
  };
  return new Hono<AppEnv>()
    .get("/:id", async (c) => {
      const transaction = await findOwn(c);
      if (!transaction) return c.html(NOT_FOUND_PAGE, 404);
      if (await deps.simulated.isPaid(transaction.id)) return c.html(PAID_PAGE);
      return c.html(
        page(
          "Pasarela de pago simulada",
          html`<h1>Pasarela de pago simulada</h1>
            <p>Esta pasarela reemplaza a Mercado Pago en desarrollo: no se cobra dinero real.</p>
            <dl>
              <dt>Concepto</dt><dd>${transaction.concept}</dd>
              <dt>Monto</dt><dd>${formatClp(transaction.amount)} ${transaction.currency}</dd>
            </dl>
            <form method="post" action="${SIMULATED_GATEWAY_PATH}/${transaction.id}">
              <button name="accion" value="aprobar" type="submit">Aprobar</button>
              <button name="accion" value="rechazar" type="submit">Rechazar</button>
              <button name="accion" value="pendiente" type="submit">Dejar pendiente</button>
            </form>`,
        ),
      );
    })
    .post("/:id", async (c) => {
      const transaction = await findOwn(c);
      const form = await c.req.parseBody();
      const outcome = OUTCOMES[String(form.accion) as keyof typeof OUTCOMES];
      if (!transaction || !outcome) return c.html(NOT_FOUND_PAGE, 404);

      const payment = await deps.simulated.recordPayment(transaction.id, outcome.status, transaction.amount);
      if (!payment) return c.html(PAID_PAGE, 409);
      const requestId = randomUUID();
      const signature = signNotification(deps.secret, {
        dataId: payment.id,
        requestId,
        ts: String(Math.floor(Date.now() / 1000)),
      });
      const notified = await deps.deliver(
        new Request(`${deps.publicUrl}/api/webhooks/mercadopago?data.id=${payment.id}&type=payment`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-signature": signature,
            "x-request-id": requestId,
          },
          body: JSON.stringify({ type: "payment", action: "payment.created", data: { id: payment.id } }),
        }),
      );
      if (!notified.ok) c.var.logger.error({ status: notified.status }, "simulated webhook delivery failed");
      const query = new URLSearchParams({
        collection_id: payment.id,
        collection_status: payment.status,
        payment_id: payment.id,
        status: payment.status,
        external_reference: transaction.id,
        payment_type: "credit_card",
        merchant_order_id: "",
        preference_id: transaction.preferenceId ?? "",
      });
      return c.redirect(`${outcome.page}?${query}`, 303);
    });
}
