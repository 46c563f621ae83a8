import { z } from "zod";
import { ZRutWithHyphen } from "../rut";

export const SEX_OPTIONS = [
  { value: "masculino", label: "Masculino" },
  { value: "femenino", label: "Femenino" },
  { value: "otro", label: "Otro" },
] as const;

export const SECURITY_SERVICES = ["Escolta Armada", "Transporte Ejecutivo", "Seguridad 24/7"] as const;

export const SEX_REQUIRED_MESSAGE = "Selecciona una opción";
export const SERVICES_REQUIRED_MESSAGE = "Selecciona al menos un servicio";
export const SERVICE_UNKNOWN_MESSAGE = "Selecciona servicios de la lista";
export const PERSONAL_AUTH_MESSAGE = "Debes estar autenticado para enviar el formulario";

/** The personal-security request (spec verificacion_personal): RUT with hyphen and a valid check digit. */
export const ZPersonalSecurity = z.object({
  rut: ZRutWithHyphen,
  sex: z.enum(["masculino", "femenino", "otro"], { error: SEX_REQUIRED_MESSAGE }),
  services: z
    .array(z.enum(SECURITY_SERVICES, { error: SERVICE_UNKNOWN_MESSAGE }), {
      error: SERVICES_REQUIRED_MESSAGE,
    })
    .min(1, SERVICES_REQUIRED_MESSAGE)
    .transform((list) => [...new Set(list)]),
});
export type TPersonalSecurity = z.output<typeof ZPersonalSecurity>;
