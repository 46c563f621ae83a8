// The pages whose HTML is rendered at build time (see vite-plugin.ts), with what search engines and
// link previews read from them. Plain data: the build plugin imports it in Node.

export type TPrerenderedPage = {
  /** File name under dist/web/prerendered/, without .html. */
  name: string;
  /** The route's path; one with parameters is rendered as its frame, before its data exists. */
  path: string;
  /** Document title; the same text usePageTitle writes once the script runs. */
  title: string;
  description: string;
  /** The page's route module, relative to src/web: its chunks are preloaded next to the entry. */
  module: string;
  /** A page for whoever holds its link: not indexed, and no canonical URL. */
  private?: true;
  /**
   * Also drawn by the server with its data (a shared report): the build writes the page once more with
   * SERVER_OUTLET in #root, where the server puts the markup it renders.
   */
  serverRendered?: true;
};

const title = (page: string) => `${page} — Patente Clara`;

export const prerenderedPages: readonly TPrerenderedPage[] = [
  {
    name: "home",
    path: "/",
    title: title("Seguridad integral para cada aspecto de tu vida"),
    description:
      "Te protegemos a ti, a tus propiedades y a tus negocios con información confiable y verificada. Informe de seguridad vehicular en Chile con 3 consultas gratuitas.",
    module: "features/home/routes/home-page.tsx",
  },
  {
    name: "servicios",
    path: "/servicios",
    title: title("Servicios"),
    description:
      "Seguridad automotriz, seguridad personal, seguridad inmobiliaria y verificación ciudadana en Chile. Precios en pesos chilenos y pago único, sin suscripciones.",
    module: "features/services/routes/public-services-page.tsx",
  },
  {
    name: "contacto",
    path: "/contacto",
    title: title("Contáctanos"),
    description:
      "Escríbenos para resolver tus dudas o conocer los planes para automotoras. Déjanos tu nombre, correo y teléfono y te contactaremos a la brevedad.",
    module: "features/contact/routes/contact-page.tsx",
  },
  {
    name: "privacidad",
    path: "/privacidad",
    title: title("Política de privacidad"),
    description:
      "Qué datos personales trata Patente Clara, para qué, con qué base legal, por cuánto tiempo y cómo ejercer tus derechos según la Ley 21.719 de protección de datos personales.",
    module: "features/legal/routes/privacy-policy-page.tsx",
  },
  {
    name: "terminos",
    path: "/terminos",
    title: title("Términos de servicio"),
    description:
      "Las condiciones de uso de Patente Clara: qué entrega un informe vehicular, créditos y pagos, enlaces compartidos, uso aceptable y responsabilidad.",
    module: "features/legal/routes/terms-page.tsx",
  },
  {
    // The server sends it with the report drawn in (src/server/routes/report-page.ts). Where it has no
    // report to draw (no such report, a withdrawn link, too many lookups), this frame is sent with the
    // reason as data, and the page's code shows it.
    name: "reporte",
    path: "/reporte/:accessCode",
    title: title("Informe de validación vehicular"),
    description:
      "Informe de seguridad vehicular compartido: datos del vehículo, SOAP, revisión técnica, multas, TAG y puntaje de confianza.",
    module: "features/reports/routes/public-report-page.tsx",
    private: true,
    serverRendered: true,
  },
];

/** Stands for the public origin in prerendered files; the server writes its PUBLIC_URL in its place. */
export const PUBLIC_URL_PLACEHOLDER = "%PUBLIC_URL%";

/**
 * Stand for who answers for personal data (PRIVACY_CONTROLLER_* and PRIVACY_CONTACT_EMAIL) in prerendered
 * files: the server writes each deployment's own, HTML-escaped, in their place.
 */
export const CONTROLLER_PLACEHOLDERS = {
  name: "%CONTROLLER_NAME%",
  rut: "%CONTROLLER_RUT%",
  address: "%CONTROLLER_ADDRESS%",
  email: "%CONTROLLER_EMAIL%",
} as const;

/** Stands for the markup of #root in a server-rendered page's template (named in pages.json). */
export const SERVER_OUTLET = "<!--server-outlet-->";

/** Under the build's output folder; the server answers its paths with pages, never with its files. */
export const PRERENDERED_DIR = "prerendered";

/** pages.json: which paths have a prerendered page, read by the server (src/server/http/web-assets.ts). */
export type TPrerenderedManifest = {
  path: string;
  /** The page as sent before any data (a frame for a page with parameters). */
  file: string;
  /** For a serverRendered page: its template, the mark in it for #root's markup, and the render module. */
  serverRender?: { template: string; outlet: string; module: string };
}[];

export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;
