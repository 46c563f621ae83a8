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

export function verifyEmailMail(to: { email: string; firstName?: string | null }, url: string): Mail {
  const hello = to.firstName ? `Hola ${to.firstName}:` : "Hola:";
  const text = [
    hello,
    "",
    "Confirma tu correo para usar tus consultas gratuitas de Patente Clara.",
    "Abre este enlace (vence en 24 horas):",
    "",
    url,
    "",
    "Si no creaste una cuenta en Patente Clara, ignora este correo.",
  ].join("\n");
  const html = `<p>${escapeHtml(hello)}</p>
<p>Confirma tu correo para usar tus consultas gratuitas de Patente Clara.</p>
<p><a href="${escapeHtml(url)}">Confirmar mi correo</a> (el enlace vence en 24 horas).</p>
<p>Si no creaste una cuenta en Patente Clara, ignora este correo.</p>`;
  return { to: to.email, subject: "Confirma tu correo en Patente Clara", text, html };
}

export function operatorNotificationMail(to: string, subject: string, lines: string[]): Mail {
  return {
    to,
    subject: `[Patente Clara] ${subject}`,
    text: [`${subject}.`, "", ...lines].join("\n"),
    html: `<p>${escapeHtml(subject)}.</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
  };
}
