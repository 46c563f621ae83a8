import type { TContact } from "../../../domain/forms/contact";
import type { TPersonalSecurity } from "../../../domain/forms/personal-security";
import { formatRut } from "../../../domain/rut";
import type { Database } from "../../db/client";
import { contactMessages, personalSecurityRequests } from "../../db/schema";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { operatorNotificationMail } from "../../mail/templates";

export type SiteDeps = { db: Database; mailer: Mailer; logger: Logger; operatorEmail?: string };

/**
 * The request is saved first; the operator's mail is a courtesy on top. A mail failure is logged and
 * never loses what the visitor sent.
 */
export async function notifyOperator(deps: SiteDeps, subject: string, lines: string[]) {
  if (!deps.operatorEmail) return;
  try {
    await deps.mailer.send(operatorNotificationMail(deps.operatorEmail, subject, lines));
  } catch (err) {
    deps.logger.error({ err, subject }, "operator notification not sent");
  }
}

export async function submitContact(deps: SiteDeps, input: TContact): Promise<void> {
  await deps.db.insert(contactMessages).values(input);
  await notifyOperator(deps, "Nuevo mensaje de contacto", [
    `Nombre: ${input.fullName}`,
    `Correo: ${input.email}`,
    `Teléfono: ${input.phone ?? "no indicado"}`,
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
