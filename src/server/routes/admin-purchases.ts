import { createRoute } from "@hono/zod-openapi";
import { purchaseCsvFileName, RANGE_DATE_MESSAGE, ZPurchaseRange } from "#domain/purchases-csv";
import type { Auth } from "../auth";
import type { Database } from "../db/client";
import { refusals, SESSION } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import { operatorsOnly } from "../http/operators-only";
import { NO_SESSION_MESSAGE, requireSession } from "../http/require-session";
import { purchasesCsv } from "../services/payments/export-purchases";

const NOT_AN_OPERATOR_MESSAGE = "Esta sección es solo para el equipo de Patente Clara.";

const csvRoute = createRoute({
  method: "get",
  path: "/admin/purchases.csv",
  summary:
    "Purchases paid in a range of Santiago days (approved or refunded since), for the accountant: date, " +
    "transaction, Mercado Pago payment, pack, reports, amount, state, factura or boleta, and a fleet " +
    "pack's factura data as it was at purchase. UTF-8 with a BOM, ';' separated. Operators only",
  security: SESSION,
  request: { query: ZPurchaseRange },
  responses: {
    200: {
      description: "The CSV (content-disposition: attachment)",
      content: { "text/csv": { schema: { type: "string" as const } } },
    },
    ...refusals({ 400: RANGE_DATE_MESSAGE, 401: NO_SESSION_MESSAGE, 403: NOT_AN_OPERATOR_MESSAGE }),
  },
});

const encoder = new TextEncoder();

/**
 * The lines as the response's body, read as the client takes them. The first two are read before
 * answering, so a database that fails at once is answered as a refusal, not as a cut download.
 */
async function bodyOf(lines: AsyncGenerator<string>): Promise<ReadableStream<Uint8Array>> {
  const ahead: string[] = [];
  for (let i = 0; i < 2; i++) {
    const next = await lines.next();
    if (next.done) break;
    ahead.push(next.value);
  }
  return new ReadableStream({
    async pull(controller) {
      const next = ahead.shift() ?? (await lines.next()).value;
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
}

/**
 * The operator's export of purchases for the accountant (decision 078). Operators are the accounts
 * `npm run admin` granted (decision 055), the same who answer rights requests: the company's staff.
 */
export function adminPurchaseRoutes(deps: { db: Database; auth: Auth }) {
  return apiRouter().openapi(
    { ...csvRoute, middleware: [requireSession(deps), operatorsOnly(deps.db, NOT_AN_OPERATOR_MESSAGE)] },
    async (c) => {
      const range = c.req.valid("query");
      const body = await bodyOf(purchasesCsv(deps.db, range));
      c.header("content-type", "text/csv; charset=utf-8");
      c.header("content-disposition", `attachment; filename="${purchaseCsvFileName(range)}"`);
      c.header("cache-control", "private, no-store");
      return c.body(body, 200);
    },
  );
}
