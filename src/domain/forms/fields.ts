import { z } from "zod";

/** Inputs typed on a phone often carry stray spaces; the spec strips them from e-mail and phone. */
export const stripSpaces = (value: string): string => value.replace(/\s+/g, "");

export const EMAIL_MESSAGE =
  "Por favor ingresa un correo electrónico válido (debe contener @ y un dominio válido)";
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MESSAGE = "La contraseña debe tener al menos 6 caracteres";
export const PHONE_MESSAGE = "Ingresa un número válido con código de país (ej: +56912345678)";

// local@domain.tld where the top-level domain has two or more letters.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const PHONE_PATTERN = /^\+\d{1,14}$/;

const text = z.string({ error: "" }).catch("");

/** E-mail as the register form wants it: spaces stripped, lower-cased, TLD of 2+ letters. */
export const ZEmail = (message: string = EMAIL_MESSAGE) =>
  text.transform((v) => stripSpaces(v).toLowerCase()).pipe(z.string().regex(EMAIL_PATTERN, message));

export const ZPassword = z.string({ error: PASSWORD_MESSAGE }).min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE);

export const ZRequiredName = (message: string) =>
  text.transform((v) => v.trim().replace(/\s+/g, " ")).pipe(z.string().min(1, message).max(80, message));

/** Optional phone: empty means none; otherwise '+' and 1 to 14 digits once spaces are gone. */
export const ZOptionalPhone = text
  .transform((v) => stripSpaces(v))
  .pipe(z.union([z.literal(""), z.string().regex(PHONE_PATTERN, PHONE_MESSAGE)]))
  .transform((v) => (v === "" ? null : v));
