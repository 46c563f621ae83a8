// Report access codes. Knowing the code is the only thing that opens a public report (spec section 6), so
// it comes from the platform's CSPRNG and is long enough not to be guessed: 31^12 ≈ 7.9e17 codes.

import { z } from "zod";
import { isValidPlate, normalizePlate } from "./plate";

/** No 0/O, 1/I/L: codes are read aloud and typed from paper. */
export const ACCESS_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const ACCESS_CODE_LENGTH = 12;
export const REPORT_CODE_PREFIX = "RPT-";
export const REPORT_CODE_SUFFIX_LENGTH = 6;
export const ACCESS_CODE_SEARCH_MAX_LENGTH = 20;
export const ACCESS_CODE_REQUIRED_MESSAGE = "Por favor ingresa un código de acceso";

/** Fills a buffer with random bytes; injectable so tests can drive the sampling. */
export type RandomBytes = (buffer: Uint8Array) => Uint8Array;

const cryptoBytes: RandomBytes = (buffer) => globalThis.crypto.getRandomValues(buffer);

// Bytes at or above the largest multiple of the alphabet size are thrown away: mapping all 256 values with
// a modulo would make the first 256 % 31 characters more likely than the rest.
const ACCEPT_BELOW = 256 - (256 % ACCESS_CODE_ALPHABET.length);

export function randomCode(length: number, random: RandomBytes = cryptoBytes): string {
  let out = "";
  const buffer = new Uint8Array(Math.max(16, length * 2));
  while (out.length < length) {
    for (const byte of random(buffer)) {
      if (byte >= ACCEPT_BELOW) continue;
      out += ACCESS_CODE_ALPHABET.charAt(byte % ACCESS_CODE_ALPHABET.length);
      if (out.length === length) break;
    }
  }
  return out;
}

export const generateAccessCode = (random?: RandomBytes): string => randomCode(ACCESS_CODE_LENGTH, random);

/** 'RPT-7K3M9Q': the short code printed on the report; uniqueness is the database's job. */
export const generateReportCode = (random?: RandomBytes): string =>
  `${REPORT_CODE_PREFIX}${randomCode(REPORT_CODE_SUFFIX_LENGTH, random)}`;

const ACCESS_CODE_PATTERN = new RegExp(`^[${ACCESS_CODE_ALPHABET}]{${ACCESS_CODE_LENGTH}}$`);
const REPORT_CODE_PATTERN = new RegExp(
  `^${REPORT_CODE_PREFIX}[${ACCESS_CODE_ALPHABET}]{${REPORT_CODE_SUFFIX_LENGTH}}$`,
);

export const isAccessCode = (s: string): boolean => ACCESS_CODE_PATTERN.test(s);
export const isReportCode = (s: string): boolean => REPORT_CODE_PATTERN.test(s);

/**
 * The search box: upper-cased and at most 20 characters (spec section 5). All whitespace goes, not only
 * the ends, because codes pasted from e-mails and PDFs often arrive broken by spaces or line breaks.
 */
export function normalizeAccessCodeInput(s: string): string {
  return s.replace(/\s/g, "").toUpperCase().slice(0, ACCESS_CODE_SEARCH_MAX_LENGTH);
}

export const REPORT_CODE_TYPED_MESSAGE =
  "Ese es el número del informe (RPT-…), no su código de acceso. Para abrirlo usa el código de 12 caracteres que aparece en el enlace o en el informe, junto a 'Código de acceso'.";

export const PLATE_TYPED_MESSAGE =
  "Eso es una patente. Aquí los informes se buscan por su código de acceso de 12 caracteres, que aparece en el enlace o en el informe.";

/**
 * The plate typed into the report search, normalised, or null. A plate has 6 characters and an access
 * code 12, so no input is both: the plate rules alone tell them apart.
 */
export const searchedPlate = (input: string): string | null =>
  isValidPlate(input) ? normalizePlate(input) : null;

/**
 * The search box takes access codes only. A report code or a plate typed there is explained rather than
 * looked up: report codes are short and guessable, so they never open a report, and a plate is not how a
 * report is found.
 */
export const ZAccessCodeSearch = z
  .string({ error: ACCESS_CODE_REQUIRED_MESSAGE })
  .transform(normalizeAccessCodeInput)
  .pipe(
    z
      .string()
      .min(1, ACCESS_CODE_REQUIRED_MESSAGE)
      // An access code may itself begin with RPT: only what cannot be one is explained.
      .refine((code) => !code.startsWith("RPT") || isAccessCode(code), REPORT_CODE_TYPED_MESSAGE)
      .refine((code) => searchedPlate(code) === null, PLATE_TYPED_MESSAGE),
  );
