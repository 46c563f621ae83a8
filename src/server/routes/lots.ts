import { PassThrough, Readable } from "node:stream";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import {
  LOT_EXPORT_FORMATS,
  LOT_INPUT_MESSAGE,
  LOT_NOT_FOUND_MESSAGE,
  type LotExportFormat,
  ZLot,
  ZLotCreated,
  ZLotId,
  ZLotList,
  ZLotPreview,
  ZLotText,
  ZLotUpload,
} from "#domain/contract/lots";
import { LOT_MAX_ROWS } from "#domain/lot/lot-input";
import { LOT_NO_VALID_PLATES_MESSAGE, TOO_MANY_LOTS_MESSAGE } from "#domain/lot/lot-limits";
import { NOT_A_MEMBER_MESSAGE, ROLE_FORBIDDEN_MESSAGE } from "#domain/organisation/roles";
import { PROVIDER_DOWN_MESSAGE } from "#domain/provider/breaker";
import type { Auth } from "../auth";
import { AppError } from "../errors";
import { json, refusals, SESSION } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import { limitBody } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import { rateLimit } from "../http/rate-limit";
import { NO_SESSION_MESSAGE, requireSession } from "../http/require-session";
import { RATE_LIMITED_MESSAGE, type RateRule } from "../rate-limits";
import { createLot } from "../services/lots/create-lot";
import { openLotExport } from "../services/lots/export-lot";
import { getLot, listLots } from "../services/lots/get-lot";
import type { LotDeps } from "../services/lots/lot-deps";
import {
  LOT_FILE_BUSY_MESSAGE,
  LOT_FILE_MAX_BYTES,
  LOT_FILE_TOO_LARGE_MESSAGE,
} from "../services/lots/lot-file";
import { previewLot } from "../services/lots/preview-lot";
import type { LotSource } from "../services/lots/read-lot-source";

// /api/lots: an organisation's lots of plates (issue 30, decision 077). Every route is behind the session,
// for the members of an organisation.

/** Where the router is mounted (app.ts). */
export const LOTS_PATH = "/api/lots";

/** A 2 MB file and its multipart envelope: these two routes take more than the API's 64 KB. */
const LOT_UPLOAD_MAX_BYTES = LOT_FILE_MAX_BYTES + 64 * 1024;

/** The routes that take an uploaded file, which app.ts leaves out of the API's body limit. */
export const isLotUpload = (path: string): boolean => path === LOTS_PATH || path === `${LOTS_PATH}/preview`;

const params = z.object({ id: ZLotId });
const member = refusals({
  401: NO_SESSION_MESSAGE,
  403: `${NOT_A_MEMBER_MESSAGE} / ${ROLE_FORBIDDEN_MESSAGE}`,
});
const notFound = refusals({ 404: LOT_NOT_FOUND_MESSAGE });

/** The same two ways of sending a lot, for its preview and its creation. */
const lotBody = {
  required: false,
  content: {
    "application/json": { schema: ZLotText },
    "multipart/form-data": { schema: ZLotUpload },
  },
};

const inputRefusals = refusals({
  400:
    `${LOT_INPUT_MESSAGE} Or why the input holds no lot: empty, more than ${LOT_MAX_ROWS} plates, ` +
    "pasted text over 20.000 characters, a file that is no CSV or XLSX or cannot be read",
  413: LOT_FILE_TOO_LARGE_MESSAGE,
  429: `${RATE_LIMITED_MESSAGE} Or the organisation's lots asked about LOT_NO_DATA_PLATES_PER_DAY plates without data in 24 hours (Retry-After: until one frees)`,
  503: LOT_FILE_BUSY_MESSAGE,
});

const previewRoute = createRoute({
  method: "post",
  path: "/preview",
  summary: "Check a lot before sending it: its plates, invalid rows, folded duplicates, credits and time",
  description:
    "Pasted plates as JSON `{ text }`, or a CSV or XLSX file (up to 2 MB, 500 plates) as multipart/form-data " +
    "in the field `file`. Nothing is stored or held; POST /api/lots reads the same input again.",
  security: SESSION,
  request: { body: lotBody },
  responses: {
    200: json("What the lot would ask for and cost", ZLotPreview),
    ...member,
    ...inputRefusals,
  },
});

const createLotRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Send a lot: one queued report per distinct plate, on the organisation's balance",
  description:
    "The same input as the preview, read again. Each distinct plate holds one of the organisation's " +
    "credits until its report is saved (spent) or fails (given back). The lot's reports take turns with " +
    "everyone else's: another account's single report waits at most one of them. A repeated " +
    "`clientRequestId` answers the lot it made (200) instead of making another.",
  security: SESSION,
  request: { body: lotBody },
  responses: {
    200: json("The lot this clientRequestId made before", ZLotCreated),
    201: json("The lot made; follow it at GET /api/lots/{id}", ZLotCreated),
    ...member,
    ...inputRefusals,
    ...refusals({
      400: `${LOT_INPUT_MESSAGE} / ${LOT_NO_VALID_PLATES_MESSAGE} / why the input holds no lot`,
      402: "The balance is short: how many reports the lot uses, how many there are, and the fleet packs",
      429: `${TOO_MANY_LOTS_MESSAGE} / ${RATE_LIMITED_MESSAGE}`,
      503: `${PROVIDER_DOWN_MESSAGE} / the provider's day has no room for the lot (nothing held)`,
    }),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The organisation's newest lots (50), with how far each got",
  security: SESSION,
  responses: { 200: json("Newest first", ZLotList), ...member },
});

