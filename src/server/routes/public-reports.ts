import { type Context, type Handler, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { isAccessCode } from "../../domain/access-code";
import { RUT_REQUIRED_MESSAGE } from "../../domain/rut";
import type { Database } from "../db/client";
import { clientIpOf } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { chooseEncoding, type EncodedBody, encodedBodyHeaders } from "../http/encoded-body";
import { jsonBody } from "../http/json-body";
import { enforceRateLimit, type RateRule, rateLimit } from "../http/rate-limit";
import { requestHeader } from "../http/request-header";
import { checkOwner, findSharedReport, type PublicReportBodies } from "../services/reports/public-report";
import { renderReportPdf } from "../services/reports/report-pdf";
import { publicView } from "../services/reports/report-view";

const ZOwnerCheck = z.object({
  rut: z.string({ error: RUT_REQUIRED_MESSAGE }).min(1, RUT_REQUIRED_MESSAGE).max(20),
});

/**
 * For the report page (/reporte/:accessCode) when it is sent as a frame, without its report: tells the
 * browser to fetch the report's data while it still downloads the page's code, instead of after it.
 * Only a well-formed code is named, so nothing from the address reaches the header unchecked; the page's
 * own request then takes the preloaded answer.
 */
export function preloadReportData(apiBase: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Read before next(): afterwards the params are those of whichever handler answered.
    const code = c.req.param("accessCode");
    await next();
    if (c.res.status !== 200 || !code || !isAccessCode(code)) return;
    // crossorigin: the page asks with fetch(), whose mode a preload must match to be reused.
    c.res.headers.set("link", `<${apiBase}/${code}>; rel=preload; as=fetch; crossorigin=anonymous`);
  };
}

/** Lookups of shared reports by one client, through this API or the report page, share one budget. */
export const PUBLIC_REPORT_LOOKUPS: RateRule = { name: "public-report", windowSeconds: 60, max: 60 };

/** Shared reports are for whoever has the link, never for search engines. */
export const NOT_INDEXED = "noindex, nofollow";

/** A withdrawn link must stop working at once: caches may keep a copy only if they revalidate it. */
export const REVALIDATE_ALWAYS = "private, no-cache";

/**
 * GET /api/public/reports/:code, the lookup behind every shared link: the one route anyone may call as
 * often as the budget allows, so it answers from before the app's middleware chain and sends its answer
 * with plain headers. Under load that halves what a lookup costs the server (docs/DECISIONS.md 024).
 * It still counts one lookup in the client's budget shared with the report page, checks the link in the
 * database, answers errors through the app's own error answer, and is measured like every API route.
 */
export function publicReportLookup(deps: {
  db: Database;
  bodies: PublicReportBodies;
  trustProxy: boolean;
  /** The headers every answer of the app carries (headersAddedBy of the app's security headers). */
  appHeaders: Promise<Record<string, string>>;
  answerError: (err: Error, c: Context<AppEnv>) => Response;
  record: (c: Context<AppEnv>, status: number, started: number) => void;
}): Handler<AppEnv> {
  let fixed: Record<string, string> | undefined;
  const ready = deps.appHeaders.then((headers) => {
    fixed = { ...headers, "x-robots-tag": NOT_INDEXED };
    return fixed;
  });
  // Each body sent goes out with one header object made the first time, frozen, as every later answer
  // shares it. It must hold the length: without one, the Node adapter would add it to the object.
  const answerHeaders = new WeakMap<Uint8Array, Readonly<Record<string, string>>>();
  const headersOf = (body: Uint8Array, encoding: keyof EncodedBody, headers: Record<string, string>) => {
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
  return async (c) => {
    const started = performance.now();
    const headers = fixed ?? (await ready);
    let res: Response;
    try {
      c.set("clientIp", clientIpOf(c, deps.trustProxy));
      await enforceRateLimit(c, deps.db, PUBLIC_REPORT_LOOKUPS);
      const bodies = await deps.bodies.json(c.req.param("code") ?? "");
      const encoding = chooseEncoding(requestHeader(c, "accept-encoding"));
      const body = bodies[encoding];
      res = new Response(body, { headers: headersOf(body, encoding, headers) });
    } catch (err) {
      // Set before the answer is made: headers added to a made Response may not survive the Node adapter.
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      c.header("cache-control", "no-store");
      res = deps.answerError(err instanceof Error ? err : new Error(String(err)), c);
    }
    deps.record(c, res.status, started);
    return res;
  };
}

/** The rest of a shared report's API; rate limited per client and never indexed, as the lookup. */
export function publicReportRoutes(deps: { db: Database; publicUrl: string }) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      // Set before the answer is made, so it carries them, error answers included; a handler may
      // still choose its own cache-control.
      c.header("x-robots-tag", NOT_INDEXED);
      c.header("cache-control", "no-store");
      await next();
    })
    .use("/:code/pdf", rateLimit(deps.db, { name: "public-report-pdf", windowSeconds: 60, max: 10 }))
    .use("/:code/owner-check", rateLimit(deps.db, { name: "owner-check", windowSeconds: 600, max: 10 }))
    .get("/:code/pdf", async (c) => {
      const view = publicView(await findSharedReport(deps.db, c.req.param("code")));
      const pdf = await renderReportPdf(view, { publicUrl: deps.publicUrl });
      c.header("content-type", "application/pdf");
      c.header("content-disposition", `attachment; filename="informe-${view.plate}-${view.reportCode}.pdf"`);
      c.header("cache-control", "private, no-store");
      return c.body(new Uint8Array(pdf));
    })
    .post("/:code/owner-check", async (c) => {
      const { rut } = await jsonBody(c, ZOwnerCheck);
      return c.json(await checkOwner(deps.db, c.req.param("code"), rut));
    });
}
