import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "#web/lib/api";
import { publicApiDocument, type TOpenApiDocument } from "../public-api-document";

// Only what the cut reads is checked: the rest is Scalar's to read, and the server's own tests validate
// the whole document against OpenAPI 3.1.
const ZOpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string() }),
});

/** GET /api/openapi.json, cut down to what a key holder can call. */
async function getPublicApiDocument({ signal }: { signal: AbortSignal }): Promise<TOpenApiDocument> {
  const response = await apiFetch("/api/openapi.json", { signal });
  return publicApiDocument(ZOpenApiDocument.parse(await response.json()) as TOpenApiDocument);
}

export const usePublicApiDocument = () =>
  useQuery(
    queryOptions({ queryKey: ["public-api-document"], queryFn: getPublicApiDocument, staleTime: Infinity }),
  );
