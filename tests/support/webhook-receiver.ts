import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";

const TLS = path.join(import.meta.dirname, "../fixtures/tls");
/** The certificate authority of the receiver: its own self-signed certificate for localhost and 127.0.0.1. */
export const RECEIVER_CA = readFileSync(path.join(TLS, "receiver-cert.pem"), "utf8");

/** A request the receiver got: its headers, and its body exactly as the bytes came. */
export type Received = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
};

/** How the receiver answers one request: a status, or a redirect to another URL. */
type Answer = number | { status: number; location: string };

/**
 * An organisation's webhook receiver on 127.0.0.1, over https with the fixture certificate: it answers
 * each request with the next answer of `answers` per path (200 once they run out), and keeps every request.
 */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const scripts = new Map<string, Answer[]>();
  const server = createServer(
    {
      key: readFileSync(path.join(TLS, "receiver-key.pem")),
      cert: RECEIVER_CA,
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const route = req.url ?? "/";
        received.push({ path: route, headers: req.headers, rawBody: Buffer.concat(chunks) });
        const answer = scripts.get(route)?.shift() ?? 200;
        if (typeof answer === "number") res.writeHead(answer);
        else res.writeHead(answer.status, { location: answer.location });
        res.end("ok");
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** A URL of this receiver on `host` (localhost, 127.0.0.1, or a name a test's resolver points here). */
    url: (route: string, host = "localhost") => `https://${host}:${port}${route}`,
    /** What a path answers next, in order. */
    answer: (route: string, answers: Answer[]) => scripts.set(route, [...answers]),
    /** What came to one path, oldest first. */
    at: (route: string) => received.filter((r) => r.path === route),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
