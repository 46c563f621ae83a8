import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicApiDocument, type TOpenApiDocument } from "#web/features/developers/public-api-document";
import { client, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let document: { openapi: string; paths: Record<string, Record<string, unknown>> };
beforeAll(async () => {
  t = await createTestApp();
  const res = await client(t.app).get("/api/openapi.json");
  expect(res.status).toBe(200);
  document = res.json;
});
afterAll(() => t.close());

type JsonSchema = { required?: string[]; properties?: Record<string, unknown> };

const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/**
 * The app's own /api routes as Hono registered them, `METHOD /path/{param}`: middleware (registered for
 * ALL methods, the catch-all 404 too) and better-auth's handler under /api/auth, which documents itself,
 * aside.
 */
function registeredApiRoutes(app: TestApp["app"]): string[] {
  const routes = app.routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/") && !r.path.startsWith("/api/auth/"))
    .map((r) => `${r.method} ${r.path.replace(/:([^/]+)/g, "{$1}")}`);
  return [...new Set(routes)].sort();
}

const documentedRoutes = (): string[] =>
  Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((key) => METHODS.has(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();

describe("GET /api/openapi.json", () => {
  it("is sent compressed to a client that accepts it: /desarrolladores reads its 100 KB on every visit", async () => {
    const res = await t.app.request("/api/openapi.json", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("is a valid OpenAPI 3.1 document whose references all resolve", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it("documents every /api route the app answers, with its methods, and nothing else", () => {
    expect(documentedRoutes()).toEqual(registeredApiRoutes(t.app));
    // Guards the comparison itself: both sides must hold the app's routes, not two empty lists.
    expect(documentedRoutes()).toEqual(
      expect.arrayContaining(["GET /api/public/reports/{accessCode}", "POST /api/reports", "DELETE /api/me"]),
    );
  });

  it("describes every refusal as the error shape the app answers", () => {
    // Health's 503 is no refusal: the same body as its 200, saying the database is down.
    const { "/api/health": _, ...paths } = document.paths;
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    // The refusals that say more than their message: which earlier report a repeated plate has.
    const richer: Record<string, unknown> = {
      "post /api/reports 409": ref("RepeatReport"),
      "post /api/v1/reports 409": { anyOf: [ref("ApiRepeatReport"), ref("ApiError")] },
    };
    const { schemas } = (document as unknown as { components: { schemas: Record<string, JsonSchema> } })
      .components;
    for (const [path, operations] of Object.entries(paths)) {
      // The dealer's API has a shape of its own, with a stable code (decision 082).
      const shape = path.startsWith("/api/v1/") ? "ApiError" : "Error";
      for (const [method, operation] of Object.entries(operations)) {
        const responses = (operation as { responses: Record<string, { content?: unknown }> }).responses;
        for (const [status, response] of Object.entries(responses)) {
          if (Number(status) < 400) continue;
          expect(response.content, `${method} ${path} ${status}`).toEqual({
            "application/json": { schema: richer[`${method} ${path} ${status}`] ?? ref(shape) },
          });
        }
      }
    }
    // Whatever else they say, refusals carry the Spanish message where every other one of their API does.
    for (const name of ["Error", "RepeatReport"]) {
      expect(schemas[name]?.required).toContain("error");
      expect(schemas[name]?.properties?.error).toEqual({ type: "string" });
    }
    for (const name of ["ApiError", "ApiRepeatReport"]) {
      expect(schemas[name]?.required).toContain("error");
      expect(schemas[name]?.properties?.error).toMatchObject({
        required: expect.arrayContaining(["code", "message"]),
      });
    }
  });

  it("speaks Spanish in every text /desarrolladores draws of it", () => {
    const texts = proseOf(publicApiDocument(document as unknown as TOpenApiDocument));
    // Guards the walk itself: every operation's summary and its refusals are in it.
    expect(texts.length).toBeGreaterThan(40);
    // Codes, headers and quoted messages aside, no English word a sentence cannot do without.
    const english = /\b(the|and|or|of|to|is|are|its|it|with|for|on|in|at|by|from|be|when|an)\b/i;
    const words = (text: string) => text.replace(/`[^`]*`|'[a-z_.]+'|«[^»]*»/g, "");
    expect(texts.filter((text) => english.test(words(text)))).toEqual([]);
  });
});

/** The texts a person reads in a document: titles, summaries, descriptions, and examples' sentences. */
function proseOf(value: unknown, key = "", inExample = false): string[] {
  if (typeof value === "string") {
    const prose = ["title", "summary", "description"].includes(key) || (inExample && value.includes(" "));
    return prose ? [value] : [];
  }
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([child, item]) =>
    proseOf(item, child, inExample || child === "example" || child === "examples"),
  );
}
