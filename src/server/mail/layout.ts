import { escapeHtml } from "../http/escape-html";

/** What every mail's footer says of us: the deployment's own address and site. */
export type MailSite = { publicUrl: string; contactEmail: string };

/** A paragraph (a "\n" in it breaks the line), or a list of short lines. */
export type MailBlock = string | { list: readonly string[] };

/**
 * A mail as its template says it: the words, in order. The layout alone decides how they look, so every
 * mail has one heading, at most one button (the type has room for no second one) and a footer saying why
 * it came, and its plain-text part holds the same words and every link.
 */
export type MailMessage = {
  to: string;
  subject: string;
  heading: string;
  body: readonly MailBlock[];
  /** The one thing to do: a button, with its link also written out below it. */
  action?: { label: string; url: string };
  /** What follows the button: what to do if this mail was not expected. */
  after?: readonly MailBlock[];
  /** Why this address got this mail, said first in the footer. */
  reason: string;
};

const TAGLINE = "Confianza, Transparencia, Tecnología, Territorio";

// The site's Tailwind theme (src/web/styles.css) and its slate greys. Text greys are no lighter than
// slate-700, as on the site, so they still read on white and when a client inverts them onto black.
const LIGHT = {
  page: "#f1f5f9",
  card: "#ffffff",
  border: "#e2e8f0",
  text: "#0f172a",
  muted: "#334155",
  brand: "#1d4ed8",
  buttonText: "#ffffff",
};

// Only clients that honour prefers-color-scheme read these; the others show the light colours or invert
// them themselves. !important because the light colours are inline, where every client reads them.
const DARK_STYLE = `
@media (prefers-color-scheme: dark) {
  .pc-page { background-color: #0f172a !important; }
  .pc-card { background-color: #1e293b !important; border-color: #334155 !important; }
  .pc-text { color: #f1f5f9 !important; }
  .pc-muted { color: #cbd5e1 !important; }
  .pc-brand, .pc-link { color: #93c5fd !important; }
}
@media (max-width: 480px) {
  .pc-card { padding: 24px 20px !important; }
  .pc-heading { font-size: 22px !important; line-height: 28px !important; }
}`;

// Single quotes: it goes inside style="…" attributes. The reader's own system fonts, nothing to download.
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const TEXT_STYLE = `margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:${LIGHT.text};`;
const SMALL_STYLE = `margin:0 0 8px;font-family:${FONT};font-size:14px;line-height:20px;color:${LIGHT.muted};`;
const LINK_STYLE = `color:${LIGHT.brand};text-decoration:underline;`;

/** Every link a mail carries is ours and absolute: anything else is a mistake in a template. */
function checkedUrl(url: string): string {
  const { protocol } = new URL(url);
  if (protocol !== "https:" && protocol !== "http:") throw new Error(`not a web link: ${protocol}`);
  return url;
}

const htmlLines = (s: string) => escapeHtml(s).replaceAll("\n", "<br>");

function htmlBlock(block: MailBlock): string {
  if (typeof block === "string") return `<p class="pc-text" style="${TEXT_STYLE}">${htmlLines(block)}</p>`;
  const items = block.list
    .map((item) => `<li class="pc-text" style="margin:0 0 4px;color:${LIGHT.text};">${htmlLines(item)}</li>`)
    .join("");
  return `<ul style="${TEXT_STYLE}padding:0 0 0 24px;">${items}</ul>`;
}

/**
 * A bulletproof button: a coloured table cell with a padded link, no image, so it shows where images are
 * blocked; Outlook on Windows ignores the link's padding and reads the cell's mso-padding-alt instead.
 */
