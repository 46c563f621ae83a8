import { z } from "zod";
import { WEBHOOK_URL_MESSAGE, webhookUrlProblem } from "../webhooks/webhook-url";
import { API_ERROR_CODES } from "./api-v1";
import { ZVerdict } from "./reports";

export { WEBHOOK_URL_MAX } from "../webhooks/webhook-url";

// The contract of /api/organisation/webhooks (issue 31, decision 084): an administrador registers https
// URLs that our server POSTs signed events to. The server validates and documents its routes with these
// schemas, the dashboard parses the answers with the same ones, and ZWebhookEvent is the body a receiver
// gets (docs/WEBHOOKS.md).

export const WEBHOOK_EVENT_TYPES = ["report.completed", "report.failed", "lot.completed"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const DELIVERY_STATES = ["pending", "delivered", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Endpoints an organisation may register. */
export const MAX_WEBHOOKS = 5;
/** Deliveries a log answers, newest first. */
export const DELIVERIES_LISTED = 50;
export const WEBHOOK_NOT_FOUND_MESSAGE = "Ese webhook no existe en tu automotora.";
export const TOO_MANY_WEBHOOKS_MESSAGE = `Tu automotora ya tiene ${MAX_WEBHOOKS} webhooks: elimina uno para agregar otro.`;
export const WEBHOOK_PRIVATE_ADDRESS_MESSAGE =
  "Esa URL apunta a una dirección privada o local: usa una dirección pública en internet.";
export const WEBHOOK_UNRESOLVED_MESSAGE =
  "No encontramos el dominio de esa URL: revisa que esté bien escrita.";
export const WEBHOOK_DUPLICATE_MESSAGE = "Esa URL ya está registrada en tu automotora.";
export const WEBHOOK_DISABLED_MESSAGE = "Ese webhook está desactivado: no recibe eventos.";

/**
 * How long a rotated secret still signs, beside the new one (decision 095): a working day for the
 * receiver's team to put the new one in, short enough that a secret rotated because it leaked soon stops
 * being accepted.
 */
export const SECRET_OVERLAP_HOURS = 24;

/**
 * Why an endpoint stopped: an administrador deleted it, or whoever registered it is no longer an
 * administrador of the automotora (decision 092).
 */
export const WEBHOOK_DISABLED_REASONS = ["deleted", "creator_left"] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

/** A registered endpoint. Its signing secret is shown once, when registered or rotated, and never again. */
export const ZWebhook = z.object({
  id: z.string(),
  url: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; null while events are sent to it. */
  disabledAt: z.string().nullable(),
  /** Why it stopped; null while events are sent to it. */
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  /**
   * ISO 8601: until when deliveries are also signed with the secret before the last rotation; null when
   * only the current secret signs.
   */
  previousSecretUntil: z.string().nullable(),
});
export type TWebhook = z.output<typeof ZWebhook>;

/** GET /api/organisation/webhooks: the organisation's endpoints, oldest first. */
export const ZWebhookList = z.object({ webhooks: z.array(ZWebhook) });
export type TWebhookList = z.output<typeof ZWebhookList>;

/**
 * POST /api/organisation/webhooks: the URL (https, no user or password in it, up to 2000 characters). The
 * server also refuses one whose host resolves to a private, loopback or link-local address.
 */
export const ZCreateWebhook = z.object({
  url: z
    .string({ error: WEBHOOK_URL_MESSAGE })
    .trim()
    .superRefine((url, ctx) => {
      const problem = webhookUrlProblem(url);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .meta({ description: "https, up to 2000 characters, without user or password" }),
});
export type TCreateWebhookInput = z.input<typeof ZCreateWebhook>;
export type TCreateWebhook = z.output<typeof ZCreateWebhook>;

/** 201 to POST /api/organisation/webhooks: the endpoint, and its signing secret (`whsec_…`) this once. */
export const ZCreatedWebhook = z.object({
  webhook: ZWebhook,
  signingSecret: z.string().meta({ description: "whsec_…: verifies the signature; shown only now" }),
});
export type TCreatedWebhook = z.output<typeof ZCreatedWebhook>;

/**
 * 200 to POST /api/organisation/webhooks/{id}/rotate-secret: the endpoint, with until when the secret it
 * had still signs, and its new signing secret this once.
 */
export const ZRotatedWebhook = z.object({
  webhook: ZWebhook,
  signingSecret: z
    .string()
    .meta({ description: "whsec_…: the new secret, which signs from now on; shown only now" }),
});
export type TRotatedWebhook = z.output<typeof ZRotatedWebhook>;

/** 202 to POST /api/organisation/webhooks/{id}/test: the delivery of the test event, to follow in its log. */
export const ZTestDelivery = z.object({ deliveryId: z.string() });
export type TTestDelivery = z.output<typeof ZTestDelivery>;

/** One event sent to one endpoint, and how its tries went. */
export const ZDelivery = z.object({
  id: z.string(),
  /** The event's type. */
  event: z.enum(WEBHOOK_EVENT_TYPES),
  state: z.enum(DELIVERY_STATES),
  /** Tries made so far. */
  attempts: z.number(),
  /** The HTTP status of the last try; null before the first, or when it got no answer. */
  lastStatus: z.number().nullable(),
  /** Why the last try failed, short ('HTTP 500', 'tiempo agotado'); null once delivered. */
  lastError: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; null until a 2xx answer. */
  deliveredAt: z.string().nullable(),
});
export type TDelivery = z.output<typeof ZDelivery>;

/** GET /api/organisation/webhooks/{id}/deliveries: the latest 50, newest first (kept 30 days). */
export const ZDeliveryList = z.object({ deliveries: z.array(ZDelivery) });
export type TDeliveryList = z.output<typeof ZDeliveryList>;

/** An endpoint's id in a path. */
export const ZWebhookId = z.uuid({ error: WEBHOOK_NOT_FOUND_MESSAGE });

/**
 * A report, as a report.* event tells it. `score` and `verdict` when done; `errorCode` and `error` when
 * failed.
 */
export const ZWebhookReport = z.object({
  id: z.string(),
  plate: z.string(),
  state: z.enum(["done", "failed"]),
  score: z.number().optional(),
  /** The words and colour beside the score, as every view of the report says them (decision 100). */
  verdict: ZVerdict.optional(),
  /** The code GET /api/v1/reports/{id} gives the same failure: 'no_vehicle_data', 'unavailable'. */
  errorCode: z.enum(API_ERROR_CODES).optional(),
  /** Why it failed, in Spanish. */
  error: z.string().optional(),
});
export type TWebhookReport = z.output<typeof ZWebhookReport>;

/** A lot, as lot.completed tells it: its plates, how many reports were made and how many failed. */
export const ZWebhookLot = z.object({
  id: z.string(),
  plates: z.number(),
  done: z.number(),
  failed: z.number(),
});
export type TWebhookLot = z.output<typeof ZWebhookLot>;

const eventEnvelope = {
  /** `evt_<uuid>`: the same on every try of one delivery, so a receiver can drop a repeat. */
  id: z.string(),
  /** ISO 8601: when the event happened. */
  createdAt: z.string(),
  /** Only on the dashboard's test event, which names no real report. */
  test: z.literal(true).optional(),
};

/** The JSON body POSTed to an endpoint, signed in the Patente-Clara-Signature header. */
export const ZWebhookEvent = z.discriminatedUnion("type", [
  z.object({
    ...eventEnvelope,
    type: z.enum(["report.completed", "report.failed"]),
    data: z.object({ report: ZWebhookReport }),
  }),
  z.object({ ...eventEnvelope, type: z.literal("lot.completed"), data: z.object({ lot: ZWebhookLot }) }),
]);
export type TWebhookEvent = z.output<typeof ZWebhookEvent>;
