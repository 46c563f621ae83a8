import type { Context } from "hono";
import type { z } from "zod";
import { firstError } from "#domain/forms/issues";
import { AppError } from "../errors";

/** Reads and validates a JSON body; anything malformed is a 400 with the schema's Spanish message. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const raw = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) throw new AppError("BAD_REQUEST", firstError(parsed.error));
  return parsed.data;
}
