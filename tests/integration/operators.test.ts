import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operators, users } from "#server/db/schema";
import { grantOperator, listOperators, revokeOperator } from "#server/services/privacy/operators";
import { admin, commandDatabase } from "../support/admin-command";
import {
  client,
  createTestApp,
  newUser,
  signedInClient,
  type TestApp,
  unconfirmedClient,
} from "../support/test-app";

// Operators of rights requests are rows of `operators`, granted by `npm run admin` on the server: an
// e-mail address, even a confirmed one, even one ADMIN_EMAILS names, grants nothing (decision 055).
const OFFICER = "privacidad@patenteclara.cl";
const NOT_AN_OPERATOR = "Esta sección es solo para el equipo de privacidad.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: OFFICER } });
});
afterAll(() => t.close());

const operatorView = async (browser: ReturnType<typeof client>) => {
  const admin = await browser.get("/api/admin/privacy-requests");
  return { flag: (await browser.get("/api/me")).json.isPrivacyOperator, status: admin.status, admin };
};

describe("operators are granted, by user id, not named by an e-mail", () => {
  it("a confirmed address in ADMIN_EMAILS is nobody until granted; a revoke ends it at once", async () => {
    const officer = await signedInClient(t, newUser({ email: OFFICER }));
    const before = await operatorView(officer);
    expect(before).toMatchObject({ flag: false, status: 403 });
    expect(before.admin.json.error).toBe(NOT_AN_OPERATOR);

    expect(await grantOperator(t.db, OFFICER)).toEqual({ email: OFFICER, granted: true });
    const { id } = (await officer.get("/api/me")).json.user;
    expect(await t.db.select({ userId: operators.userId }).from(operators)).toEqual([{ userId: id }]);
    expect(await operatorView(officer)).toMatchObject({ flag: true, status: 200 });
    expect(await grantOperator(t.db, ` ${OFFICER.toUpperCase()} `)).toEqual({
      email: OFFICER,
      granted: false,
    });
    expect((await listOperators(t.db)).map((o) => o.email)).toEqual([OFFICER]);

    // The same session, not a new one: rights are asked of the database on every request.
    expect(await revokeOperator(t.db, OFFICER)).toEqual({ email: OFFICER, revoked: true });
    expect(await operatorView(officer)).toMatchObject({ flag: false, status: 403 });
    expect(await revokeOperator(t.db, OFFICER)).toEqual({ email: OFFICER, revoked: false });
    expect(await listOperators(t.db)).toEqual([]);
  });

  it("refuses an address without an account, or whose account has not confirmed it", async () => {
    await expect(grantOperator(t.db, "nadie@patenteclara.cl")).rejects.toThrow(
      "No hay ninguna cuenta con el correo nadie@patenteclara.cl.",
    );
    const squatter = await unconfirmedClient(t);
    await expect(grantOperator(t.db, squatter.email)).rejects.toThrow(
      `La cuenta ${squatter.email} no ha confirmado su correo: pídele que abra el enlace de confirmación y vuelve a intentarlo.`,
    );
    expect(await operatorView(squatter)).toMatchObject({ flag: false, status: 403 });
    expect((await client(t.app).get("/api/admin/privacy-requests")).status).toBe(401);
  });
});

describe("npm run admin", () => {
  it("grants, carries ADMIN_EMAILS over, lists and revokes, in Spanish; a refusal exits 1", async () => {
    const database = await commandDatabase();
    try {
      const person = (email: string, emailVerified: boolean) => ({
        id: email.split("@")[0] as string,
        name: "Ana Pérez",
        firstName: "Ana",
        lastName: "Pérez",
        email,
        emailVerified,
      });
      await database.use((db) =>
        db.insert(users).values([person("ana@patenteclara.cl", true), person("beto@patenteclara.cl", false)]),
      );

      expect(await admin(database.env, "grant", "Ana@PatenteClara.cl")).toEqual({
        code: 0,
        out: "Operador agregado: ana@patenteclara.cl\n",
        err: "",
      });
      const fromEnv = await admin(
        { ...database.env, ADMIN_EMAILS: "ana@patenteclara.cl, beto@patenteclara.cl, nadie@patenteclara.cl" },
        "grant-from-env",
      );
      expect(fromEnv).toEqual({
        code: 1,
        out: "Ya era operador: ana@patenteclara.cl\n",
        err:
          "La cuenta beto@patenteclara.cl no ha confirmado su correo: pídele que abra el enlace de confirmación y vuelve a intentarlo.\n" +
          "No hay ninguna cuenta con el correo nadie@patenteclara.cl.\n",
      });
      expect((await admin(database.env, "list")).out).toMatch(
        /^ana@patenteclara\.cl \(desde el \d{2}-\d{2}-\d{4}\)\n$/,
      );
      expect(await admin(database.env, "revoke", "ana@patenteclara.cl")).toMatchObject({
        code: 0,
        out: "Operador quitado: ana@patenteclara.cl\n",
      });
      expect(await admin(database.env, "grant")).toMatchObject({
        code: 1,
        err: "Uso: npm run admin -- grant <correo> | revoke <correo> | list | grant-from-env\n",
      });
    } finally {
      await database.close();
    }
  }, 240_000);
});
