import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";

/** A response body kept ready in every encoding a client may ask for. */
export type EncodedBody = Record<"identity" | "gzip" | "br", Uint8Array<ArrayBuffer>>;

/**
 * Encoded and compressed once, when the text is made: sending it again costs no serialisation,
 * encoding or compression.
 */
export function encodeBody(text: string, { brotliQuality = 11 } = {}): EncodedBody {
  const identity = new TextEncoder().encode(text);
  return {
    identity,
    gzip: new Uint8Array(gzipSync(identity, { level: 9 })),
    br: new Uint8Array(
      brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    ),
  };
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, each only if the client accepts
 * it (by name or `*`) with a weight above 0; otherwise none.
 */
export function chooseEncoding(acceptEncoding = ""): keyof EncodedBody {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    if (name) weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : "identity";
}

/** The headers that say what an encoded body is. */
function encodedBodyHeaders(encoding: keyof EncodedBody, contentType: string): Record<string, string> {
  const headers: Record<string, string> = { vary: "Accept-Encoding", "content-type": contentType };
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  return headers;
}

/** Sends the encoding the client prefers of those it accepts. */
export function sendEncoded(c: Context, body: EncodedBody, contentType: string) {
  const encoding = chooseEncoding(c.req.header("accept-encoding"));
  for (const [name, value] of Object.entries(encodedBodyHeaders(encoding, contentType)))
    c.header(name, value);
  return c.body(body[encoding]);
}
