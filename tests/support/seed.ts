import type { Role } from "#domain/organisation/roles";
import { type SeedOrganisationOptions, seedOrganisation } from "#server/seed/seed-organisation";
import { type SeedReportOptions, seedReport as seedReportRow } from "#server/seed/seed-report";
import { createSeeder, type Seeder, type SeedUserOptions, seedUser } from "#server/seed/seed-user";
import { client, type TestApp } from "./test-app";

const seeders = new WeakMap<TestApp, Seeder>();
const seederOf = (t: TestApp): Seeder => {
  let seeder = seeders.get(t);
  if (!seeder) {
    seeder = createSeeder(t.db, t.env);
    seeders.set(t, seeder);
  }
  return seeder;
};

/**
 * A browser signed in to a new account written straight to the database: confirmed, with the free
 * trials, unless `options` say otherwise. For every test that needs a user but is not about signing up,
 * confirming or signing in, which keep the real flow (signedInClient).
 */
export async function seededClient(t: TestApp, options: SeedUserOptions = {}) {
  const user = await seedUser(seederOf(t), options);
  const browser = client(t.app);
  browser.cookies.set(user.cookie.name, user.cookie.value);
  return Object.assign(browser, { id: user.id, email: user.email, password: user.password });
}

/** A finished report of `userId`'s, stored as the pipeline stores one. */
export const seedReport = (t: TestApp, options: SeedReportOptions) => seedReportRow(t.db, options);

/**
 * An automotora with its administrador and, if asked, further members (by role, in that order), each a
 * seeded, signed-in client: for tests about what members may do, not about creating one or joining it.
 */
export async function seededOrganisation(
  t: TestApp,
  options: Omit<SeedOrganisationOptions, "admin" | "members"> & {
    members?: Role[];
    /** The administrador's account. */
    admin?: SeedUserOptions;
  } = {},
) {
  const { members: roles = [], admin: adminOptions, ...organisationOptions } = options;
  const admin = await seededClient(t, adminOptions);
  const members = await Promise.all(
    roles.map(async (role) => Object.assign(await seededClient(t), { role })),
  );
  const organisation = await seedOrganisation(t.db, {
    ...organisationOptions,
    admin: admin.id,
    members: members.map((member) => ({ userId: member.id, role: member.role })),
  });
  return { organisation, admin, members };
}
