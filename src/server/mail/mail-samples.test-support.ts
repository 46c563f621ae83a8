import type { MailMessage, MailSite } from "./layout";
import {
  operatorNotificationMail,
  organisationInviteMail,
  passwordResetMail,
  privacyRequestClosedMail,
  privacyRequestReceivedMail,
  signInAttemptsMail,
  signUpAttemptMail,
  verifyEmailMail,
} from "./templates";

// One of every mail the product sends, with the values its callers pass: the templates' tests check each
// of them, and scripts/mail-screenshots.ts draws them for docs/screenshots.

export const SAMPLE_SITE: MailSite = {
  publicUrl: "https://patenteclara.cl",
  contactEmail: "contacto@patenteclara.cl",
};

const to = "camila.rojas@correo.cl";

export const MAIL_SAMPLES = {
  confirmation: verifyEmailMail(
    to,
    `${SAMPLE_SITE.publicUrl}/confirmar-correo?token=t0k3n-c0nf&patente=BBCL10`,
  ),
  "password-reset": passwordResetMail(
    { email: to, firstName: "Camila" },
    `${SAMPLE_SITE.publicUrl}/api/auth/reset-password/r3s3t?callbackURL=%2Freset-password`,
  ),
  invitation: organisationInviteMail(to, {
    inviter: "José Monsalves",
    organisation: "Automotora Los Aromos",
    role: "vendedor",
    url: `${SAMPLE_SITE.publicUrl}/automotora/invitacion?token=1nv1t3`,
    expiresOn: "08-12-2026",
  }),
  "sign-up-attempt": signUpAttemptMail(to, SAMPLE_SITE.publicUrl),
  "sign-in-attempts": signInAttemptsMail(to, SAMPLE_SITE.publicUrl),
  "privacy-received": privacyRequestReceivedMail(to, {
    id: "4f1c2a9e-0b7d-4c1e-9a55-2f6d8e3b7c10",
    right: "Acceso",
    plate: "BBCL10",
    deadline: "15-12-2026",
  }),
  "privacy-answered": privacyRequestClosedMail(to, {
    id: "4f1c2a9e-0b7d-4c1e-9a55-2f6d8e3b7c10",
    right: "Acceso",
    outcome: "aceptada",
    note: "Adjuntamos los datos que guardamos de la patente BBCL10.\nTu RUT no aparece en ningún informe.",
  }),
  "operator-notice": operatorNotificationMail("operaciones@patenteclara.cl", "Nuevo mensaje de contacto", [
    "Nombre: Camila Rojas",
    `Correo: ${to}`,
    "Teléfono: +56912345678",
    "Mensaje: ¿Tienen planes para empresas?",
  ]),
} satisfies Record<string, MailMessage>;
