import { and, eq, ne, sql } from "drizzle-orm";
import type { TMyOrganisation } from "#domain/contract/organisations";
import { rutTakenMessage } from "#domain/organisation/membership";
import type { TOrganisationForm } from "#domain/organisation/organisation-form";
import { NOT_A_MEMBER_MESSAGE } from "#domain/organisation/roles";
import { organisations } from "#server/db/schema";
import { AppError } from "#server/errors";
import { type Actor, requireRole } from "../actor";
import type { OrganisationDeps } from "./organisation-deps";
import { organisationView } from "./organisation-view";
import { violates } from "./unique-violation";

/**
 * An administrador edits the organisation's data. Purchases already made keep the factura data they were
 * made with (transactions.invoice); the next ones take the new. A RUT another organisation holds is
 * refused as creating one is (decision 093).
 */
export async function updateOrganisation(
  deps: Pick<OrganisationDeps, "db" | "contactEmail">,
  actor: Actor,
  form: TOrganisationForm,
): Promise<TMyOrganisation> {
  const { organisationId } = requireRole(actor, "editOrganisation");
  const [taken] = await deps.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.rut, form.rut), ne(organisations.id, organisationId)));
  if (taken) throw new AppError("CONFLICT", rutTakenMessage(deps.contactEmail));
  try {
    await deps.db
      .update(organisations)
      .set({ ...form, updatedAt: sql`now()` })
      .where(eq(organisations.id, organisationId));
  } catch (err) {
    // Another organisation took the RUT between the check and the write.
    if (violates(err, "organisations_rut_unique"))
      throw new AppError("CONFLICT", rutTakenMessage(deps.contactEmail));
    throw err;
  }
  const view = await organisationView(deps.db, actor.userId);
  if (!view) throw new AppError("NOT_FOUND", NOT_A_MEMBER_MESSAGE);
  return view;
}
