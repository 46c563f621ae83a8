import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { json } from "../http/api-responses";
import type { AppEnv } from "../http/context";

const DESCRIPTION =
  "Informe de seguridad vehicular. Errors are `{ error }` with a Spanish message. Cookie-authenticated " +
  "mutations must come from the site's own origin. Sign-up, sign-in, sign-out and password reset are " +
  "better-auth's standard endpoints under /api/auth.\n\n" +
  "**/api/v1** is the API for a dealer's own systems: `Authorization: Bearer pc_live_…` with a key an " +
  "automotora's administrador creates in the dashboard; it never reads a cookie. Its refusals are " +
  "`{ error: { code, message } }`: a stable snake_case code and a Spanish message. Every answer counted " +
  "against a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (per key and minute), " +
  "refusals included; a 429 adds Retry-After. A missing or bad key (401) and a body whose declared size is " +
  "over 64 KB (413) are refused before any key is counted. " +
  "Every POST takes an Idempotency-Key.";

export const API_DOCUMENT_PATH = "/api/openapi.json";

const documentRoute = createRoute({
  method: "get",
  path: API_DOCUMENT_PATH,
  summary: "This document",
  responses: { 200: json("OpenAPI 3.1", z.looseObject({ openapi: z.string() })) },
});

/**
 * Serves the OpenAPI document of every route `app` was given through createRoute, its own sub-routers'
 * included. It is written on the first request, when every route has been registered, and kept.
 */
export function serveApiDocument(app: OpenAPIHono<AppEnv>, publicUrl: string) {
  app.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "pc_live_…",
    description:
      "Una clave de API de la automotora (solo para /api/v1): la crea y la revoca un administrador en " +
      "Automotora › API",
  });
  let document: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  app.openapi(documentRoute, (c) => {
    document ??= app.getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "API de Patente Clara", version: "1.0.0", description: DESCRIPTION },
      servers: [{ url: publicUrl }],
    });
    return c.json(document, 200);
  });
}
