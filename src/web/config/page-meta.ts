import type { MetaDescriptor, MetaFunction } from "react-router";
import { cheapestPack, pricePerReport } from "#domain/catalogue";
import type { TRootData } from "#web/lib/site";

// What search engines and link previews read from the pages anyone may arrive at first. Other pages
// keep the default here and name themselves with usePageTitle once drawn.

export const title = (page: string) => `${page} — Patente Clara`;

export const DEFAULT_META: MetaDescriptor[] = [
  { title: "Patente Clara — Informe de seguridad vehicular" },
  {
    name: "description",
    content:
      "Informe de seguridad vehicular en Chile: ingresa una patente y obtén un informe claro y compartible con datos de fuentes oficiales.",
  },
];

type TImage = { path: string; width: number; height: number; alt: string };

export type TPageMeta = {
  title: string;
  description: string;
  /** A page for whoever holds its link: not indexed, and no canonical address. */
  private?: true;
  /** The picture of the page's preview; the site's own without one. */
  image?: TImage;
};

export const pageMeta = {
  home: {
    title: title("Seguridad integral para cada aspecto de tu vida"),
    description:
      "Te protegemos a ti, a tus propiedades y a tus negocios con información confiable y verificada. Informe de seguridad vehicular en Chile con 3 consultas gratuitas.",
  },
  services: {
    title: title("Servicios"),
    description:
      "Seguridad automotriz, seguridad personal, seguridad inmobiliaria y verificación ciudadana en Chile. Precios en pesos chilenos y pago único, sin suscripciones.",
  },
  contact: {
    title: title("Contáctanos"),
    description:
      "Escríbenos para resolver tus dudas o conocer los planes para automotoras. Déjanos tu nombre, correo y teléfono y te contactaremos a la brevedad.",
  },
  privacy: {
    title: title("Política de privacidad"),
    description:
      "Qué datos personales trata Patente Clara, para qué, con qué base legal, por cuánto tiempo y cómo ejercer tus derechos según la Ley 21.719 de protección de datos personales.",
  },
  terms: {
    title: title("Términos de servicio"),
    description:
      "Las condiciones de uso de Patente Clara: qué entrega un informe vehicular, créditos y pagos, enlaces compartidos, uso aceptable y responsabilidad.",
  },
  developers: {
    title: title("API para desarrolladores"),
    description:
      "Consulta patentes chilenas desde el sistema de tu automotora: una API REST con claves, idempotencia y webhooks firmados. Guía de inicio y referencia completa.",
  },
  report: {
    title: title("Informe de validación vehicular"),
    description:
      "Informe de seguridad vehicular compartido: datos del vehículo, SOAP, revisión técnica, multas, TAG y puntaje de confianza.",
    private: true,
  },
} as const satisfies Record<string, TPageMeta>;

const OG_IMAGE: TImage = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: "Patente Clara: Confianza, Transparencia, Tecnología, Territorio",
};

// The spec's metadata (section 1), Chile as the area served, with the price the packs really sell a report
// at rather than the spec's 2990 CLP, which nobody could pay (decision 065).
const organization = (origin: string) => {
  const chile = { "@type": "Country", name: "Chile" };
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Patente Clara",
    url: `${origin}/`,
    logo: `${origin}${OG_IMAGE.path}`,
    slogan: "Confianza, Transparencia, Tecnología, Territorio",
    areaServed: chile,
    makesOffer: {
      "@type": "AggregateOffer",
      name: "Informe de seguridad vehicular",
      lowPrice: String(pricePerReport(cheapestPack())),
      priceCurrency: "CLP",
      areaServed: chile,
    },
  };
};

/** The tags of one page, with absolute addresses under the deployment's public origin. */
function metaTags(page: TPageMeta, origin: string, pathname: string): MetaDescriptor[] {
  const url = `${origin}${pathname}`;
  const image = page.image ?? OG_IMAGE;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    ...(page.private
      ? [{ name: "robots", content: "noindex" }]
      : [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
        ]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Patente Clara" },
    { property: "og:locale", content: "es_CL" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:image", content: `${origin}${image.path}` },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    ...(pathname === "/" ? [{ "script:ld+json": organization(origin) }] : []),
  ];
}

/** A route's meta export for `page`: the public origin comes from the root loader. */
export const metaFor =
  (page: TPageMeta): MetaFunction =>
  ({ matches, location }) => {
    const root = matches[0]?.loaderData as TRootData | undefined;
    // Through URL so the origin is percent-encoded: nothing in it can break out of an attribute.
    const origin = new URL(root?.publicUrl ?? "http://localhost").href.replace(/\/+$/, "");
    return metaTags(page, origin, location.pathname);
  };
