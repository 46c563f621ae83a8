import { OG_IMAGE, PUBLIC_URL_PLACEHOLDER, type TPrerenderedPage } from "./pages.ts";

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const escapeText = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Replaces exactly one match, so a change to index.html that breaks the build says so loudly. */
function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`));
  if (matches?.length !== 1)
    throw new Error(`index.html: expected one ${what}, found ${matches?.length ?? 0}`);
  return html.replace(pattern, () => replacement);
}

/**
 * A JSON data block: never executed, so the CSP's ban on inline scripts does not apply to it. '<' is
 * escaped so no value can close the element early.
 */
export const jsonScript = (type: string, data: unknown, id?: string): string =>
  `<script type="${type}"${id ? ` id="${escapeAttribute(id)}"` : ""}>${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

// The spec's metadata (section 1): a report price of 2990 CLP and Chile as the area served.
const structuredData = (url: string): string => {
  const chile = { "@type": "Country", name: "Chile" };
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Patente Clara",
    url,
    logo: `${PUBLIC_URL_PLACEHOLDER}${OG_IMAGE.path}`,
    slogan: "Confianza, Transparencia, Tecnología, Territorio",
    areaServed: chile,
    makesOffer: {
      "@type": "Offer",
      name: "Informe de seguridad vehicular",
      price: "2990",
      priceCurrency: "CLP",
      areaServed: chile,
    },
  };
  return jsonScript("application/ld+json", data);
};

export type TPageAssets = {
  /** Chunks of the page's route module, loaded in parallel with the entry instead of after it. */
  modulePreloads: readonly string[];
  stylesheets: readonly string[];
};

/**
 * One prerendered page: the built index.html (so the hashed script and style tags stay as Vite wrote
 * them) with the page's title, description, canonical and Open Graph tags, and its markup in #root.
 * Absolute URLs use PUBLIC_URL_PLACEHOLDER, which the server fills in with its public origin.
 */
export function pageHtml(
  template: string,
  page: TPrerenderedPage,
  body: string,
  assets: TPageAssets,
): string {
  const url = `${PUBLIC_URL_PLACEHOLDER}${page.path}`;
  const title = escapeAttribute(page.title);
  const description = escapeAttribute(page.description);
  const head = [
    // A private page has no one address to name; link previews still get its title and image.
    ...(page.private
      ? [`<meta name="robots" content="noindex" />`]
      : [`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`]),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Patente Clara" />`,
    `<meta property="og:locale" content="es_CL" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}${OG_IMAGE.path}" />`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="Patente Clara: Confianza, Transparencia, Tecnología, Territorio" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...assets.modulePreloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}" />`,
    ),
    ...assets.stylesheets.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}" />`,
    ),
    ...(page.path === "/" ? [structuredData(url)] : []),
  ];
  let html = template;
  html = replaceOnce(html, /<title>[\s\S]*?<\/title>/, `<title>${escapeText(page.title)}</title>`, "<title>");
  html = replaceOnce(
    html,
    /<meta\s+name="description"[\s\S]*?\/?>/,
    `<meta name="description" content="${description}" />`,
    "meta description",
  );
  html = replaceOnce(html, /\s*<\/head>/, `\n    ${head.join("\n    ")}\n  </head>`, "</head>");
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`, 'empty <div id="root">');
  if (!/<html[^>]*\blang="es-CL"/.test(html)) throw new Error('index.html: <html lang="es-CL"> is missing');
  return html;
}
