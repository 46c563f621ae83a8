import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { json } from "../http/api-responses";
import type { AppEnv } from "../http/context";

const DESCRIPTION =
  "Informe de seguridad vehicular. Errors are `{ error }` with a Spanish message. Cookie-authenticated " +
  "mutations must come from the site's own origin. Sign-up, sign-in, sign-out and password reset are " +
  "better-auth's standard endpoints under /api/auth.";

const documentRoute = createRoute({
  method: "get",
  path: "/api/openapi.json",
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
  let document: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  app.openapi(documentRoute, (c) => {
    document ??= app.getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "Patente Clara API", version: "1.0.0", description: DESCRIPTION },
      servers: [{ url: publicUrl }],
    });
    return c.json(document, 200);
  });
}
