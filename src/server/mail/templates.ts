import { DATA_PROTECTION_AUTHORITY } from "#domain/privacy/legal";
import { RIGHTS_DEADLINE_BUSINESS_DAYS } from "#domain/privacy/rights";
import { escapeHtml } from "../http/escape-html";
import type { Mail } from "./mailer";

export function passwordResetMail(to: { email: string; firstName?: string | null }, url: string): Mail {
  const hello = to.firstName ? `Hola ${to.firstName}:` : "Hola:";
  const text = [
    hello,
    "",
    "Recibimos una solicitud para restablecer la contraseña de tu cuenta de Patente Clara.",
    "Abre este enlace para elegir una nueva contraseña (vence en 1 hora):",
    "",
    url,
    "",
    "Si no pediste este cambio, ignora este correo: tu contraseña sigue siendo la misma.",
  ].join("\n");
  const html = `<p>${escapeHtml(hello)}</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta de Patente Clara.</p>
<p><a href="${escapeHtml(url)}">Elegir una nueva contraseña</a> (el enlace vence en 1 hora).</p>
<p>Si no pediste este cambio, ignora este correo: tu contraseña sigue siendo la misma.</p>`;
  return { to: to.email, subject: "Restablece tu contraseña de Patente Clara", text, html };
}

/**
 * The confirmation link, to an address nobody has proven yet: nothing in it was typed by whoever signed
 * up, so a stranger cannot use it to send somebody their words under our name.
 */
export function verifyEmailMail(to: string, url: string): Mail {
  const text = [
    "Hola:",
    "",
    "Alguien creó una cuenta de Patente Clara con este correo. Si fuiste tú, confírmalo para usar tus",
    "consultas gratuitas: abre este enlace y pulsa «Confirmar mi correo» (vence en 24 horas).",
    "",
    url,
    "",
    "Si no creaste una cuenta en Patente Clara, ignora este correo: sin confirmarlo, la cuenta no puede usar",
    "tus consultas gratuitas.",
  ].join("\n");
  const html = `<p>Hola:</p>
<p>Alguien creó una cuenta de Patente Clara con este correo. Si fuiste tú, confírmalo para usar tus consultas gratuitas.</p>
<p><a href="${escapeHtml(url)}">Confirmar mi correo</a> (el enlace vence en 24 horas).</p>
<p>Si no creaste una cuenta en Patente Clara, ignora este correo: sin confirmarlo, la cuenta no puede usar tus consultas gratuitas.</p>`;
  return { to, subject: "Confirma tu correo en Patente Clara", text, html };
}

/** Somebody tried to sign up with an address that already has an account: its owner is told. */
export function signUpAttemptMail(to: string, publicUrl: string): Mail {
  const reset = `${publicUrl}/forgot-password`;
  const lines = [
    "Alguien intentó crear una cuenta de Patente Clara con este correo, que ya tiene una.",
    "Si fuiste tú, inicia sesión con tu contraseña; si la olvidaste, puedes elegir una nueva aquí:",
  ];
  const outro = "Si no fuiste tú, no tienes que hacer nada: tu cuenta sigue igual.";
  return {
    to,
    subject: "Intentaron registrarse con tu correo en Patente Clara",
    text: ["Hola:", "", ...lines, "", reset, "", outro].join("\n"),
    html: `<p>Hola:</p><p>${lines.map(escapeHtml).join(" ")}</p><p><a href="${escapeHtml(reset)}">Elegir una nueva contraseña</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

/**
 * Wrong passwords kept coming for an account until it began to back off (sign-in-guard.ts): its owner is
 * told, once a day at most, with nothing the one who tried typed.
 */
export function signInAttemptsMail(to: string, publicUrl: string): Mail {
  const reset = `${publicUrl}/forgot-password`;
  const lines = [
    "Alguien intentó varias veces iniciar sesión en tu cuenta de Patente Clara con una contraseña incorrecta.",
    "Por seguridad, pausamos por un tiempo los intentos desde navegadores donde no has iniciado sesión antes;",
    "desde los tuyos puedes seguir entrando como siempre.",
  ];
  const advice =
    "Si no fuiste tú, te recomendamos cambiar tu contraseña, sobre todo si la usas en otros sitios:";
  const outro = "Si fuiste tú, no tienes que hacer nada.";
  return {
    to,
    subject: "Intentos de iniciar sesión en tu cuenta de Patente Clara",
    text: ["Hola:", "", ...lines, "", advice, "", reset, "", outro].join("\n"),
    html: `<p>Hola:</p><p>${lines.map(escapeHtml).join(" ")}</p><p>${escapeHtml(advice)} <a href="${escapeHtml(reset)}">Elegir una nueva contraseña</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

export function operatorNotificationMail(to: string, subject: string, lines: string[]): Mail {
  return {
    to,
    subject: `[Patente Clara] ${subject}`,
    text: [`${subject}.`, "", ...lines].join("\n"),
    html: `<p>${escapeHtml(subject)}.</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
  };
}

/** A rights request arrived: its number, the right, the deadline we answer by. */
export function privacyRequestReceivedMail(
  to: string,
  request: { id: string; right: string; plate: string; deadline: string },
): Mail {
  const lines = [
    `Número de solicitud: ${request.id}`,
    `Derecho: ${request.right}`,
    `Patente: ${request.plate}`,
    `Te responderemos a más tardar el ${request.deadline} (${RIGHTS_DEADLINE_BUSINESS_DAYS} días hábiles, Ley 21.719).`,
  ];
  const intro = "Recibimos tu solicitud sobre tus datos personales en Patente Clara.";
  const outro = "Si no la enviaste tú, responde a este correo y la anularemos.";
  return {
    to,
    subject: "Recibimos tu solicitud de datos personales",
    text: ["Hola:", "", intro, "", ...lines, "", outro].join("\n"),
    html: `<p>Hola:</p><p>${escapeHtml(intro)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul><p>${escapeHtml(outro)}</p>`,
  };
}

/** The answer to a rights request, as the operator wrote it. */
export function privacyRequestClosedMail(
  to: string,
  request: { id: string; right: string; outcome: string; note: string },
): Mail {
  const intro = `Respondimos tu solicitud ${request.id} (${request.right}): fue ${request.outcome}.`;
  const outro = `Si no estás conforme, puedes reclamar ante la ${DATA_PROTECTION_AUTHORITY}.`;
  return {
    to,
    subject: "Respuesta a tu solicitud de datos personales",
    text: ["Hola:", "", intro, "", request.note, "", outro].join("\n"),
    html: `<p>Hola:</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(request.note)}</p><p>${escapeHtml(outro)}</p>`,
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
): Mail {
  const intro = `${invite.inviter} te invitó a unirte a ${invite.organisation} en Patente Clara como ${invite.role}.`;
  const how =
    "Abre este enlace e inicia sesión (o crea tu cuenta) con este mismo correo para aceptar la invitación " +
    `(vence el ${invite.expiresOn}):`;
  const outro = "Si no esperabas esta invitación, ignora este correo: sin aceptarla, no pasa nada.";
  return {
    to,
    subject: `Te invitaron a ${invite.organisation} en Patente Clara`,
    text: ["Hola:", "", intro, how, "", invite.url, "", outro].join("\n"),
    html: `<p>Hola:</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(invite.url)}">Aceptar la invitación</a> (inicia sesión o crea tu cuenta con este mismo correo; el enlace vence el ${escapeHtml(invite.expiresOn)}).</p>
<p>${escapeHtml(outro)}</p>`,
  };
}
