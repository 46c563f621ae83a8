import { z } from "zod";

// Pieces of the route definitions (createRoute) that most routes share.

/** Every refusal of ours: `{ error }` with a Spanish message (http/error-answer.ts). */
const ZError = z.object({ error: z.string() }).meta({ id: "Error" });

/** The routes that need a signed-in user; the scheme itself is declared with the document. */
export const SESSION = [{ session: [] }];

/** The routes of /api/v1, which take an API key as a bearer token (decision 082), and nothing else. */
export const API_KEY = [{ apiKey: [] }];

/** A JSON answer described by `schema`. */
export const json = <S extends z.ZodType>(description: string, schema: S) => ({
  description,
  content: { "application/json": { schema } },
});

/** The refusals a route may answer, each status with what it means or the message the user reads. */
export function refusals<S extends number>(described: Record<S, string>) {
  const entries = Object.entries<string>(described).map(([status, description]) => [
    status,
    json(description, ZError),
  ]);
  return Object.fromEntries(entries) as Record<S, ReturnType<typeof json<typeof ZError>>>;
}

/**
 * `schema` described by zod's own JSON Schema of it (as the request sends it, or as the answer holds it),
 * and still validated and typed by it. For what the document generator cannot read: it takes only full
 * zod, without `.catch`, while forms and the contracts of the lightest pages are partly zod/mini
 * (domain/rut.ts, domain/contract/account.ts).
 */
export function documented<S extends z.core.$ZodType>(schema: S, io: "input" | "output") {
  const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return z.unknown().pipe(schema).meta(jsonSchema);
}
