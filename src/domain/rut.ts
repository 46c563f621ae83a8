// Chilean RUT (Rol Único Tributario): a body of up to 8 digits plus a modulo-11 check digit (0-9 or K).

import { z } from "zod/mini";

export type Rut = { body: number; dv: string };

export const RUT_REQUIRED_MESSAGE = "Por favor ingresa un RUT válido";
export const RUT_HYPHEN_MESSAGE = "El RUT debe incluir el guion (ej: 12345678-9)";
export const RUT_CHECK_DIGIT_MESSAGE = "El RUT no es válido: revisa el dígito verificador";

// Phones and word processors turn '-' into typographic dashes; they still mean the hyphen.
const DASHES = /[‐‑‒–—−]/g;
const SHAPE = /^(\d{1,8})-?([0-9K])$/;

const clean = (input: string): string => input.replace(DASHES, "-").replace(/[\s.]/g, "").toUpperCase();

/**
 * Accepts '12.345.678-5', '12345678-5', '123456785', a lower-case k and stray spaces. Dots are ignored
 * wherever they are: they carry no information, and rejecting '12345.678-5' would only annoy. The check
 * digit is not verified here (see isValidRut), so a mistyped RUT can still be shown back as typed.
 */
export function parseRut(input: string): Rut | null {
  const m = SHAPE.exec(clean(input));
  if (!m?.[1] || !m[2]) return null;
  const body = Number(m[1]);
  return body > 0 ? { body, dv: m[2] } : null;
}

/** Modulo 11 with weights 2..7 from the right; 11 is written '0' and 10 'K'. */
export function computeDv(body: number): string {
  let sum = 0;
  let weight = 2;
  for (const digit of Math.trunc(Math.abs(body)).toString().split("").reverse()) {
    sum += Number(digit) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return "0";
  if (rest === 10) return "K";
  return rest.toString();
}

const asRut = (input: string | Rut): Rut | null => {
  if (typeof input === "string") return parseRut(input);
  const dv = input.dv.toUpperCase();
  const ok = Number.isInteger(input.body) && input.body > 0 && input.body < 1e8 && /^[0-9K]$/.test(dv);
  return ok ? { body: input.body, dv } : null;
};

export function isValidRut(input: string | Rut): boolean {
  const rut = asRut(input);
  return rut !== null && computeDv(rut.body) === rut.dv;
}

/** How many leading digits of a RUT a shared report shows. */
export const SHOWN_RUT_DIGITS = 2;

const dotted = (body: number): string => body.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/** '12.345.678-5'; null when the input is not shaped like a RUT. */
export function formatRut(input: string | Rut): string | null {
  const rut = asRut(input);
  return rut ? `${dotted(rut.body)}-${rut.dv}` : null;
}

/** '12345678-5': the form we store and compare. */
export function normalizeRut(input: string | Rut): string | null {
  const rut = asRut(input);
  return rut ? `${rut.body}-${rut.dv}` : null;
}

/**
 * '12.XXX.XXX-X': a shared report is readable by anyone holding the link, so it shows the owner's RUT
 * only as far as its first two digits, enough to tell it from a seller's obviously different one and far
 * from enough to find the person. '¿El vendedor es el dueño?' answers the exact question instead.
 */
export function maskRut(input: string | Rut): string | null {
  const rut = asRut(input);
  if (!rut) return null;
  let shown = 0;
  const masked = dotted(rut.body).replace(/\d/g, (digit) => (++shown <= SHOWN_RUT_DIGITS ? digit : "X"));
  return `${masked}-X`;
}

export function sameRut(a: string | Rut, b: string | Rut): boolean {
  const x = normalizeRut(a);
  return x !== null && x === normalizeRut(b);
}

// zod/mini: the RUT's rules are read by every report page (masking, formatting), whose first paint waits
// for every byte; the full zod is not needed for two strings.
// Length first: a RUT typed with dots and spaces is at most some 20 characters.
const nonBlank = z.string({ error: RUT_REQUIRED_MESSAGE }).check(
  z.maxLength(30, { error: RUT_REQUIRED_MESSAGE, abort: true }),
  z.refine((v) => v.trim() !== "", { error: RUT_REQUIRED_MESSAGE, abort: true }),
);

const toRut = z.transform((value: string, ctx) => {
  const rut = parseRut(value);
  if (rut && isValidRut(rut)) return `${rut.body}-${rut.dv}`;
  ctx.issues.push({
    code: "custom",
    message: rut ? RUT_CHECK_DIGIT_MESSAGE : RUT_REQUIRED_MESSAGE,
    input: value,
  });
  return z.NEVER;
});

/** Any accepted spelling with a correct check digit; outputs the normalised '12345678-5'. */
export const ZRut = z.pipe(nonBlank, toRut);

/** The personal security form insists on the hyphen (spec section 5), then checks like ZRut. */
export const ZRutWithHyphen = z.pipe(
  nonBlank.check(z.refine((v) => clean(v).includes("-"), { error: RUT_HYPHEN_MESSAGE, abort: true })),
  toRut,
);