const getRoute = createRoute({
  method: "get",
  path: "/{id}",
  summary:
    "One of the organisation's lots: every plate and what came of it, and the credits spent and given back",
  security: SESSION,
  request: { params },
  responses: { 200: json("The lot as it stands now", ZLot), ...member, ...notFound },
});

/** One budget for the tables; a ZIP draws a PDF per report, up to 500 of them. */
const TABLE_BUDGET: RateRule = { name: "lot-export", windowSeconds: 600, max: 30 };

/** Each export as it is answered and documented, and how many an organisation may take. */
const EXPORTS: Record<LotExportFormat, { contentType: string; description: string; budget: RateRule }> = {
  xlsx: {
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    description: "The results as an Excel workbook, one line per plate",
    budget: TABLE_BUDGET,
  },
  csv: {
    contentType: "text/csv; charset=utf-8",
    description: "The results as CSV for Excel in Chile (UTF-8 with BOM, ';'), one line per plate",
    budget: TABLE_BUDGET,
  },
  zip: {
    contentType: "application/zip",
    description: "The shared PDF of every report the lot made, named {patente}-{código}.pdf",
    budget: { name: "lot-export-zip", windowSeconds: 600, max: 3 },
  },
};

const exportRoute = (format: LotExportFormat) =>
  createRoute({
    method: "get",
    path: `/{id}/export.${format}`,
    summary: `One of the organisation's lots as a ${format.toUpperCase()} download`,
    security: SESSION,
    request: { params },
    responses: {
      200: {
        description: `${EXPORTS[format].description} (content-disposition: attachment, lote-dd-mm-aaaa-{id}.${format})`,
        content: {
          [EXPORTS[format].contentType]: { schema: { type: "string" as const, format: "binary" } },
        },
      },
      ...member,
      ...notFound,
      ...refusals({ 429: RATE_LIMITED_MESSAGE }),
    },
  });

/** The budgets count per organisation: its members share its lots, as they share its balance. */
const perOrganisation = (c: Context<AppEnv>): string =>
  c.var.actor.membership?.organisationId ?? c.var.session.user.id;

/**
 * What a preview or a creation was sent: JSON text or a multipart file; anything else is refused in
 * Spanish before the validators (whose own refusal would ask for JSON only).
 */
const acceptsLotBody = createMiddleware<AppEnv>(async (c, next) => {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type !== "" && !type.startsWith("application/json") && !type.startsWith("multipart/form-data"))
    throw new AppError("BAD_REQUEST", LOT_INPUT_MESSAGE);
  await next();
});

/** The lot's source from the validated body: the text, or the file's bytes. */
async function sourceOf(
  json: Partial<z.output<typeof ZLotText>>,
  form: Partial<z.output<typeof ZLotUpload>>,
): Promise<LotSource & { clientRequestId?: string }> {
  if (typeof json.text === "string") return { text: json.text, clientRequestId: json.clientRequestId };
  const { file } = form;
  if (!file) throw new AppError("BAD_REQUEST", LOT_INPUT_MESSAGE);
  // Refused before its bytes are copied: its size is known from the part already read.
  if (file.size > LOT_FILE_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", LOT_FILE_TOO_LARGE_MESSAGE);
  return {
    file: { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, contentType: file.type },
    clientRequestId: form.clientRequestId,
  };
}

type LotRouteDeps = LotDeps & { auth: Auth; publicUrl: string };

export function lotRoutes(deps: LotRouteDeps) {
  const router = apiRouter();
  router.use(requireSession(deps));
  // A file past the limit is told the file's limit, which the dealer can act on.
  const upload = limitBody(LOT_UPLOAD_MAX_BYTES, LOT_FILE_TOO_LARGE_MESSAGE);
  const budget = (rule: RateRule) => rateLimit(deps.db, rule, perOrganisation);
  for (const format of LOT_EXPORT_FORMATS) {
    router.openapi({ ...exportRoute(format), middleware: [budget(EXPORTS[format].budget)] }, async (c) => {
      const file = await openLotExport(deps, c.var.actor, c.req.valid("param").id, format, deps.publicUrl);
      const out = new PassThrough();
      file.write(out).catch((err: unknown) => {
        // The dealer left, or a report vanished mid-ZIP: the download ends short, the server goes on.
        c.var.logger.warn({ err }, "a lot's export stopped before its end");
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      c.header("content-type", EXPORTS[format].contentType);
      c.header("content-disposition", `attachment; filename="${file.fileName}"`);
      c.header("cache-control", "private, no-store");
      return c.body(Readable.toWeb(out) as ReadableStream<Uint8Array>, 200);
    });
  }
  return router
    .openapi(
      {
        ...previewRoute,
        middleware: [upload, acceptsLotBody, budget({ name: "lot-preview", windowSeconds: 600, max: 60 })],
      },
      async (c) => {
        const source = await sourceOf(c.req.valid("json"), c.req.valid("form"));
        return c.json(await previewLot(deps, c.var.actor, source), 200);
      },
    )
    .openapi(
      {
        ...createLotRoute,
        middleware: [upload, acceptsLotBody, budget({ name: "lot-create", windowSeconds: 3600, max: 20 })],
      },
      async (c) => {
        const source = await sourceOf(c.req.valid("json"), c.req.valid("form"));
        const { id, created } = await createLot(deps, c.var.actor, source);
        return c.json({ id }, created ? 201 : 200);
      },
    )
    .openapi(listRoute, async (c) => c.json({ lots: await listLots(deps, c.var.actor) }, 200))
    .openapi(getRoute, async (c) => c.json(await getLot(deps, c.var.actor, c.req.valid("param").id), 200));
}
