import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A real HTTP stand-in for Mercado Pago's API (preferences and payments), answering with the recorded
// shapes, so the official SDK is exercised through its actual requests.

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/mercadopago/${name}.json`, import.meta.url), "utf8"));

export type FakePayment = {
  id: string;
  status: string;
  externalReference: string;
  amount: number;
  currency?: string;
};

export type FakeMercadoPago = {
  url: string;
  /** Bodies of every preference created, oldest first, with the headers that matter. */
  preferences: {
    body: Record<string, unknown>;
    idempotencyKey: string | null;
    authorization: string | null;
  }[];
  setPayment(payment: FakePayment): void;
  /** While down, every call answers 500. */
  setDown(down: boolean): void;
  close(): Promise<void>;
};

export async function startFakeMercadoPago(): Promise<FakeMercadoPago> {
  const payments = new Map<string, FakePayment>();
  const preferences: FakeMercadoPago["preferences"] = [];
  let down = false;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    // The SDK asks for /checkout/preferences/ with a trailing slash; Mercado Pago accepts both.
    url.pathname = url.pathname.replace(/\/+$/, "") || "/";
    if (down) return send(res, 500, { message: "internal_error", status: 500 });
    if (req.method === "POST" && url.pathname === "/checkout/preferences") {
      const body = await readBody(req);
      const header = (name: string) => (req.headers[name] as string | undefined) ?? null;
      preferences.push({
        body,
        idempotencyKey: header("x-idempotency-key"),
        authorization: header("authorization"),
      });
      const created = fixture("preference-created");
      const id = `123456789-${preferences.length}`;
      return send(res, 201, {
        ...created,
        id,
        init_point: `https://www.mercadopago.cl/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `https://sandbox.mercadopago.cl/checkout/v1/redirect?pref_id=${id}`,
        external_reference: body.external_reference,
        items: body.items,
      });
    }
    const paymentPath = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    if (req.method === "GET" && paymentPath?.[1]) {
      const p = payments.get(paymentPath[1]);
      if (!p) return send(res, 404, { message: "Payment not found", status: 404 });
      return send(res, 200, {
        ...fixture("payment-approved"),
        id: Number(p.id),
        status: p.status,
        status_detail: p.status === "approved" ? "accredited" : p.status,
        external_reference: p.externalReference,
        transaction_amount: p.amount,
        currency_id: p.currency ?? "CLP",
        metadata: { transaction_id: p.externalReference },
      });
    }
    send(res, 404, { message: "not found" });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    preferences,
    setPayment: (p) => payments.set(p.id, p),
    setDown: (d) => {
      down = d;
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
