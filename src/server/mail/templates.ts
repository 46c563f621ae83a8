import { DATA_PROTECTION_AUTHORITY } from "#domain/privacy/legal";
import { CONFIRMATION_LINK_HOURS, RESET_LINK_HOURS } from "#domain/privacy/retention";
import { RIGHTS_DEADLINE_BUSINESS_DAYS } from "#domain/privacy/rights";
import type { MailMessage } from "./layout";

// Each template says only its words; layout.ts draws them (HTML and plain text alike) and escapes every
// one of them, so nothing typed by a person can become markup in a mail.

const hours = (n: number) => `${n} ${n === 1 ? "hora" : "horas"}`;

export function passwordResetMail(
  to: { email: string; firstName?: string | null },
  url: string,
): MailMessage {
  return {
    to: to.email,
    subject: "Restablece tu contraseña de Patente Clara",
    heading: "Restablece tu contraseña",
    body: [
      to.firstName ? `Hola ${to.firstName}:` : "Hola:",
      "Recibimos una solicitud para restablecer la contraseña de tu cuenta de Patente Clara. " +
        `Elige una nueva con este enlace (vence en ${hours(RESET_LINK_HOURS)}).`,
    ],
    action: { label: "Elegir una nueva contraseña", url },
    after: ["Si no pediste este cambio, ignora este correo: tu contraseña sigue siendo la misma."],
    reason:
      "Recibes este correo porque se pidió restablecer la contraseña de la cuenta de Patente Clara de esta dirección.",
  };
}

/**
 * The confirmation link, to an address nobody has proven yet: nothing in it was typed by whoever signed
 * up, so a stranger cannot use it to send somebody their words under our name.
 */
export function verifyEmailMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: "Confirma tu correo en Patente Clara",
    heading: "Confirma tu correo",
    body: [
      "Hola:",
      "Alguien creó una cuenta de Patente Clara con este correo. Si fuiste tú, confírmalo para usar tus " +
        `consultas gratuitas: abre este enlace y pulsa «Confirmar mi correo» (vence en ${hours(CONFIRMATION_LINK_HOURS)}).`,
    ],
    action: { label: "Confirmar mi correo", url },
    after: [
      "Si no creaste una cuenta en Patente Clara, ignora este correo: sin confirmarlo, la cuenta no puede " +
        "usar tus consultas gratuitas.",
    ],
    reason: "Recibes este correo porque se creó una cuenta de Patente Clara con esta dirección.",
  };
}

/** Somebody tried to sign up with an address that already has an account: its owner is told. */
export function signUpAttemptMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: "Intentaron registrarse con tu correo en Patente Clara",
    heading: "Intentaron registrarse con tu correo",
    body: [
      "Hola:",
      "Alguien intentó crear una cuenta de Patente Clara con este correo, que ya tiene una. Si fuiste tú, " +
        "inicia sesión con tu contraseña; si la olvidaste, puedes elegir una nueva aquí:",
    ],
    action: { label: "Elegir una nueva contraseña", url: `${publicUrl}/forgot-password` },
    after: ["Si no fuiste tú, no tienes que hacer nada: tu cuenta sigue igual."],
    reason: "Recibes este correo porque esta dirección tiene una cuenta en Patente Clara.",
  };
}

/**
 * Wrong passwords kept coming for an account until it began to back off (sign-in-guard.ts): its owner is
 * told, once a day at most, with nothing the one who tried typed.
 */
export function signInAttemptsMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: "Intentos de iniciar sesión en tu cuenta de Patente Clara",
    heading: "Intentaron entrar a tu cuenta",
    body: [
      "Hola:",
      "Alguien intentó varias veces iniciar sesión en tu cuenta de Patente Clara con una contraseña " +
        "incorrecta. Por seguridad, pausamos por un tiempo los intentos desde navegadores donde no has " +
        "iniciado sesión antes; desde los tuyos puedes seguir entrando como siempre.",
      "Si no fuiste tú, te recomendamos cambiar tu contraseña, sobre todo si la usas en otros sitios:",
    ],
    action: { label: "Elegir una nueva contraseña", url: `${publicUrl}/forgot-password` },
    after: ["Si fuiste tú, no tienes que hacer nada."],
    reason:
      "Recibes este correo porque esta dirección tiene una cuenta en Patente Clara. Te avisamos de esto como máximo una vez al día.",
  };
}

