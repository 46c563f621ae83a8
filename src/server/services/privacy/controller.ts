import type { Env } from "#server/env";

/** Who answers for personal data (Ley 21.719), as /privacidad and /terminos name it. */
export type PrivacyController = { name: string; rut: string; address: string; email: string };

/** Shown where a deployment has not said who it is yet (only allowed on this machine or a demo). */
const CONTROLLER_NOT_SET = "Por definir en esta instalación";

export const privacyControllerOf = (env: Env): PrivacyController => ({
  name: env.PRIVACY_CONTROLLER_NAME ?? CONTROLLER_NOT_SET,
  rut: env.PRIVACY_CONTROLLER_RUT ?? CONTROLLER_NOT_SET,
  address: env.PRIVACY_CONTROLLER_ADDRESS ?? CONTROLLER_NOT_SET,
  email: env.PRIVACY_CONTACT_EMAIL ?? CONTROLLER_NOT_SET,
});
