// The privacy policy and the terms of service are accepted together, in one version: a new text gets a
// new version, and the consents table keeps which one each person accepted and when.

/** The version of /privacidad and /terminos in force, and the day it took effect (yyyy-mm-dd). */
// 1.1: the browser no longer keeps a copy of the profile (the server draws each page with it).
export const LEGAL_TEXT = { version: "1.1", effectiveDate: "2026-12-01" } as const;

/** The documents a person accepts when creating an account. */
export const CONSENT_DOCUMENTS = ["privacidad", "terminos"] as const;

export const CONSENT_REQUIRED_MESSAGE =
  "Para crear tu cuenta debes aceptar los Términos de servicio y la Política de privacidad";

/** The regulator a person may complain to (Ley 21.719). */
export const DATA_PROTECTION_AUTHORITY = "Agencia de Protección de Datos Personales";
