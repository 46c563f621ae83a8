import { z } from "zod";
import { stripSpaces } from "./fields";

export const CONTACT_EMAIL_MESSAGE = "Por favor ingresa un correo electrónico válido";
export const CONTACT_NAME_MESSAGE = "Por favor ingresa tu nombre";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = z.string({ error: "" }).catch("");

/**
 * The contact wizard (spec section 5): the e-mail is checked; name and phone are free text. The server
 * still bounds their length and asks for a name, so a message can always be answered by someone.
 */
const contactSteps = {
  fullName: text
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, CONTACT_NAME_MESSAGE).max(120)),
  email: text
    .transform((v) => stripSpaces(v).toLowerCase())
    .pipe(z.string().max(200).regex(EMAIL_PATTERN, CONTACT_EMAIL_MESSAGE)),
  phone: text
    .transform((v) => v.trim())
    .pipe(z.string().max(40))
    .transform((v) => (v === "" ? null : v)),
} as const;

export const ZContact = z.object(contactSteps);
export type TContact = z.output<typeof ZContact>;
