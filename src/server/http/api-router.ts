import { OpenAPIHono } from "@hono/zod-openapi";
import { firstError } from "#domain/forms/issues";
import { AppError } from "../errors";
import type { AppEnv } from "./context";

export const BODY_NOT_AN_OBJECT_MESSAGE = "La solicitud debe ser un objeto JSON.";

/**
 * A router whose routes are declared with createRoute: their schemas validate the request and write the
 * OpenAPI document. A request they refuse is answered like any refusal of ours, with the schema's Spanish
 * message: an address that cannot name anything is a 404 (it names nothing that exists), anything else
 * a 400.
 */
export const apiRouter = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      if (result.target === "param") throw new AppError("NOT_FOUND", firstError(result.error));
      // A body that is not even an object (null, a number, a list) has no field to blame.
      const [issue] = result.error.issues;
      const notAnObject =
        result.target === "json" && issue?.path.length === 0 && issue.code === "invalid_type";
      throw new AppError("BAD_REQUEST", notAnObject ? BODY_NOT_AN_OBJECT_MESSAGE : firstError(result.error));
    },
  });
