// What an HTTP status says to a person when the answer carried no Spanish message of our server's: a proxy's
// error page, an empty body. The status line itself ('Bad Gateway') is English and never shown.

export const UNAVAILABLE_MESSAGE =
  "El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.";
export const TOO_LARGE_MESSAGE = "La solicitud es demasiado grande.";
export const TOO_MANY_REQUESTS_MESSAGE = "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.";
// The spec's generic text (section 8); the report texts have it too, but this module is on every page.
export const REQUEST_FAILED_MESSAGE = "Error al procesar la solicitud";

/** The statuses that explain themselves; null for the others, which each caller words its own way. */
export function statusMessage(status: number): string | null {
  switch (status) {
    case 502:
    case 503:
    case 504:
      return UNAVAILABLE_MESSAGE;
    case 413:
      return TOO_LARGE_MESSAGE;
    case 429:
      return TOO_MANY_REQUESTS_MESSAGE;
    default:
      return null;
  }
}
