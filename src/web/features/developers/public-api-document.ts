// /api/openapi.json documents every route of the app, the browser's cookie routes too. A dealer's
// developer can call only /api/v1 (and receive our webhooks), so the reference on /desarrolladores is cut
// down to that: the versioned paths, the components they reach, and nothing a key cannot use.

export const PUBLIC_API_PREFIX = "/api/v1";

type TJson = Record<string, unknown>;

/** The parts of an OpenAPI 3.1 document this cut reads; everything else is passed through as it is. */
export type TOpenApiDocument = TJson & {
  openapi: string;
  info: TJson & { title: string };
  paths?: Record<string, TJson>;
  webhooks?: Record<string, TJson>;
  components?: Record<string, Record<string, unknown>>;
  tags?: (TJson & { name: string })[];
  security?: unknown;
};

/** The reference's opening text, in the page's language: the browser API's own text does not apply. */
export const PUBLIC_API_DESCRIPTION = [
  "La API de Patente Clara para los sistemas de tu automotora: pide informes de patentes, síguelos y recibe un aviso cuando estén listos.",
  "",
  "- **Autenticación**: `Authorization: Bearer pc_live_…`, con una clave creada por un administrador en Automotora › API.",
  "- **Idempotencia**: todo POST lleva `Idempotency-Key`. Repetirlo con la misma clave y el mismo cuerpo responde lo mismo que la primera vez y no descuenta otro informe.",
  '- **Errores**: siempre `{ "error": { "code", "message" } }`; `code` es estable y `message` está en español.',
  "- **Límites**: cada clave tiene un límite de solicitudes; las respuestas traen los encabezados `RateLimit-*` y un 429 trae `Retry-After`.",
].join("\n");

const REF = /^#\/components\/([^/]+)\/([^/]+)$/;
const OPERATION_KEYS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

const isPublicPath = (path: string) => path === PUBLIC_API_PREFIX || path.startsWith(`${PUBLIC_API_PREFIX}/`);

/** Every `$ref` to a component in `value`, as [kind, name] ('schemas', 'ApiError'). */
function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
    return;
  }
  if (!value || typeof value !== "object") return;
  for (const [key, child] of Object.entries(value)) {
    if (key === "$ref" && typeof child === "string" && REF.test(child)) into.add(child);
    else collectRefs(child, into);
  }
}

/** The operations (get, post…) of a set of path items. */
const operationsOf = (items: Record<string, TJson>): TJson[] =>
  Object.values(items).flatMap((item) =>
    Object.entries(item)
      .filter(([key, operation]) => OPERATION_KEYS.has(key) && operation && typeof operation === "object")
      .map(([, operation]) => operation as TJson),
  );

const securityNames = (security: unknown): string[] =>
  Array.isArray(security) ? security.flatMap((requirement) => Object.keys(requirement ?? {})) : [];

/**
 * The document as a key holder sees it: /api/v1's paths, the webhooks, the components they reach (followed
 * through one another), the security schemes and tags their operations name, and a Spanish introduction.
 */
export function publicApiDocument(document: TOpenApiDocument): TOpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).filter(([path]) => isPublicPath(path)),
  );
  const webhooks = document.webhooks ?? {};
  const operations = [...operationsOf(paths), ...operationsOf(webhooks)];

  // A component may name others: follow the references until no new one turns up.
  const refs = new Set<string>();
  collectRefs([paths, webhooks], refs);
  const components = document.components ?? {};
  let pending = [...refs];
  while (pending.length > 0) {
    const found = new Set<string>();
    for (const ref of pending) {
      const [, kind = "", name = ""] = REF.exec(ref) ?? [];
      collectRefs(components[kind]?.[name], found);
    }
    pending = [...found].filter((ref) => !refs.has(ref));
    for (const ref of pending) refs.add(ref);
  }

  const kept: Record<string, Record<string, unknown>> = {};
  const keep = (kind: string, name: string) => {
    const component = components[kind]?.[name];
    if (component !== undefined) kept[kind] = { ...kept[kind], [name]: component };
  };
  for (const ref of refs) {
    const [, kind = "", name = ""] = REF.exec(ref) ?? [];
    keep(kind, name);
  }
  for (const name of new Set(operations.flatMap((operation) => securityNames(operation.security)))) {
    keep("securitySchemes", name);
  }

  const tagNames = new Set(
    operations.flatMap((operation) => (Array.isArray(operation.tags) ? operation.tags.map(String) : [])),
  );
  // A document-wide requirement is the browser's session: /api/v1's operations name their own.
  const { tags, webhooks: _webhooks, security: _security, ...rest } = document;
  return {
    ...rest,
    info: { ...document.info, description: PUBLIC_API_DESCRIPTION },
    paths,
    ...(document.webhooks ? { webhooks } : {}),
    components: kept,
    ...(tags ? { tags: tags.filter((tag) => tagNames.has(tag.name)) } : {}),
  };
}
