import { and, eq, sql } from "drizzle-orm";
import { stripSpaces } from "#domain/forms/fields";
import { formatRut, isValidRut, normalizeRut } from "#domain/rut";
import type { Database } from "#server/db/client";
import {
  creditAccounts,
  organisationInvites,
  organisationMembers,
  organisations,
  users,
} from "#server/db/schema";
import { AppError } from "#server/errors";
import { deleteIfAbandoned } from "./abandoned-organisations";
import { pendingInvite } from "./organisation-view";

/** What the operator is told: the automotora handed over, or freed because nothing of it was paid. */
export type ClaimOutcome =
  | { outcome: "claimed"; displayName: string; rut: string; email: string; purchasedLeft: number }
  | { outcome: "freed"; displayName: string; rut: string };

/**
 * `npm run admin -- claim-organisation <rut> <correo>` (decision 093): a company whose automotora has
 * paid but has nobody left in it, or was taken by somebody who typed its RUT and left, gets it back. The
 * operator has checked offline that the request came from the company's billing address with its
 * documents; this makes the confirmed account of `email` its administrador, with its balance, reports
 * and purchases. Refused while the automotora still has members (their administrador invites instead),
 * and for an account that is unconfirmed or already in an automotora. One with nothing paid is deleted
 * instead, as the sweep would: the company creates it anew. The messages are the operator's, in Spanish.
 */
export async function claimOrganisation(
  db: Database,
  rutInput: string,
  email: string,
): Promise<ClaimOutcome> {
  const rut = isValidRut(rutInput) ? normalizeRut(rutInput) : null;
  if (!rut)
    throw new AppError("BAD_REQUEST", `El RUT ${rutInput} no es válido: revisa el dígito verificador.`);
  const shownRut = formatRut(rut) ?? rut;
  const address = stripSpaces(email).toLowerCase();
  return db.transaction(async (tx): Promise<ClaimOutcome> => {
    // Held until the end: nobody else claims it, and the sweep does not delete it, meanwhile.
    const [organisation] = await tx
      .select({ id: organisations.id, displayName: organisations.displayName })
      .from(organisations)
      .where(eq(organisations.rut, rut))
      .for("update");
    if (!organisation) throw new AppError("NOT_FOUND", `No hay ninguna automotora con el RUT ${shownRut}.`);
    const named = `${organisation.displayName} (${shownRut})`;
    const [member] = await tx
      .select({ userId: organisationMembers.userId })
      .from(organisationMembers)
      .where(eq(organisationMembers.organisationId, organisation.id))
      .limit(1);
    if (member)
      throw new AppError(
        "CONFLICT",
        `La automotora ${named} todavía tiene miembros: pídele a su administrador que invite a esa persona.`,
      );
    const [user] = await tx
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, address));
    if (!user) throw new AppError("NOT_FOUND", `No hay ninguna cuenta con el correo ${address}.`);
    if (!user.emailVerified)
      throw new AppError(
        "FORBIDDEN",
        `La cuenta ${user.email} no ha confirmado su correo: pídele que abra el enlace de confirmación y vuelve a intentarlo.`,
      );
    const [elsewhere] = await tx
      .select({ organisationId: organisationMembers.organisationId })
      .from(organisationMembers)
      .where(eq(organisationMembers.userId, user.id));
    if (elsewhere)
      throw new AppError(
        "CONFLICT",
        `La cuenta ${user.email} ya pertenece a otra automotora: debe salir de ella antes de recibir esta.`,
      );

    if (await deleteIfAbandoned(tx, organisation.id))
      return { outcome: "freed", displayName: organisation.displayName, rut: shownRut };
    // A user id is one membership (the key): an account that joined one since the check above fails here.
    await tx
      .insert(organisationMembers)
      .values({ userId: user.id, organisationId: organisation.id, role: "administrador" });
    // Void already (their senders are gone, decision 092); withdrawn so the new administrador's list is clean.
    await tx
      .update(organisationInvites)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(organisationInvites.organisationId, organisation.id), pendingInvite()));
    const [account] = await tx
      .select({ purchasedLeft: creditAccounts.purchasedLeft })
      .from(creditAccounts)
      .where(eq(creditAccounts.organisationId, organisation.id));
    return {
      outcome: "claimed",
      displayName: organisation.displayName,
      rut: shownRut,
      email: user.email,
      purchasedLeft: account?.purchasedLeft ?? 0,
    };
  });
}
