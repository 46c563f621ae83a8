import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

// Closing a socket while the client is still sending makes the kernel answer its next bytes with a
// reset, and a client that meets the reset before it reads our answer shows a network error instead of
// it: a dealer who picks a 10 MB spreadsheet would never read the Spanish limit. Node closes that way
// after an answer given before the body arrived whole (a 413 from the declared length; @hono/node-server
// gives up draining after 500 ms; Node's own server after a `Connection: close`), both through
// `socket.destroySoon()`. Node has no lingering close, so we give each connection nginx's: send our FIN
// once the answer is written, keep reading and throwing away what still comes for a bounded time and
// size, and only then close. The HTTP parser keeps reading the socket meanwhile into the request it was
// parsing, which is made to flow with nobody listening (what Node's own `_dump` does): a consumer it
// had, such as the adapter's web stream of the body, would otherwise fill and pause the socket.

export type Linger = {
  /** The longest a closing connection keeps reading, from the moment it was to close. */
  ms: number;
  /** The most it reads meanwhile, counted from the same moment. */
  bytes: number;
};

/** nginx's lingering_time (30 s), and @hono/node-server's own cap on a drained body (64 MB). */
export const LINGER: Linger = { ms: 30_000, bytes: 64 * 1024 * 1024 };

/** How often a lingering connection's count of bytes, and whether the server still serves, is looked at. */
const CHECK_MS = 100;

/**
 * Gives `socket` a lingering close in place of Node's immediate one; `request()` is the request last
 * read on it, whose body what still comes belongs to.
 */
export function lingerOnClose(
  socket: Socket,
  request: () => IncomingMessage | undefined,
  linger: Linger = LINGER,
  /** False once the server stops: a deployment's handover does not wait for a client still sending. */
  serving: () => boolean = () => true,
): void {
  let lingering = false;
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (lingering || this.destroyed) return;
    lingering = true;
    const body = request();
    if (body && !body.complete) {
      body.removeAllListeners("data");
      body.resume();
    }
    const startedAt = this.bytesRead;
    const close = () => {
      clearInterval(check);
      clearTimeout(deadline);
      this.destroy();
    };
    const check = setInterval(() => {
      if (this.bytesRead - startedAt > linger.bytes || !serving()) close();
    }, CHECK_MS);
    const deadline = setTimeout(close, linger.ms);
    check.unref();
    deadline.unref();
    // The client read our answer and closed its side: nothing more will come.
    this.once("end", close);
    this.once("close", close);
    this.end();
  };
}
