// Vehicle Identification Number (ISO 3779). Chilean registries give it as the chassis number.

export const VIN_LENGTH = 17;

export const VIN_LENGTH_WARNING = "El VIN no tiene 17 caracteres";
export const VIN_FORBIDDEN_WARNING = "El VIN contiene caracteres no permitidos (I, O, Q)";
export const VIN_INVALID_CHARS_WARNING = "El VIN contiene caracteres no válidos";
export const VIN_CHECK_DIGIT_WARNING = "El dígito verificador del VIN no coincide";

export type VinCheck = {
  /** Upper-cased, without spaces: the form the checks ran on. */
  vin: string;
  validStructure: boolean;
  /**
   * true/false for North American VINs, where the check digit is mandatory. null when it cannot be
   * computed (bad structure) or does not apply: elsewhere manufacturers may put any character in
   * position 9, so a "mismatch" would be a false alarm.
   */
  checkDigitOk: boolean | null;
  warnings: string[];
};

// I, O and Q are excluded so they cannot be misread as 1 and 0.
const ALLOWED = /^[A-HJ-NPR-Z0-9]*$/;
const FORBIDDEN = /[IOQ]/;

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

const charValue = (char: string): number => (/\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0));

/** The expected position-9 character ('0'-'9' or 'X') of a structurally valid VIN. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += charValue(vin.charAt(i)) * (WEIGHTS[i] ?? 0);
  const rest = sum % 11;
  return rest === 10 ? "X" : rest.toString();
}

/** World manufacturer identifiers 1-5 are the United States, Canada and Mexico. */
export const isNorthAmericanVin = (vin: string): boolean => /^[1-5]/.test(vin);

export function checkVin(input: string): VinCheck {
  const vin = input.replace(/\s/g, "").toUpperCase();
  const warnings: string[] = [];
  if (vin.length !== VIN_LENGTH) warnings.push(VIN_LENGTH_WARNING);
  if (FORBIDDEN.test(vin)) warnings.push(VIN_FORBIDDEN_WARNING);
  if (!ALLOWED.test(vin.replace(/[IOQ]/g, ""))) warnings.push(VIN_INVALID_CHARS_WARNING);
  const validStructure = warnings.length === 0;

  let checkDigitOk: boolean | null = null;
  if (validStructure && isNorthAmericanVin(vin)) {
    checkDigitOk = vin.charAt(8) === vinCheckDigit(vin);
    if (!checkDigitOk) warnings.push(VIN_CHECK_DIGIT_WARNING);
  }
  return { vin, validStructure, checkDigitOk, warnings };
}

/** '¿El VIN del auto coincide?': what a buyer reads on the car, compared with the report's VIN. */
export const VIN_MATCH_TEXT = "El VIN coincide con el informe";
export const VIN_MISMATCH_TEXT = "El VIN no coincide con el informe";
export const VIN_REQUIRED_MESSAGE = "Ingresa el VIN que aparece en el auto (17 caracteres)";
/** Generous for a VIN typed with spaces or dashes; longer is not a VIN. */
export const VIN_INPUT_MAX_LENGTH = 40;

/** As a VIN is compared: upper case, without the spaces and dashes people type between groups. */
export const normalizeVin = (input: string): string => input.replace(/[\s-]+/g, "").toUpperCase();

/** Whether a typed VIN is the report's; an empty one matches nothing. */
export function sameVin(reported: string, typed: string): boolean {
  const vin = normalizeVin(reported);
  return vin.length > 0 && vin === normalizeVin(typed);
}
