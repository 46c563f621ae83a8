import { z } from "zod";
import { formatInteger } from "../format";
import { ZEmail } from "./fields";

export const CONTACT_EMAIL_MESSAGE = "Por favor ingresa un correo electrónico válido";
export const CONTACT_NAME_MESSAGE = "Por favor ingresa tu nombre";
export const CONTACT_NAME_TOO_LONG_MESSAGE = "El nombre no puede tener más de 120 caracteres";
export const CONTACT_PHONE_TOO_LONG_MESSAGE = "El teléfono no puede tener más de 40 caracteres";
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const CONTACT_MESSAGE_TOO_LONG_MESSAGE = `El mensaje no puede tener más de ${formatInteger(CONTACT_MESSAGE_MAX_LENGTH)} caracteres`;
export const CONTACT_CONTROL_CHARACTERS_MESSAGE = "El texto tiene caracteres no permitidos";

const text = z.string({ error: "" }).catch("");

// Control characters are never typed on purpose, and PostgreSQL cannot even store a NUL: refused, not
// stored. The message keeps its line breaks and tabs.
const CONTROL_CHARACTERS = /\p{Cc}/u;
const MESSAGE_CONTROL_CHARACTERS = /[^\P{Cc}\n\t]/u;
const withoutControls = (pattern: RegExp) =>
  z.string().refine((v) => !pattern.test(v), CONTACT_CONTROL_CHARACTERS_MESSAGE);

/**
 * The contact wizard (spec section 5, plus the question itself, issue 28): the e-mail is checked; name,
 * phone and message are free text. The server still bounds their length and asks for a name, so a
 * message can always be answered by someone.
 */
const contactSteps = {
  fullName: text
    .pipe(z.string().max(1000, CONTACT_NAME_TOO_LONG_MESSAGE))
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(withoutControls(CONTROL_CHARACTERS))
    .pipe(z.string().min(1, CONTACT_NAME_MESSAGE).max(120, CONTACT_NAME_TOO_LONG_MESSAGE)),
  email: ZEmail(CONTACT_EMAIL_MESSAGE),
  phone: text
    .transform((v) => v.trim())
    .pipe(z.string().max(40, CONTACT_PHONE_TOO_LONG_MESSAGE))
    .pipe(withoutControls(CONTROL_CHARACTERS))
    .transform((v) => (v === "" ? null : v)),
  message: text
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_TOO_LONG_MESSAGE))
    .pipe(withoutControls(MESSAGE_CONTROL_CHARACTERS))
    .transform((v) => (v === "" ? null : v)),
} as const;

export const ZContact = z.object(contactSteps);
export type TContact = z.output<typeof ZContact>;
