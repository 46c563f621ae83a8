// What a webhook's URL must look like before anything is resolved or sent (decision 084). Whether its host
// is a public address is the server's question: it needs DNS, and asks again at every delivery.

import { parseUrl } from "../parse-url";

export const WEBHOOK_URL_MAX = 2000;

export const WEBHOOK_URL_MESSAGE = "Ingresa una URL completa, como https://tu-sistema.cl/webhooks.";
export const WEBHOOK_URL_TOO_LONG_MESSAGE = `La URL puede tener hasta ${WEBHOOK_URL_MAX} caracteres.`;
export const WEBHOOK_URL_HTTPS_MESSAGE = "La URL debe empezar con https://: los eventos viajan cifrados.";
export const WEBHOOK_URL_CREDENTIALS_MESSAGE =
  "La URL no puede llevar usuario ni contraseña: verifica los eventos con su firma.";

/** Why `input` cannot be a webhook's URL, in Spanish; null when it can. Length first: hostile input is normal. */
export function webhookUrlProblem(input: string): string | null {
  if (input.length > WEBHOOK_URL_MAX) return WEBHOOK_URL_TOO_LONG_MESSAGE;
  const url = parseUrl(input);
  if (!url) return WEBHOOK_URL_MESSAGE;
  if (url.protocol !== "https:") return WEBHOOK_URL_HTTPS_MESSAGE;
  if (url.username || url.password) return WEBHOOK_URL_CREDENTIALS_MESSAGE;
  return null;
}

/**
 * The host to resolve or classify, as the URL parser normalised it: lower case, an IPv4 address written
 * any of the ways it can be ('0x7f.1') in dotted decimal, an IPv6 one without its brackets.
 */
export const webhookHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, "$1");
