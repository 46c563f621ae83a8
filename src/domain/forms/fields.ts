import { z } from "zod";
import { normalizePlate, PLATE_FORMAT_MESSAGE, PLATE_PATTERN, PLATE_REQUIRED_MESSAGE } from "../plate";

/** Inputs typed on a phone often carry stray spaces; the spec strips them from e-mail and phone. */
export const stripSpaces = (value: string): string => value.replace(/\s+/g, "");

export const EMAIL_MESSAGE =
  "Por favor ingresa un correo electrónico válido (debe contener @ y un dominio válido)";
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MESSAGE = "La contraseña debe tener al menos 8 caracteres";
export const PASSWORD_TOO_LONG_MESSAGE = "La contraseña no puede tener más de 128 caracteres";
export const PHONE_MESSAGE = "Ingresa un número válido con código de país (ej: +56912345678)";

/** The longest address SMTP can deliver to (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

const PHONE_PATTERN = /^\+\d{1,14}$/;

const text = z.string({ error: "" }).catch("");

/**
 * The one e-mail rule of every form, in the browser and on the server: zod's own address pattern (linear
 * in the input, ASCII only, no leading, trailing or doubled dots, a top-level domain of 2+ letters),
 * applied only once the length is known to be deliverable. A pattern is never run on an unbounded string.
 */
export const ZEmail = (message: string = EMAIL_MESSAGE) =>
  text.transform((v) => stripSpaces(v).toLowerCase()).pipe(ZEmailAddress(message));

/** The address rule alone, for an input already normalised (ZEmail does that first). */
export const ZEmailAddress = (message: string = EMAIL_MESSAGE) =>
  z.string().max(EMAIL_MAX_LENGTH, message).pipe(z.email(message));

export const ZPassword = z
  .string({ error: PASSWORD_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

export const NAME_CHARACTERS_MESSAGE = "Usa solo letras, espacios, apóstrofos (') y guiones (-)";

/**
 * A person's name as the mails we send greet them: letters of any alphabet with their accents, and the
 * spaces, apostrophes and hyphens of names like O'Higgins or Pérez-Cotapos. Nothing else, so a name
 * typed by a stranger can never carry a link or markup into a mail to somebody else's address.
 */
const NAME_PATTERN = /^[\p{L}\p{M}' ’-]+$/u;

export const ZRequiredName = (message: string) =>
  text
    .pipe(z.string().max(200, message))
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, message).max(80, message).regex(NAME_PATTERN, NAME_CHARACTERS_MESSAGE));

/** Optional phone: empty means none; otherwise '+' and 1 to 14 digits once spaces are gone. */
export const ZOptionalPhone = text
  .pipe(z.string().max(40, PHONE_MESSAGE))
  .transform((v) => stripSpaces(v))
  .pipe(z.union([z.literal(""), z.string().regex(PHONE_PATTERN, PHONE_MESSAGE)]))
  .transform((v) => (v === "" ? null : v));

/** A plate typed in a form, as the plate rules read it; the output is the normalised plate. */
export const ZPlate = z
  .string({ error: PLATE_REQUIRED_MESSAGE })
  .transform(normalizePlate)
  .pipe(
    z
      .string()
      .min(1, { error: PLATE_REQUIRED_MESSAGE, abort: true })
      .regex(PLATE_PATTERN, PLATE_FORMAT_MESSAGE),
  );
