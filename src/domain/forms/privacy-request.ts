import { z } from "zod";
import { PLATE_REQUIRED_MESSAGE } from "../plate";
import { RIGHT_VALUES } from "../privacy/rights";
import { ZRut } from "../rut";
import { ZEmail, ZPlate } from "./fields";

export const RIGHT_REQUIRED_MESSAGE = "Elige el derecho que quieres ejercer";
export const PRIVACY_MESSAGE_MAX_LENGTH = 2000;
export const PRIVACY_MESSAGE_TOO_LONG = "El mensaje no puede tener más de 2.000 caracteres";

/**
 * A rights request from a vehicle owner who need not have an account (/privacidad/solicitud): who they
 * are (RUT), which vehicle, where to answer, which right, and what they ask.
 */
export const ZPrivacyRequest = z.object({
  rut: ZRut,
  plate: z.string({ error: PLATE_REQUIRED_MESSAGE }).max(40, PLATE_REQUIRED_MESSAGE).pipe(ZPlate),
  email: ZEmail(),
  right: z.enum(RIGHT_VALUES, { error: RIGHT_REQUIRED_MESSAGE }),
  message: z
    .string({ error: PRIVACY_MESSAGE_TOO_LONG })
    .max(PRIVACY_MESSAGE_MAX_LENGTH, PRIVACY_MESSAGE_TOO_LONG)
    .transform((v) => v.trim())
    .default(""),
});
export type TPrivacyRequest = z.output<typeof ZPrivacyRequest>;

export const CLOSING_NOTE_MESSAGE = "Escribe una nota de cierre (máximo 2.000 caracteres)";

/** An operator closes a request: whether it was accepted, and a note of what was done. */
export const ZClosePrivacyRequest = z.object({
  outcome: z.enum(["aceptada", "rechazada"], { error: "Indica si la solicitud se acepta o se rechaza" }),
  note: z
    .string({ error: CLOSING_NOTE_MESSAGE })
    .max(PRIVACY_MESSAGE_MAX_LENGTH, CLOSING_NOTE_MESSAGE)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, CLOSING_NOTE_MESSAGE)),
});
export type TClosePrivacyRequest = z.output<typeof ZClosePrivacyRequest>;
