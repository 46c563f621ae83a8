import { createRoute } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createLogger } from "../logger";
import { apiRouter, BODY_NOT_AN_OBJECT_MESSAGE } from "./api-router";
import { errorAnswerOf } from "./error-answer";

const NOT_FOUND_MESSAGE = "No se encontró el reporte solicitado";
const PLATE_MESSAGE = "Por favor ingresa una patente válida";

const route = createRoute({
  method: "post",
  path: "/{id}",
  request: {
    params: z.object({ id: z.uuid({ error: NOT_FOUND_MESSAGE }) }),
    body: {
      required: true,
      content: { "application/json": { schema: z.object({ plate: z.string({ error: PLATE_MESSAGE }) }) } },
    },
  },
  responses: { 200: { description: "ok" } },
});

const logger = createLogger("silent");
const app = apiRouter()
  .openapi(route, (c) => c.body(null, 200))
  .onError((err, c) => {
    const { status, error } = errorAnswerOf(err, c.req.path, logger);
    return c.json({ error }, status);
  });

const ID = "00000000-0000-4000-8000-000000000000";
const post = (path: string, body: string, contentType = "application/json") =>
  app.request(path, { method: "POST", headers: { "content-type": contentType }, body });

describe("apiRouter's refusals", () => {
  it.each([
    ["a path that cannot name anything", post("/abc", '{"plate":"AB1234"}'), 404, NOT_FOUND_MESSAGE],
    ["a field the schema refuses", post(`/${ID}`, "{}"), 400, PLATE_MESSAGE],
    ["a body that is not an object", post(`/${ID}`, "null"), 400, BODY_NOT_AN_OBJECT_MESSAGE],
    ["a body that is not JSON", post(`/${ID}`, "{not json"), 400, "La solicitud no es un JSON válido."],
    [
      "a body not sent as JSON",
      post(`/${ID}`, '{"plate":"AB1234"}', "text/plain"),
      415,
      "La solicitud debe enviarse como JSON (Content-Type: application/json).",
    ],
  ])("%s: %i with a Spanish message", async (_, answer, status, error) => {
    const res = await answer;
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error });
  });

  it("lets a valid request through", async () => {
    expect((await post(`/${ID}`, '{"plate":"AB1234"}')).status).toBe(200);
  });
});
