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
