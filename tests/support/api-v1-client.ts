import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { TestApp } from "./test-app";

// A dealer's system calling /api/v1 with its key, and the check that every answer it got is one the
// published OpenAPI document describes (issue 31's contract test).

/** One answer of /api/v1 as a client received it. */
export type ApiAnswer = {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  body: unknown;
};

let lastHost = 0;

/**
 * A client of /api/v1 holding `key` (or none): no cookie, no Origin, as a server-side program sends it.
 * Every answer is kept in `answers`, for the contract test.
 */
export function apiClient(app: TestApp["app"], key: string | null, answers: ApiAnswer[]) {
  const ip = `10.231.${(++lastHost >> 8) & 255}.${lastHost & 255}`;
  const call = async (
    method: string,
    path: string,
    opts: { body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const headers = new Headers({ "x-forwarded-for": ip, ...opts.headers });
    if (key !== null) headers.set("authorization", `Bearer ${key}`);
    if (opts.body !== undefined && !headers.has("content-type"))
      headers.set("content-type", "application/json");
    const res = await app.request(path, {
      method,
      headers,
      body:
        opts.body === undefined
          ? undefined
          : typeof opts.body === "string"
            ? opts.body
            : JSON.stringify(opts.body),
    });
    const text = await res.text();
    const json = text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : undefined;
    answers.push({
      method,
      path,
      status: res.status,
      headers: res.headers,
      body: json ?? (text || undefined),
    });
    return { status: res.status, headers: res.headers, json };
  };
  return {
    get: (path: string, headers?: Record<string, string>) => call("GET", path, { headers }),
    post: (path: string, body: unknown, headers?: Record<string, string>) =>
      call("POST", path, { body, headers }),
    call,
  };
}

type Operation = {
  responses: Record<
    string,
    { content?: Record<string, unknown>; headers?: Record<string, { required?: boolean }> }
  >;
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const pointer = (...segments: string[]) =>
  segments.map((s) => encodeURIComponent(s.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/");

/**
 * What is wrong with `answer` against `document`: its path and method must be documented, its status
 * among the operation's responses, every header the response requires present, and its JSON body valid
 * against that response's schema. Empty when nothing is.
 */
export function contractChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, "openapi");
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  }));
  return (answer: ApiAnswer): string[] => {
    const path = answer.path.split("?")[0] ?? "";
    const where = `${answer.method} ${answer.path} ${answer.status}`;
    const found = templates.find((t) => t.pattern.test(path));
    const method = answer.method.toLowerCase();
    const operation = found && document.paths[found.template]?.[method];
    if (!found || !operation) return [`${where}: no such operation in the document`];
    const response = operation.responses[String(answer.status)];
    if (!response) return [`${where}: status not documented`];
    const missing = Object.entries(response.headers ?? {})
      .filter(([name, header]) => header.required && !answer.headers.has(name))
      .map(([name]) => `${where}: no ${name} header, which the document requires`);
    return [...missing, ...bodyProblems(response, answer, found.template, where)];
  };

  function bodyProblems(
    response: Operation["responses"][string],
    answer: ApiAnswer,
    template: string,
    where: string,
  ): string[] {
    const method = answer.method.toLowerCase();
    if (!response.content)
      return answer.body === undefined ? [] : [`${where}: a body where none is documented`];
    if (!response.content["application/json"]) return [`${where}: no JSON answer documented`];
    const validate = ajv.getSchema(
      `openapi#/${pointer("paths", template, method, "responses", String(answer.status), "content", "application/json", "schema")}`,
    );
    if (!validate) return [`${where}: its schema could not be compiled`];
    if (validate(answer.body)) return [];
    return (validate.errors ?? []).map((e) => `${where}: ${e.instancePath || "(body)"} ${e.message}`);
  }
}
