import { z } from "zod";

// The contract of /api/organisation/api-keys (issue 31, decision 082): an organisation's administrador
// creates, names and revokes the keys its own systems call /api/v1 with. The server validates and
// documents its routes with these schemas, and the dashboard parses the answers with the same ones.

/** Keys an organisation may hold at once, not counting revoked ones. */
export const MAX_API_KEYS = 20;
export const API_KEY_NAME_MAX = 60;

export const API_KEY_NAME_MESSAGE = `Ponle un nombre a la clave, de hasta ${API_KEY_NAME_MAX} caracteres.`;
export const API_KEY_NOT_FOUND_MESSAGE = "Esa clave de API no existe en tu automotora.";
export const TOO_MANY_API_KEYS_MESSAGE = `Tu automotora ya tiene ${MAX_API_KEYS} claves activas. Revoca una que no uses para crear otra.`;

/** A key as the dashboard lists it: by its name and visible prefix, never by its secret. */
export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first 12 characters, 'pc_live_XXXX': enough to tell keys apart in a log. */
  prefix: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601, to the minute (written at most once a minute); null until first used. */
  lastUsedAt: z.string().nullable(),
  /** ISO 8601; null while the key works. */
  revokedAt: z.string().nullable(),
  /** The administrador who created it; null once they deleted their account (the key was revoked then). */
  createdBy: z.object({ name: z.string() }).nullable(),
});
export type TApiKey = z.output<typeof ZApiKey>;

/** GET /api/organisation/api-keys: the organisation's keys, newest first, revoked ones included. */
export const ZApiKeyList = z.object({ keys: z.array(ZApiKey) });
export type TApiKeyList = z.output<typeof ZApiKeyList>;

/** POST /api/organisation/api-keys: what the key is for ('DMS', 'Portal de avisos'). */
export const ZCreateApiKey = z.object({
  name: z
    .string({ error: API_KEY_NAME_MESSAGE })
    .max(API_KEY_NAME_MAX * 4, API_KEY_NAME_MESSAGE)
    .trim()
    .min(1, API_KEY_NAME_MESSAGE)
    .max(API_KEY_NAME_MAX, API_KEY_NAME_MESSAGE),
});
export type TCreateApiKeyInput = z.input<typeof ZCreateApiKey>;
export type TCreateApiKey = z.output<typeof ZCreateApiKey>;

/** 201 to POST /api/organisation/api-keys: the key listed, and its secret this once (never again). */
export const ZCreatedApiKey = z.object({
  key: ZApiKey,
  secret: z.string().meta({ description: "pc_live_…: the Bearer token for /api/v1; shown only now" }),
});
export type TCreatedApiKey = z.output<typeof ZCreatedApiKey>;

/** A key's id in a path. */
export const ZApiKeyId = z.uuid({ error: API_KEY_NOT_FOUND_MESSAGE });
