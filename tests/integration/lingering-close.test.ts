import type { Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_TOO_LARGE_MESSAGE } from "#server/http/body-limit";
import type { Linger } from "#server/http/lingering-close";
import { serveApp } from "#server/serve";
import { LOT_FILE_TOO_LARGE_MESSAGE } from "#server/services/lots/lot-file";
import { seededClient, seededOrganisation } from "../support/seed";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";

// Issue 39: an early 413 reaches a client that is still sending its body. The client here sends as one
// on a real network does, a slice at a time over a few seconds, far longer than @hono/node-server's
// 500 ms of draining: before the lingering close it met a reset (EPIPE) instead of the answer.

const CHUNK = 256 * 1024;
const TOTAL = 8 * 1024 * 1024;

type Outcome = { status: number; text: string; sent: number } | { error: string; sent: number };

/**
 * POSTs `TOTAL` bytes (`head`, then padding) over a raw connection, one CHUNK every 40 ms, with the
 * length declared or chunked, and reads the answer only once the whole body is out, as a client that
 * uploads a file to the end does: an error while the body is on its way is the network error the person
 * would see, whatever answer came before it.
 */
function slowPost(
  port: number,
  path: string,
  headers: Record<string, string>,
  { declared, head = "" }: { declared: boolean; head?: string },
): Promise<Outcome> {
  return new Promise((resolve) => {
    let sent = 0;
    let received = "";
    let finished = false;
    // Half-open, as a browser is: the server's FIN after its answer does not end our sending.
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    const fail = (error: unknown) => {
      if (finished) return;
      finished = true;
      socket.destroy();
      resolve({ error: String(error), sent });
    };
    const frame = (bytes: Buffer) =>
      declared
        ? bytes
        : Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n")]);
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", fail);
    socket.on("connect", () => {
      const lines = [
        `POST ${path} HTTP/1.1`,
        "Host: 127.0.0.1",
        `Origin: ${ORIGIN}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        declared ? `Content-Length: ${TOTAL}` : "Transfer-Encoding: chunked",
      ];
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
      // A chunk of nothing would end a chunked body: an empty head is not sent.
      const first = Buffer.from(head);
      if (first.length) socket.write(frame(first));
      sent = first.length;
      const tick = setInterval(() => {
        if (finished) return clearInterval(tick);
        const size = Math.min(CHUNK, TOTAL - sent);
        sent += size;
        const last = sent >= TOTAL;
        socket.write(frame(Buffer.alloc(size, "x")), (err) => {
          if (err) return fail(err);
          if (!last) return;
          if (!declared) socket.write("0\r\n\r\n");
          // The body is out: now the answer, whole once the server closes.
          socket.end();
          socket.once("close", () => {
            if (finished) return;
            finished = true;
            const [top = "", text = ""] = received.split("\r\n\r\n");
            const status = Number(top.split(" ")[1]);
            resolve({ status, text: Buffer.from(text, "latin1").toString("utf8"), sent });
          });
        });
        if (last) clearInterval(tick);
      }, 40);
    });
  });
}

const cookieOf = (browser: { cookies: Map<string, string> }) =>
  [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

describe("an early refusal of a large body is read by the client, not reset", () => {
  let t: TestApp;
  const servers: Server[] = [];
  const serve = async (linger?: Linger) => {
    const server = serveApp(t, { port: 0, hostname: "127.0.0.1", ...(linger ? { linger } : {}) });
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    return (server.address() as AddressInfo).port;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const server of servers) server.closeAllConnections();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await t.close();
  });

  it("on signed-in endpoints, with the length declared or chunked", async () => {
    const port = await serve();
    const person = await seededClient(t);
    const headers = { cookie: cookieOf(person), "content-type": "application/json" };
    for (const path of ["/api/reports", "/api/checkout"])
      for (const declared of [true, false]) {
        const outcome = await slowPost(port, path, headers, { declared });
        expect(outcome, `${path} ${declared ? "declared" : "chunked"}`).toMatchObject({
          status: 413,
          text: JSON.stringify({ error: BODY_TOO_LARGE_MESSAGE }),
        });
      }
  });

  it("on the lot upload, which names the file's limit", async () => {
    const port = await serve();
    const { admin } = await seededOrganisation(t, { purchasedLeft: 10 });
    const boundary = "----lote";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.csv"\r\nContent-Type: text/csv\r\n\r\nPatente\r\n`;
    const headers = { cookie: cookieOf(admin), "content-type": `multipart/form-data; boundary=${boundary}` };
    for (const declared of [true, false]) {
      const outcome = await slowPost(port, "/api/lots/preview", headers, { declared, head });
      expect(outcome, declared ? "declared" : "chunked").toMatchObject({
        status: 413,
        text: JSON.stringify({ error: LOT_FILE_TOO_LARGE_MESSAGE }),
      });
    }
  });

  it("does not hold a stopping server: a lingering connection ends with it", async () => {
    const server = serveApp(t, { port: 0, hostname: "127.0.0.1", linger: { ms: 60_000, bytes: TOTAL * 2 } });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const person = await seededClient(t);
    const upload = slowPost(
      port,
      "/api/reports",
      { cookie: cookieOf(person), "content-type": "application/json" },
      { declared: true },
    );
    // Once the refusal is out and the connection lingers, the deployment stops this instance.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await new Promise((resolve) => server.close(resolve));
    const outcome = await upload;
    expect(outcome.sent).toBeLessThan(TOTAL);
  });

  it("stops reading once its bounds are reached: a client that keeps sending is cut off", async () => {
    const port = await serve({ ms: 60_000, bytes: 1024 * 1024 });
    const person = await seededClient(t);
    const outcome = await slowPost(
      port,
      "/api/reports",
      { cookie: cookieOf(person), "content-type": "application/json" },
      { declared: true },
    );
    // The answer may or may not be read before the cut; what matters is that the server stopped reading
    // long before the client was done.
    expect(outcome.sent).toBeLessThan(TOTAL / 2);
    const slow = await serve({ ms: 300, bytes: TOTAL * 2 });
    const timedOut = await slowPost(
      slow,
      "/api/reports",
      { cookie: cookieOf(person), "content-type": "application/json" },
      { declared: true },
    );
    expect(timedOut.sent).toBeLessThan(TOTAL / 2);
  });
});
