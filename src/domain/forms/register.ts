import { z } from "zod";
import { CONSENT_REQUIRED_MESSAGE } from "../privacy/legal";
import { ZEmail, ZOptionalPhone, ZPassword, ZRequiredName } from "./fields";

export const FIRST_NAME_MESSAGE = "El campo nombre es requerido";
export const LAST_NAME_MESSAGE = "El campo apellido es requerido";

/** One schema per wizard step, so the browser can check a step before moving on. */
export const registerSteps = {
  firstName: ZRequiredName(FIRST_NAME_MESSAGE),
  lastName: ZRequiredName(LAST_NAME_MESSAGE),
  email: ZEmail(),
  password: ZPassword,
  phone: ZOptionalPhone,
} as const;

export type TRegisterField = keyof typeof registerSteps;

/** The last step's checkbox: the privacy policy and the terms, accepted together (domain/privacy/legal). */
export const ZConsent = z.literal(true, { error: CONSENT_REQUIRED_MESSAGE });

export const ZRegister = z.object({ ...registerSteps, acceptedTerms: ZConsent });
export type TRegisterInput = z.input<typeof ZRegister>;
export type TRegister = z.output<typeof ZRegister>;

/** nombre_completo of the spec: first plus last name. */
export const fullName = (input: Pick<TRegister, "firstName" | "lastName">): string =>
  `${input.firstName} ${input.lastName}`;
