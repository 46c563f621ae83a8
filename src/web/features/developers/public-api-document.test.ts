import { describe, expect, it } from "vitest";
import { PUBLIC_API_DESCRIPTION, publicApiDocument, type TOpenApiDocument } from "./public-api-document";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const whole: TOpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "Patente Clara API", version: "1.0.0", description: "Browser routes, cookie sessions." },
  servers: [{ url: "https://patenteclara.cl" }],
  security: [{ session: [] }],
  tags: [{ name: "API v1" }, { name: "Cuenta" }],
  paths: {
    "/api/v1/reports": {
      post: {
        tags: ["API v1"],
        security: [{ apiKey: [] }],
        responses: { 202: { content: { "application/json": { schema: ref("ApiReportState") } } } },
      },
    },
    "/api/v1/reports/{id}": {
      parameters: [{ name: "id", in: "path" }],
      get: {
        tags: ["API v1"],
        security: [{ apiKey: [] }],
        responses: { 404: { $ref: "#/components/responses/NotFound" } },
      },
    },
    "/api/me": { get: { tags: ["Cuenta"], security: [{ session: [] }], responses: { 200: ref("Me") } } },
    "/api/v1beta": { get: { responses: {} } },
  },
  components: {
    schemas: {
      ApiReportState: { oneOf: [ref("AuthorReport"), { type: "object" }] },
      AuthorReport: { properties: { score: ref("Score") } },
      Score: { type: "number" },
      ApiError: { type: "object" },
      Me: { type: "object" },
    },
    responses: { NotFound: { content: { "application/json": { schema: ref("ApiError") } } } },
    securitySchemes: {
      apiKey: { type: "http", scheme: "bearer" },
      session: { type: "apiKey", in: "cookie" },
    },
  },
};

describe("publicApiDocument", () => {
  const cut = publicApiDocument(whole);

  it("keeps /api/v1 and drops the browser's routes, a look-alike prefix included", () => {
    expect(Object.keys(cut.paths ?? {})).toEqual(["/api/v1/reports", "/api/v1/reports/{id}"]);
  });

  it("keeps the components /api/v1 reaches, through one another, and no other", () => {
    expect(Object.keys(cut.components?.schemas ?? {}).sort()).toEqual([
      "ApiError",
      "ApiReportState",
      "AuthorReport",
      "Score",
    ]);
    expect(Object.keys(cut.components?.responses ?? {})).toEqual(["NotFound"]);
  });

  it("offers the bearer scheme alone, with no document-wide cookie requirement", () => {
    expect(Object.keys(cut.components?.securitySchemes ?? {})).toEqual(["apiKey"]);
    expect(cut.security).toBeUndefined();
  });

  it("keeps the tags its operations use and opens with the Spanish introduction", () => {
    expect(cut.tags).toEqual([{ name: "API v1" }]);
    expect(cut.info).toEqual({
      title: "Patente Clara API",
      version: "1.0.0",
      description: PUBLIC_API_DESCRIPTION,
    });
    expect(cut.servers).toEqual(whole.servers);
  });

  it("keeps the webhooks a receiver gets, and the schemas they name", () => {
    const withWebhooks = publicApiDocument({
      ...whole,
      webhooks: {
        "report.completed": {
          post: { requestBody: { content: { "application/json": { schema: ref("Me") } } } },
        },
      },
    });
    expect(Object.keys(withWebhooks.webhooks ?? {})).toEqual(["report.completed"]);
    expect(withWebhooks.components?.schemas).toHaveProperty("Me");
  });

  it("survives a reference cycle and a reference to a missing component", () => {
    const cyclic = publicApiDocument({
      ...whole,
      paths: { "/api/v1/lots": { get: { responses: { 200: ref("Node") } } } },
      components: { schemas: { Node: { properties: { next: ref("Node"), gone: ref("Missing") } } } },
    });
    expect(Object.keys(cyclic.components?.schemas ?? {})).toEqual(["Node"]);
  });
});
