import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatRut } from "#domain/rut";
import { organisationMembers, organisations, users } from "#server/db/schema";
import { seedOrganisation } from "#server/seed/seed-organisation";
import { admin, commandDatabase } from "../support/admin-command";

// `npm run admin -- claim-organisation <rut> <correo>` (decision 093): the operator hands an automotora
// nobody of its company can get into to the company's confirmed account, on the server.

const person = (name: string, emailVerified = true) => ({
  id: name,
  name: `${name} Pérez`,
  firstName: name,
  lastName: "Pérez",
  email: `${name}@empresa.cl`,
  emailVerified,
});

describe("npm run admin -- claim-organisation", () => {
  it("hands a paid automotora nobody is in to an account, frees an unpaid one, refuses one with members", async () => {
    const database = await commandDatabase();
    try {
      const { paid, unpaid, peopled } = await database.use(async (db) => {
        await db
          .insert(users)
          .values([person("ana"), person("eva"), person("ex1"), person("ex2"), person("dora")]);
        const seeded = {
          paid: await seedOrganisation(db, {
            admin: "ex1",
            purchasedLeft: 10,
            displayName: "Autos del Valle",
          }),
          unpaid: await seedOrganisation(db, { admin: "ex2", displayName: "Autos del Cerro" }),
          peopled: await seedOrganisation(db, { admin: "dora", displayName: "Autos del Mar" }),
        };
        // Their last members gone, as leaving or a deleted account leaves them.
        await db.delete(users).where(eq(users.id, "ex1"));
        await db.delete(users).where(eq(users.id, "ex2"));
        return seeded;
      });
      const shown = (rut: string) => formatRut(rut) as string;

      expect(await admin(database.env, "claim-organisation", paid.rut)).toMatchObject({
        code: 1,
        err: "Uso: npm run admin -- claim-organisation <rut> <correo>\n",
      });
      expect(await admin(database.env, "claim-organisation", peopled.rut, "ana@empresa.cl")).toEqual({
        code: 1,
        out: "",
        err: `La automotora Autos del Mar (${shown(peopled.rut)}) todavía tiene miembros: pídele a su administrador que invite a esa persona.\n`,
      });
      expect(await admin(database.env, "claim-organisation", shown(paid.rut), "Ana@Empresa.cl")).toEqual({
        code: 0,
        out: `Automotora Autos del Valle (${shown(paid.rut)}): ana@empresa.cl es ahora su administrador; saldo: 10 informes.\n`,
        err: "",
      });
      expect(await admin(database.env, "claim-organisation", unpaid.rut, "eva@empresa.cl")).toEqual({
        code: 0,
        out: `La automotora Autos del Cerro (${shown(unpaid.rut)}) no tenía miembros ni compras: se borró, y la empresa puede crearla de nuevo con su RUT.\n`,
        err: "",
      });

      await database.use(async (db) => {
        expect(
          await db
            .select({ userId: organisationMembers.userId, role: organisationMembers.role })
            .from(organisationMembers)
            .where(eq(organisationMembers.organisationId, paid.id)),
        ).toEqual([{ userId: "ana", role: "administrador" }]);
        expect(await db.select().from(organisations).where(eq(organisations.id, unpaid.id))).toEqual([]);
        expect(
          await db.select().from(organisationMembers).where(eq(organisationMembers.userId, "eva")),
        ).toEqual([]);
      });
    } finally {
      await database.close();
    }
  }, 240_000);
});
