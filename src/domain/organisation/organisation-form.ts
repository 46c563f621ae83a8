import { z } from "zod";
import { CONTACT_CONTROL_CHARACTERS_MESSAGE } from "../forms/contact";
import { ZEmail } from "../forms/fields";
import { ZRut } from "../rut";

// The automotora's data (issue 30): what a factura needs, and the name buyers see on what its members
// share. One rule for the form in the browser and the server's PUT and POST.

export const LEGAL_NAME_MAX_LENGTH = 120;
export const BUSINESS_ACTIVITY_MAX_LENGTH = 120;
export const ADDRESS_MAX_LENGTH = 160;
export const COMUNA_MAX_LENGTH = 60;
export const DISPLAY_NAME_MIN_LENGTH = 2;
export const DISPLAY_NAME_MAX_LENGTH = 60;

export const LEGAL_NAME_REQUIRED_MESSAGE = "Ingresa la razón social";
export const LEGAL_NAME_TOO_LONG_MESSAGE = "La razón social no puede tener más de 120 caracteres";
export const BUSINESS_ACTIVITY_REQUIRED_MESSAGE = "Ingresa el giro";
export const BUSINESS_ACTIVITY_TOO_LONG_MESSAGE = "El giro no puede tener más de 120 caracteres";
export const ADDRESS_REQUIRED_MESSAGE = "Ingresa la dirección";
export const ADDRESS_TOO_LONG_MESSAGE = "La dirección no puede tener más de 160 caracteres";
export const COMUNA_REQUIRED_MESSAGE = "Ingresa la comuna";
export const COMUNA_TOO_LONG_MESSAGE = "La comuna no puede tener más de 60 caracteres";
export const BILLING_EMAIL_MESSAGE = "Ingresa un correo de facturación válido";
export const DISPLAY_NAME_LENGTH_MESSAGE = "El nombre para tus clientes debe tener entre 2 y 60 caracteres";
export const DISPLAY_NAME_CHARACTERS_MESSAGE =
  "El nombre para tus clientes solo puede tener letras, números, espacios y . , & ' - ( )";

const text = z.string({ error: "" }).catch("");

// Never typed on purpose, and PostgreSQL cannot even store a NUL: refused, not stored.
const CONTROL_CHARACTERS = /\p{Cc}/u;

/**
 * The name buyers read ('Compartido por {nombre}') and an invitation mail carries to an address nobody at
 * the automotora has proven: no '/', ':', '@' or markup, so it cannot carry a link or an address there.
 */
const DISPLAY_NAME_PATTERN = /^[\p{L}\p{M}\p{N} .,&'’()-]+$/u;

/**
 * One line of free text: its length is bounded before anything else reads it, spaces are trimmed and
 * runs of them folded, control characters refused.
 */
const line = (required: string, tooLong: string, max: number, min = 1) =>
  text
    .pipe(z.string().max(1000, tooLong))
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(z.string().refine((v) => !CONTROL_CHARACTERS.test(v), CONTACT_CONTROL_CHARACTERS_MESSAGE))
    .pipe(z.string().min(min, required).max(max, tooLong));

/**
 * The organisation's data, created or edited. The RUT empresa is modulo-11 checked and comes out
 * normalised ('76123456-0'), as it is stored and compared; screens show it formatted (formatRut).
 */
export const ZOrganisationForm = z.object({
  legalName: line(LEGAL_NAME_REQUIRED_MESSAGE, LEGAL_NAME_TOO_LONG_MESSAGE, LEGAL_NAME_MAX_LENGTH),
  rut: ZRut,
  businessActivity: line(
    BUSINESS_ACTIVITY_REQUIRED_MESSAGE,
    BUSINESS_ACTIVITY_TOO_LONG_MESSAGE,
    BUSINESS_ACTIVITY_MAX_LENGTH,
  ),
  address: line(ADDRESS_REQUIRED_MESSAGE, ADDRESS_TOO_LONG_MESSAGE, ADDRESS_MAX_LENGTH),
  comuna: line(COMUNA_REQUIRED_MESSAGE, COMUNA_TOO_LONG_MESSAGE, COMUNA_MAX_LENGTH),
  billingEmail: ZEmail(BILLING_EMAIL_MESSAGE),
  displayName: line(
    DISPLAY_NAME_LENGTH_MESSAGE,
    DISPLAY_NAME_LENGTH_MESSAGE,
    DISPLAY_NAME_MAX_LENGTH,
    DISPLAY_NAME_MIN_LENGTH,
  ).pipe(z.string().regex(DISPLAY_NAME_PATTERN, DISPLAY_NAME_CHARACTERS_MESSAGE)),
});
export type TOrganisationFormInput = z.input<typeof ZOrganisationForm>;
export type TOrganisationForm = z.output<typeof ZOrganisationForm>;