function htmlButton({ label, url }: { label: string; url: string }): string {
  const href = escapeHtml(url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;">
<tr><td class="pc-button" align="center" bgcolor="${LIGHT.brand}" style="border-radius:8px;background-color:${LIGHT.brand};mso-padding-alt:14px 28px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;border:1px solid ${LIGHT.brand};border-radius:8px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:bold;color:${LIGHT.buttonText};text-decoration:none;">${escapeHtml(label)}</a>
</td></tr></table>
<p class="pc-muted" style="${SMALL_STYLE}">Si el botón no funciona, copia este enlace en tu navegador:</p>
<p style="${SMALL_STYLE}margin-bottom:16px;word-break:break-all;"><a class="pc-link" href="${href}" target="_blank" style="${LINK_STYLE}">${escapeHtml(url)}</a></p>`;
}

/** The footer's lines, the same in both parts. */
function footerLines(message: MailMessage, site: MailSite) {
  return {
    reason: message.reason,
    tagline: `Patente Clara · ${TAGLINE}`,
    contact: `¿Dudas? Escríbenos a ${site.contactEmail}`,
  };
}

function renderHtml(message: MailMessage, site: MailSite): string {
  const footer = footerLines(message, site);
  const siteUrl = escapeHtml(checkedUrl(site.publicUrl));
  const contact = escapeHtml(site.contactEmail);
  const blocks = [
    ...message.body.map(htmlBlock),
    ...(message.action ? [htmlButton(message.action)] : []),
    ...(message.after ?? []).map(htmlBlock),
  ].join("\n");
  return `<!doctype html>
<html lang="es-CL">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="format-detection" content="telephone=no, date=no, address=no, email=no">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(message.subject)}</title>
<style>${DARK_STYLE}
</style>
</head>
<body class="pc-page" style="margin:0;padding:0;background-color:${LIGHT.page};">
<table role="presentation" class="pc-page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${LIGHT.page};">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td style="padding:0 4px 16px;font-family:${FONT};font-size:22px;line-height:28px;font-weight:bold;">
<a class="pc-brand" href="${siteUrl}" target="_blank" style="color:${LIGHT.brand};text-decoration:none;">Patente Clara</a>
</td></tr>
<tr><td class="pc-card" style="padding:32px;background-color:${LIGHT.card};border:1px solid ${LIGHT.border};border-radius:12px;">
<h1 class="pc-text pc-heading" style="margin:0 0 20px;font-family:${FONT};font-size:24px;line-height:30px;font-weight:bold;color:${LIGHT.text};">${escapeHtml(message.heading)}</h1>
${blocks}
</td></tr>
<tr><td style="padding:20px 4px 0;">
<p class="pc-muted" style="${SMALL_STYLE}">${escapeHtml(footer.reason)}</p>
<p class="pc-muted" style="${SMALL_STYLE}"><a class="pc-link" href="${siteUrl}" target="_blank" style="${LINK_STYLE}">Patente Clara</a> · ${TAGLINE}</p>
<p class="pc-muted" style="${SMALL_STYLE}">¿Dudas? Escríbenos a <a class="pc-link" href="mailto:${contact}" style="${LINK_STYLE}">${contact}</a></p>
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

function textBlock(block: MailBlock): string {
  return typeof block === "string" ? block : block.list.map((item) => `- ${item}`).join("\n");
}

/**
 * The plain-text part: the same words, each link on a line of its own (a reader copies it whole, and so
 * do the tests that follow it), and the footer under the usual "-- " signature line.
 */
function renderText(message: MailMessage, site: MailSite): string {
  const footer = footerLines(message, site);
  return [
    message.heading,
    ...message.body.map(textBlock),
    ...(message.action ? [`${message.action.label}:\n${message.action.url}`] : []),
    ...(message.after ?? []).map(textBlock),
    ["-- ", footer.reason, footer.tagline, footer.contact, site.publicUrl].join("\n"),
  ].join("\n\n");
}

/** The mail's two parts: branded HTML and plain text, from the same words. */
export function renderMail(message: MailMessage, site: MailSite): { text: string; html: string } {
  if (message.action) checkedUrl(message.action.url);
  return { text: renderText(message, site), html: renderHtml(message, site) };
}
