import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { composeApp } from "#server/compose";
import { openDatabase } from "#server/db/client";
import { creditAccounts, users } from "#server/db/schema";
import { loadEnv } from "#server/env";
import { serveApp } from "#server/serve";
import { FAKE_BOOSTR_KEY } from "../../tests/support/fake-boostr";

/**
 * The API served in this process against a Boostr stand-in at `boostrUrl`, on PGlite in a temporary
 * folder (or DATABASE_URL): what the report benches measure. `env` adds to or overrides the defaults.
 * With `instances`, as many apps share the database, each on its own port (`bases`), as instances of
 * one deployment would.
 */
export async function startInProcess(
  boostrUrl: string,
  env: Record<string, string> = {},
  { instances = 1 }: { instances?: number } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "pc-bench-"));
  const config = loadEnv({
    ...process.env,
    NODE_ENV: "test",
    PORT: "0",
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: "bench-secret-long-enough-0123456789abcdef",
    TRUST_PROXY: "1",
    LOG_LEVEL: "silent",
    BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
    BOOSTR_API_URL: boostrUrl,
    ...env,
  });
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir });
  const apps = await Promise.all(
    Array.from({ length: instances }, async () => {
      const composed = composeApp(config, database);
      const server = serveApp(composed, { port: 0, hostname: "127.0.0.1" });
      await new Promise((r) => server.once("listening", r));
      return { composed, server, base: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
    }),
  );
  const bases = apps.map((a) => a.base);
  const base = bases[0] as string;
  let people = 0;
  return {
    base,
    bases,
    /** The first instance's app, for requests in this process without HTTP (app.request). */
    app: apps[0]?.composed.app as ReturnType<typeof composeApp>["app"],
    origin: config.PUBLIC_URL,
    database,
    /**
     * A new account, signed in, with `reports` bought reports (free ones would need a confirmed e-mail),
     * from a network of its own, as sign-ups are limited per network.
     */
    async person(reports: number): Promise<{ id: string; cookie: string; ip: string }> {
      const n = ++people;
      const ip = `10.${(n >> 8) & 255}.${n & 255}.9`;
      const email = `bench${n}@correo.cl`;
      const res = await fetch(`${base}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: config.PUBLIC_URL, "x-forwarded-for": ip },
        body: JSON.stringify({
          email,
          password: "clave-bench",
          firstName: "Bench",
          lastName: "Banco",
          acceptedTerms: true,
          name: "x",
        }),
      });
      if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await database.db
        .update(creditAccounts)
        .set({ purchasedLeft: reports })
        .where(eq(creditAccounts.userId, user?.id ?? ""));
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      return { id: user?.id ?? "", cookie, ip };
    },
    async stop() {
      for (const { server } of apps) server.close();
      await Promise.all(apps.map(({ composed }) => composed.stop()));
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
