import type { IncomingMessage, ServerResponse } from "node:http";
import type { Handler } from "hono";
import { clientIpFrom, clientIpOf, type ProxyTrust } from "../http/client-ip";
import type { ApiRequest, AppEnv } from "../http/context";
import { chooseEncoding, type EncodedBody, encodedBodyHeaders } from "../http/encoded-body";
import type { ErrorAnswer } from "../http/error-answer";
import { hitOf } from "../http/rate-limit";
import { nodeRequestHeader, requestHeader } from "../http/request-header";
import type { PublicReportBodies } from "../services/reports/public-report";
import { NOT_INDEXED, PUBLIC_REPORT_LOOKUPS, REVALIDATE_ALWAYS } from "./public-reports";

export const PUBLIC_REPORT_LOOKUP_ROUTE = "/api/public/reports/:code";
const PREFIX = "/api/public/reports/";

// What Node's server answers itself: a code of the characters a code can have, with or without a query.
// Anything else (an escaped code, dot segments, a backslash) is Hono's, which decodes or normalises the
// path first: both answer by the same lookup. Hono would also refuse a request without a proper Host;
// a lookup does not need one.
const NODE_LOOKUP = new RegExp(`^${PREFIX}([A-Za-z0-9-]{1,64})(?:\\?|$)`);

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

/** One lookup as asked, through Hono or straight from Node's request. */
type LookupRequest = {
  method: string;
  path: string;
  code: string;
  clientIp: string;
  acceptEncoding: string | undefined;
};

/** One lookup's answer, ready for whichever server sends it. */
type LookupAnswer = {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Uint8Array<ArrayBuffer> | string;
};

/**
 * GET /api/public/reports/:code, the lookup behind every shared link: the one route anyone may call as
 * often as the budget allows. Node's server answers it straight from Node's request, ahead of Hono
 * (`answerFromNode`); Hono answers it for requests made in-process, as tests make them (`route`). Both
 * ask the same lookup, which counts one lookup in the client's budget shared with the report page, checks
 * the link in the database, answers errors as the rest of the app does, and is measured like every API
 * route. Going around Hono and its middleware halves what a lookup costs the server (docs/decisions/
 * 024 and 025).
 */
export function publicReportLookup(deps: {
  bodies: PublicReportBodies;
  trustProxy: ProxyTrust;
  /** The headers every answer of the app carries (headersAddedBy of the app's security headers). */
  appHeaders: Promise<Record<string, string>>;
  errorAnswer: (err: Error, path: string) => ErrorAnswer;
  record: (request: ApiRequest, status: number, started: number) => void;
}) {
  let fixed: Record<string, string> | undefined;
  const ready = deps.appHeaders.then((headers) => {
    fixed = { ...headers, "x-robots-tag": NOT_INDEXED };
    return fixed;
  });
  // Each body sent goes out with one header object made the first time, frozen, as every later answer
  // shares it. It must hold the length: without one, Hono's Node adapter would add it to the object.
  const answerHeaders = new WeakMap<Uint8Array<ArrayBuffer>, Readonly<Record<string, string>>>();
  const headersOf = (
    body: Uint8Array<ArrayBuffer>,
    encoding: keyof EncodedBody,
    headers: Record<string, string>,
  ) => {
    let made = answerHeaders.get(body);
    if (!made) {
      made = Object.freeze({
        ...headers,
        ...encodedBodyHeaders(encoding, "application/json"),
        "cache-control": REVALIDATE_ALWAYS,
        "content-length": String(body.byteLength),
      });
      answerHeaders.set(body, made);
    }
    return made;
  };
  const refusal = (err: unknown, path: string, headers: Record<string, string>): LookupAnswer => {
    const { status, error, retryAfterSeconds } = deps.errorAnswer(asError(err), path);
    const body = JSON.stringify({ error });
    return {
      status,
      headers: {
        ...headers,
        "content-type": "application/json",
        "cache-control": "no-store",
        ...(retryAfterSeconds ? { "retry-after": String(retryAfterSeconds) } : {}),
        "content-length": String(Buffer.byteLength(body)),
      },
      body,
    };
  };
  const answer = async (request: LookupRequest): Promise<LookupAnswer> => {
    const started = performance.now();
    const headers = fixed ?? (await ready);
    let result: LookupAnswer;
    try {
      const bodies = await deps.bodies.json(request.code, hitOf(PUBLIC_REPORT_LOOKUPS, request.clientIp));
      const encoding = chooseEncoding(request.acceptEncoding);
      const body = bodies[encoding];
      result = { status: 200, headers: headersOf(body, encoding, headers), body };
    } catch (err) {
      result = refusal(err, request.path, headers);
    }
    deps.record(
      { method: request.method, route: PUBLIC_REPORT_LOOKUP_ROUTE, path: request.path },
      result.status,
      started,
    );
    return result;
  };

  const route: Handler<AppEnv> = async (c) => {
    const { status, headers, body } = await answer({
      method: c.req.method,
      path: c.req.path,
      code: c.req.param("code") ?? "",
      clientIp: clientIpOf(c, deps.trustProxy),
      acceptEncoding: requestHeader(c, "accept-encoding"),
    });
    return new Response(body, { status, headers });
  };

  /** Answers a lookup straight from Node's request; false for any other request, which is Hono's. */
  const answerFromNode = (req: IncomingMessage, res: ServerResponse): boolean => {
    const code =
      req.method === "GET" || req.method === "HEAD" ? NODE_LOOKUP.exec(req.url ?? "")?.[1] : undefined;
    if (code === undefined) return false;
    answer({
      method: req.method as string,
      path: PREFIX + code,
      code,
      clientIp: clientIpFrom(
        nodeRequestHeader(req, "x-forwarded-for"),
        req.socket.remoteAddress,
        deps.trustProxy,
      ),
      acceptEncoding: nodeRequestHeader(req, "accept-encoding"),
    })
      .then(({ status, headers, body }) => {
        res.writeHead(status, headers);
        res.end(body);
      })
      .catch((err) => {
        // The lookup answers its own errors: this is one it could not answer at all. Logged as the app
        // logs any unexpected error; the client sees the connection close.
        deps.errorAnswer(asError(err), PREFIX + code);
        res.destroy();
      });
    return true;
  };

  return { route, answerFromNode };
}
