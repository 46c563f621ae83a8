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
    // Its header and loading state show at once; the report itself is drawn when its data arrives,
    // which the server has the browser fetch alongside the page's code (preloadReportData).
    name: "reporte",
    path: "/reporte/:accessCode",
    title: title("Informe de validación vehicular"),
    description:
      "Informe de seguridad vehicular compartido: datos del vehículo, SOAP, revisión técnica, multas, TAG y puntaje de confianza.",
    module: "features/reports/routes/public-report-page.tsx",
    private: true,
  },
];

/** Stands for the public origin in prerendered files; the server writes its PUBLIC_URL in its place. */
export const PUBLIC_URL_PLACEHOLDER = "%PUBLIC_URL%";

export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;
