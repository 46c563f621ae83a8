// `npm run seed -- [--reports <n>] …`: development data, written straight to the database with the same
// seeds the tests use (src/server/seed): an account to sign in with and reports in its 'Mis reportes'.
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { type Database, databaseTargetOf, openDatabase } from "#server/db/client";
import { users } from "#server/db/schema";
import { ConfigError, loadEnv } from "#server/env";
import { DEMO_PLATES, demoFleetPlates } from "#server/providers/demo";
import { seedOrganisation } from "#server/seed/seed-organisation";
import { seedReport } from "#server/seed/seed-report";
import { createSeeder, seedUser } from "#server/seed/seed-user";

const USAGE =
  "Uso: npm run seed -- [--reports <n>] [--email <correo>] [--password <clave>] [--purchased <n>] " +
  "[--operator] [--unconfirmed] [--automotora <informes>]";

/** The reports are spread over the last 29 days, so each one's link still works. */
const SPREAD_MS = 29 * 24 * 60 * 60 * 1000;

const count = (value: string | undefined): number | null => {
  if (value === undefined) return 0;
  return /^\d{1,4}$/.test(value) ? Number(value) : null;
};

const emailTaken = async (db: Database, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()))).length > 0;

async function main(args: string[]): Promise<number> {
  const options = parse(args);
  if (!options) {
    console.error(USAGE);
    return 1;
  }
  const env = loadEnv();
  if (env.NODE_ENV === "production") {
    console.error("npm run seed escribe datos inventados: no se usa con NODE_ENV=production.");
    return 1;
  }
  const database = await openDatabase(databaseTargetOf(env));
  try {
    if (options.email && (await emailTaken(database.db, options.email))) {
      console.error(`Ya existe una cuenta con el correo ${options.email}.`);
      return 1;
    }
    const seeder = createSeeder(database.db, env);
    const user = await seedUser(seeder, {
      email: options.email,
      password: options.password,
      purchased: options.purchased,
      operator: options.operator,
      confirmed: !options.unconfirmed,
    });
    console.log(`Cuenta: ${user.email} / clave: ${user.password}`);
    const now = Date.now();
    // The demo cases first (but the plate without a car), then invented cars.
    const withCar = DEMO_PLATES.filter((p) => p.kind !== "noData").map((p) => p.plate);
    const plates = [...withCar, ...demoFleetPlates()].slice(0, options.reports);
    for (const [i, plate] of plates.entries()) {
      const createdAt = new Date(now - (i * SPREAD_MS) / plates.length);
      await seedReport(database.db, { userId: user.id, plate, createdAt });
    }
    if (plates.length) console.log(`Informes: ${plates.length}`);
    if (options.automotora !== null) {
      const organisation = await seedOrganisation(database.db, {
        admin: user.id,
        purchasedLeft: options.automotora,
      });
      console.log(
        `Automotora: ${organisation.displayName} (administrador: ${user.email}), ${options.automotora} informes de flota`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

/** The options asked for; null when one is unknown, a word stands alone, or a count is not a number. */
function parse(args: string[]) {
  const parsed = (() => {
    try {
      return parseArgs({
        args,
        options: {
          reports: { type: "string" },
          email: { type: "string" },
          password: { type: "string" },
          purchased: { type: "string" },
          operator: { type: "boolean" },
          unconfirmed: { type: "boolean" },
          automotora: { type: "string" },
        },
        strict: true,
      });
    } catch {
      return null;
    }
  })();
  if (!parsed) return null;
  const { values } = parsed;
  const reports = count(values.reports);
  const purchased = count(values.purchased);
  // Absent: no automotora; present: one, with that many reports on its balance.
  const automotora = values.automotora === undefined ? null : count(values.automotora);
  if (reports === null || purchased === null || (values.automotora !== undefined && automotora === null))
    return null;
  return { ...values, reports, purchased, automotora };
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exitCode = 1;
  },
);