/** For the operator: a contact message or a request arrived. Its lines may hold whatever a visitor typed. */
export function operatorNotificationMail(to: string, subject: string, lines: string[]): MailMessage {
  return {
    to,
    subject: `[Patente Clara] ${subject}`,
    heading: subject,
    body: [{ list: lines }],
    reason: "Recibes este aviso porque esta dirección es la OPERATOR_EMAIL de Patente Clara.",
  };
}

const PRIVACY_REASON =
  "Recibes este correo porque se envió con esta dirección una solicitud sobre datos personales a Patente Clara.";

/** A rights request arrived: its number, the right, the deadline we answer by. */
export function privacyRequestReceivedMail(
  to: string,
  request: { id: string; right: string; plate: string; deadline: string },
): MailMessage {
  return {
    to,
    subject: "Recibimos tu solicitud de datos personales",
    heading: "Recibimos tu solicitud",
    body: [
      "Hola:",
      "Recibimos tu solicitud sobre tus datos personales en Patente Clara.",
      {
        list: [
          `Número de solicitud: ${request.id}`,
          `Derecho: ${request.right}`,
          `Patente: ${request.plate}`,
          `Te responderemos a más tardar el ${request.deadline} (${RIGHTS_DEADLINE_BUSINESS_DAYS} días hábiles, Ley 21.719).`,
        ],
      },
      // Mail goes out from MAIL_FROM, by default a no-reply address: the footer's contact is where to write.
      "Si no la enviaste tú, escríbenos a la dirección de contacto que aparece al final de este correo y la anularemos.",
    ],
    reason: PRIVACY_REASON,
  };
}

/** The answer to a rights request, as the operator wrote it. */
export function privacyRequestClosedMail(
  to: string,
  request: { id: string; right: string; outcome: string; note: string },
): MailMessage {
  return {
    to,
    subject: "Respuesta a tu solicitud de datos personales",
    heading: "Respondimos tu solicitud",
    body: [
      "Hola:",
      `Respondimos tu solicitud ${request.id} (${request.right}): fue ${request.outcome}.`,
      request.note,
      `Si no estás conforme, puedes reclamar ante la ${DATA_PROTECTION_AUTHORITY}.`,
    ],
    reason: PRIVACY_REASON,
  };
}

/**
 * An invitation to join an automotora. The only words in it typed by somebody other than us are the
 * inviter's name (letters only, as sign-up takes it) and the automotora's name, which can hold no '/',
 * ':' or '@' (organisation-form.ts): nobody can send a stranger a link of theirs under our name.
 */
export function organisationInviteMail(
  to: string,
  invite: { inviter: string; organisation: string; role: string; url: string; expiresOn: string },
): MailMessage {
  return {
    to,
    subject: `Te invitaron a ${invite.organisation} en Patente Clara`,
    heading: `Te invitaron a ${invite.organisation}`,
    body: [
      "Hola:",
      `${invite.inviter} te invitó a unirte a ${invite.organisation} en Patente Clara como ${invite.role}.`,
      "Abre este enlace e inicia sesión (o crea tu cuenta) con este mismo correo para aceptar la " +
        `invitación (vence el ${invite.expiresOn}):`,
    ],
    action: { label: "Aceptar la invitación", url: invite.url },
    after: ["Si no esperabas esta invitación, ignora este correo: sin aceptarla, no pasa nada."],
    reason: `Recibes este correo porque ${invite.inviter} invitó a esta dirección a ${invite.organisation} en Patente Clara.`,
  };
}
