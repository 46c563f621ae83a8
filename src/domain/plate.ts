// Chilean licence plates (patentes): the current format is four letters and two digits (ABCD12), the older
// one two letters and four digits (AB1234). Spec section 5.

export const PLATE_MAX_LENGTH = 6;

export const PLATE_REQUIRED_MESSAGE = "Por favor ingresa una patente válida";
export const PLATE_FORMAT_MESSAGE = "Formato de patente inválido. Use formato ABCD12 o AB1234";
export const PLATE_LOGIN_REQUIRED_MESSAGE = "Debes iniciar sesión para usar este servicio";
export const PLATE_NO_TRIALS_MESSAGE =
  "Has agotado tus 3 consultas gratuitas. Compra el servicio completo para continuar.";

/** Placeholder of the vehicle check screen. */
export const PLATE_PLACEHOLDER = "AA1122";

export const PLATE_PATTERN = /^(?:[A-Z]{4}\d{2}|[A-Z]{2}\d{4})$/;

/**
 * 'ab-cd 12' -> 'ABCD12'. Non-ASCII characters are dropped before upper-casing so that letters such as
 * 'ß' or 'ﬁ' cannot expand into plate letters.
 */
export function normalizePlate(input: string): string {
  return input.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
}

/** What the plate box keeps while typing: the normalised plate, cut to the box's 6 characters. */
export function plateInputValue(input: string): string {
  return normalizePlate(input).slice(0, PLATE_MAX_LENGTH);
}

export function isValidPlate(input: string): boolean {
  return PLATE_PATTERN.test(normalizePlate(input));
}

export type PlateCheck = { ok: true; plate: string } | { ok: false; message: string };

export function validatePlate(input: string): PlateCheck {
  const plate = normalizePlate(input);
  if (plate === "") return { ok: false, message: PLATE_REQUIRED_MESSAGE };
  if (!PLATE_PATTERN.test(plate)) return { ok: false, message: PLATE_FORMAT_MESSAGE };
  return { ok: true, plate };
}

/** The query parameter that carries a plate from page to page: the home's field to the check screen. */
export const PLATE_PARAM = "patente";

/**
 * A plate carried in a query string, as the check screen takes it: normalised if valid, otherwise null.
 * Each page that reads one checks it again: an address can be typed by anybody.
 */
export function carriedPlate(value: string | null | undefined): string | null {
  if (value == null) return null;
  const checked = validatePlate(value);
  return checked.ok ? checked.plate : null;
}

/** The valid plate in an address's `patente` parameter (a path with its query, or a whole URL), else null. */
export function plateOfHref(href: string | null | undefined): string | null {
  if (!href) return null;
  try {
    return carriedPlate(new URL(href, "http://localhost").searchParams.get(PLATE_PARAM));
  } catch {
    return null;
  }
}

/** `href` with the plate added to its query; unchanged when `plate` is no valid plate. */
export function withPlate(href: string, plate: string | null | undefined): string {
  const checked = carriedPlate(plate);
  if (checked === null) return href;
  const [path = "", query = ""] = href.split("?", 2);
  const params = new URLSearchParams(query);
  params.set(PLATE_PARAM, checked);
  return `${path}?${params}`;
}
