import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client";
import { operators, users } from "#server/db/schema";
import { grantOperator, listOperators, revokeOperator } from "#server/services/privacy/operators";
import {
  client,
  createTestApp,
  newUser,
  signedInClient,
  type TestApp,
  unconfirmedClient,
} from "../support/test-app";
import { createTestDatabase } from "../support/test-db";

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

type CommandDatabase = {
  /** How the server's environment names it. */
  env: Record<string, string>;
  use: <T>(read: (db: Database) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** The command's database, on this project's engine. */
async function commandDatabase(): Promise<CommandDatabase> {
  if (process.env.TEST_DB_KIND === "postgres") {
    const database = await createTestDatabase();
    return {
      env: { DATABASE_URL: database.url as string },
      use: <T>(read: (db: Database) => Promise<T>) => read(database.db),
      close: database.close,
    };
  }
  // PGlite is one process's at a time: the command opens the directory only while the test has it closed.
  const dataDir = await mkdtemp(path.join(tmpdir(), "pc-admin-"));
  return {
    env: { DATABASE_URL: "", DATA_DIR: dataDir },
    use: async <T>(read: (db: Database) => Promise<T>) => {
      const database = await openDatabase({ dataDir });
      try {
        return await read(database.db);
      } finally {
        await database.close();
      }
    },
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** `npm run admin -- …args` as an operator runs it on the server. */
function admin(env: Record<string, string>, ...args: string[]) {
  const child = spawn("npm", ["run", "--silent", "admin", "--", ...args], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk) => {
    err += chunk;
  });
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, out, err })),
  );
}

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
