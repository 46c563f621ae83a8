import { z } from "zod";
import { ZEmail } from "./fields";

export const CONTACT_EMAIL_MESSAGE = "Por favor ingresa un correo electrónico válido";
export const CONTACT_NAME_MESSAGE = "Por favor ingresa tu nombre";
export const CONTACT_NAME_TOO_LONG_MESSAGE = "El nombre no puede tener más de 120 caracteres";
export const CONTACT_PHONE_TOO_LONG_MESSAGE = "El teléfono no puede tener más de 40 caracteres";

const text = z.string({ error: "" }).catch("");

/**
 * The contact wizard (spec section 5): the e-mail is checked; name and phone are free text. The server
 * still bounds their length and asks for a name, so a message can always be answered by someone.
 */
const contactSteps = {
  fullName: text
    .pipe(z.string().max(1000, CONTACT_NAME_TOO_LONG_MESSAGE))
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, CONTACT_NAME_MESSAGE).max(120, CONTACT_NAME_TOO_LONG_MESSAGE)),
  email: ZEmail(CONTACT_EMAIL_MESSAGE),
  phone: text
    .transform((v) => v.trim())
    .pipe(z.string().max(40, CONTACT_PHONE_TOO_LONG_MESSAGE))
    .transform((v) => (v === "" ? null : v)),
} as const;

export const ZContact = z.object(contactSteps);
export type TContact = z.output<typeof ZContact>;
