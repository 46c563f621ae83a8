import type { TContact } from "#domain/forms/contact";
import type { TPersonalSecurity } from "#domain/forms/personal-security";
import { formatRut } from "#domain/rut";
import type { Database } from "#server/db/client";
import { contactMessages, personalSecurityRequests } from "#server/db/schema";
import type { Logger } from "#server/logger";
import type { Mailer } from "#server/mail/mailer";
import { operatorNotificationMail } from "#server/mail/templates";

export type SiteDeps = { db: Database; mailer: Mailer; logger: Logger; operatorEmail?: string };

/** A mail on top of what is saved: its failure is logged and loses nothing already stored. */
export async function sendQuietly(deps: SiteDeps, send: () => Promise<void>, what: string) {
  try {
    await send();
  } catch (err) {
    deps.logger.error({ err }, `${what} not sent`);
  }
}

/** The request is saved first; the operator's mail is a courtesy on top. */
export async function notifyOperator(deps: SiteDeps, subject: string, lines: string[]) {
  const to = deps.operatorEmail;
  if (!to) return;
  await sendQuietly(
    deps,
    () => deps.mailer.send(operatorNotificationMail(to, subject, lines)),
    "operator notification",
  );
}

/** `userId` is the account it was sent from, if any: only that account's export holds the message. */
export async function submitContact(
  deps: SiteDeps,
  input: TContact & { userId: string | null },
): Promise<void> {
  await deps.db.insert(contactMessages).values(input);
  await notifyOperator(deps, "Nuevo mensaje de contacto", [
    `Nombre: ${input.fullName}`,
    `Correo: ${input.email}`,
    `Teléfono: ${input.phone ?? "no indicado"}`,
    `Mensaje: ${input.message ?? "sin mensaje"}`,
  ]);
}

export async function submitPersonalSecurity(
  deps: SiteDeps,
  input: TPersonalSecurity & { userId: string; userEmail: string },
): Promise<void> {
  await deps.db.insert(personalSecurityRequests).values({
    userId: input.userId,
    rut: input.rut,
    sex: input.sex,
    services: input.services,
  });
  await notifyOperator(deps, "Nueva solicitud de seguridad personal", [
    `Cuenta: ${input.userEmail}`,
    `RUT: ${formatRut(input.rut) ?? input.rut}`,
    `Sexo: ${input.sex}`,
    `Servicios: ${input.services.join(", ")}`,
  ]);
}
