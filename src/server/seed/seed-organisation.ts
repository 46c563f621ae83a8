import type { TOrganisationForm } from "#domain/organisation/organisation-form";
import type { Role } from "#domain/organisation/roles";
import { computeDv } from "#domain/rut";
import type { Database } from "#server/db/client";
import { creditAccounts, creditLedger, organisationMembers, organisations } from "#server/db/schema";

export type SeedOrganisationOptions = Partial<TOrganisationForm> & {
  /** The user id of its first administrador. */
  admin: string;
  /** Further members, in the order they joined. */
  members?: { userId: string; role: Role; usesOrganisation?: boolean }[];
  /** Reports on its balance, as if a fleet pack had been paid. */
  purchasedLeft?: number;
};

let seeded = 0;
// Counted up from a random start: no two of one process collide, and two processes seldom do.
const firstBody = 76_000_000 + Math.floor(Math.random() * 3_000_000);
/** A RUT empresa nobody else in the database has, in the range companies get. */
const freshRut = (n: number) => `${firstBody + n}-${computeDv(firstBody + n)}`;

/**
 * An organisation as creating it and accepting invitations leave it (services/organisations), written
 * directly: the organisation, its credit account (its own id, no free trials), the administrador and the
 * members. `purchasedLeft` adds reports with a ledger purchase and no payment behind it, as seedUser's
 * `purchased` does.
 */
export async function seedOrganisation(db: Database, options: SeedOrganisationOptions) {
  const { admin, members = [], purchasedLeft = 0, ...fields } = options;
  const n = ++seeded;
  return db.transaction(async (tx) => {
    const [organisation] = await tx
      .insert(organisations)
      .values({
        legalName: `Automotora Semilla ${n} SpA`,
        rut: freshRut(n),
        businessActivity: "Compraventa de vehículos motorizados",
        address: "Av. Vicuña Mackenna 1234",
        comuna: "Ñuñoa",
        billingEmail: `facturas.${n}@automotora-semilla.cl`,
        displayName: `Automotora Semilla ${n}`,
        ...fields,
      })
      .returning();
    if (!organisation) throw new Error("the organisation was not stored");
    const id = organisation.id;
    await tx.insert(creditAccounts).values({ id, organisationId: id, trialsLeft: 0, purchasedLeft });
    if (purchasedLeft > 0)
      await tx.insert(creditLedger).values({
        accountId: id,
        userId: admin,
        kind: "purchase",
        purchasedDelta: purchasedLeft,
        idempotencyKey: `seed:${id}:purchase`,
      });
    // A second apart, so the list's order (by when they joined) is the order given.
    const joined = Date.now();
    const everyone = [{ userId: admin, role: "administrador" as Role, usesOrganisation: true }, ...members];
    for (const [i, member] of everyone.entries())
      await tx.insert(organisationMembers).values({
        userId: member.userId,
        organisationId: id,
        role: member.role,
        usesOrganisation: member.usesOrganisation ?? true,
        joinedAt: new Date(joined + i * 1000),
      });
    return organisation;
  });
}
