import { createApiReference } from "@scalar/api-reference";
import "@scalar/api-reference/style.css";
import type { TOpenApiDocument } from "../public-api-document";

// Scalar's viewer (decision 085), a Vue app of about 1 MB gzipped: this module is the only one that imports
// it, and only /desarrolladores loads this module, after its first paint (.client: never on the server).

/**
 * Scalar in our colours and type, under the site's sticky top bar (4 rem), where its sidebar sticks. Its
 * greys and method colours are darkened to WCAG AA contrast on white (the 10 px POST and GET badges are
 * below it in Scalar's own theme).
 */
const CUSTOM_CSS = `
.scalar-app, .light-mode {
  --scalar-font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  --scalar-custom-header-height: 4rem;
}
.light-mode {
  --scalar-color-accent: #1d4ed8;
  --scalar-color-2: #334155;
  --scalar-color-3: #475569;
  --scalar-color-green: #047857;
  --scalar-color-blue: #1d4ed8;
  --scalar-color-orange: #b45309;
  --scalar-color-yellow: #a16207;
  --scalar-color-red: #b91c1c;
  --scalar-color-purple: #7e22ce;
}
`;

/**
 * Draws the reference of `document` into `element`, with nothing that would reach past our origin: no
 * fonts from Scalar's CDN, no telemetry, no AI assistant or MCP offer (they call Scalar's servers), and the
 * try-it client sending straight to /api/v1 rather than through Scalar's proxy.
 */
export function mountApiReference(element: HTMLElement, document: TOpenApiDocument): { destroy(): void } {
  return createApiReference(element, {
    content: document,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    // Scalar's own labels ('Respuestas', 'Buscar') in Spanish, like the rest of the page.
    localization: { locale: "es" },
    hideDarkModeToggle: true,
    forceDarkModeState: "light",
    showDeveloperTools: "never",
    documentDownloadType: "json",
    // The one scheme /api/v1 takes, chosen already: the try-it client asks for the key at once.
    authentication: { preferredSecurityScheme: "apiKey" },
    customCss: CUSTOM_CSS,
  });
}
