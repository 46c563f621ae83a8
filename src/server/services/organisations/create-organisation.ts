import type { TMyOrganisation } from "#domain/contract/organisations";
import { ALREADY_IN_AN_ORGANISATION_MESSAGE, rutTakenMessage } from "#domain/organisation/membership";
import type { TOrganisationForm } from "#domain/organisation/organisation-form";
import { creditAccounts, organisationMembers, organisations } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Actor } from "../actor";
import type { OrganisationDeps } from "./organisation-deps";
import { organisationView } from "./organisation-view";
import { confirmedEmailOf } from "./roster";

/**
 * A confirmed person outside any organisation founds one and is its first administrador: the
 * organisation, its credit account (the organisation's id, no free trials) and the membership are written
 * together or not at all. One organisation per RUT, the refusal saying how a company that cannot get in
 * recovers its own (decision 093); one organisation per person.
 */
export async function createOrganisation(
  deps: Pick<OrganisationDeps, "db" | "contactEmail">,
  actor: Actor,
  form: TOrganisationForm,
): Promise<TMyOrganisation> {
  await confirmedEmailOf(deps.db, actor.userId);
  if (actor.membership) throw new AppError("CONFLICT", ALREADY_IN_AN_ORGANISATION_MESSAGE);
  await deps.db.transaction(async (tx) => {
    const [organisation] = await tx
      .insert(organisations)
      .values(form)
      .onConflictDoNothing({ target: organisations.rut })
      .returning({ id: organisations.id });
    if (!organisation) throw new AppError("CONFLICT", rutTakenMessage(deps.contactEmail));
    await tx.insert(creditAccounts).values({
      id: organisation.id,
      organisationId: organisation.id,
      trialsLeft: 0,
      purchasedLeft: 0,
    });
    // Two creations by one person at once: the second finds the first's membership and is undone whole.
    const [member] = await tx
      .insert(organisationMembers)
      .values({ userId: actor.userId, organisationId: organisation.id, role: "administrador" })
      .onConflictDoNothing()
      .returning({ userId: organisationMembers.userId });
    if (!member) throw new AppError("CONFLICT", ALREADY_IN_AN_ORGANISATION_MESSAGE);
  });
  const view = await organisationView(deps.db, actor.userId);
  if (!view) throw new Error("the organisation just created is not there");
  return view;
}
