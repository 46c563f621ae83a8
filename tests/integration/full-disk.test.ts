import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportRequests, users, vehicleReports } from "#server/db/schema";
import { confirmationToken, readOutbox } from "../support/outbox";
import { serverLog } from "../support/server-log";
import { mountSmallDisk, smallDisks } from "../support/small-disk";
import { httpClient, spawnServer } from "../support/spawn-server";
import { client, createTestApp, newUser, type TestApp, unconfirmedClient } from "../support/test-app";

// A disk that takes no more writes (decision 058): what needed the write is refused in words and logged as
// an error, nothing is kept half-done, and the process goes on serving.

const MAIL_NOT_SENT = {
  code: "MAIL_NOT_SENT",
  message:
    "Creamos tu cuenta, pero no pudimos enviarte el correo de confirmación. Pídelo de nuevo con «Reenviar correo».",
};

const onPostgres = process.env.TEST_DB_KIND === "postgres";

const log = serverLog();
const errorsLogged = (msg: string) =>
  log.lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50 && entry.msg === msg);

let t: TestApp;
let dataDir: string;
const outboxDir = () => path.join(dataDir, "outbox");
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "pc-full-disk-"));
  t = await createTestApp({
    env: { DATA_DIR: dataDir, LOG_LEVEL: "info" },
    logDestination: log.destination,
  });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("an outbox that cannot be written", () => {
  it("refuses the sign-up in Spanish, keeps the account, logs an error; the resend delivers once it works", async () => {
    // A file where the folder should be: every write of a mail fails, as on a disk that refuses them.
    await writeFile(outboxDir(), "not a folder");
    const user = newUser();
    const browser = client(t.app);
    const signUp = await browser.post("/api/auth/sign-up/email", user);
    expect(signUp.status).toBe(503);
    expect(signUp.json).toMatchObject(MAIL_NOT_SENT);
    const [account] = await t.db.select().from(users).where(eq(users.email, user.email));
    expect(account?.emailVerified).toBe(false);
    expect(errorsLogged("mail not sent")).toHaveLength(1);

    // Asked again while the outbox still fails: refused the same way.
    const again = await browser.post("/api/auth/send-verification-email", { email: user.email });
    expect(again.status).toBe(503);
    expect(again.json.code).toBe("MAIL_NOT_SENT");

    // Nor does the refusal tell who has an account: an address without one is refused alike.
    const reset = (email: string) =>
      client(t.app).post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    const known = await reset(user.email);
    const unknown = await reset("nadie.tiene.esta@correo.cl");
    expect(known.status).toBe(503);
    expect([unknown.status, unknown.json]).toEqual([known.status, known.json]);

    await rm(outboxDir());
    const resent = await browser.post("/api/auth/send-verification-email", { email: user.email });
    expect(resent.status).toBe(200);
    const token = confirmationToken(await readOutbox(outboxDir()), user.email);
    const confirmed = await browser.post("/api/email-confirmation", { token });
    expect(confirmed.json.outcome).toBe("confirmed");
  });
});

/** A new account whose address is confirmed, through the outbox of this file's DATA_DIR. */
async function confirmedClient() {
  const browser = await unconfirmedClient(t);
  const token = confirmationToken(await readOutbox(outboxDir()), browser.email);
  await browser.post("/api/email-confirmation", { token });
  return browser;
}

/**
 * What PostgreSQL, and PGlite's SQL, answer when a table's file cannot grow (SQLSTATE 53100 disk_full),
 * made to happen on inserts into one table of this test's own database.
 */
async function diskFullOn(table: "report_requests" | "vehicle_reports") {
  await t.db.execute(
    sql.raw(`create or replace function pc_test_disk_full() returns trigger language plpgsql as $$
      begin
        raise exception 'could not extend file "base/5/16718": No space left on device'
          using errcode = 'disk_full';
      end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger pc_test_disk_full before insert on ${table}
      for each row execute function pc_test_disk_full()`),
  );
  return () => t.db.execute(sql.raw(`drop trigger pc_test_disk_full on ${table}`));
}

const DISK_FULL_REFUSAL =
  "No pudimos guardar tu solicitud por un problema de nuestros servidores. Inténtalo de nuevo más tarde.";
const NOT_SAVED =
  "Error al guardar el reporte: no se descontó ninguna consulta. Inténtalo de nuevo en unos minutos.";

describe("a report when the disk is full", () => {
  it("a request that cannot be stored is refused in words, logged as an error, and costs nothing", async () => {
    const browser = await confirmedClient();
    const healed = await diskFullOn("report_requests");
    const refused = await browser.post("/api/reports", { plate: "BBCL12" });
    await healed();
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual({ error: DISK_FULL_REFUSAL });
    expect(errorsLogged("disk full: the request could not be saved")).toHaveLength(1);
    expect((await browser.get("/api/me")).json.credits).toEqual({ trialsLeft: 3, purchasedLeft: 0 });
  });

  it("a report that cannot be saved fails with its credit unspent, and the next one is made", async () => {
    const browser = await confirmedClient();
    const userId = (await browser.get("/api/me")).json.user.id as string;
    const healed = await diskFullOn("vehicle_reports");
    // The queue tries the save again a few times before the request fails for good.
    const failed = await browser.post("/api/reports", { plate: "BBCL12" });
    await healed();
    expect(errorsLogged("disk full: a report could not be saved").length).toBeGreaterThan(0);
    expect(failed.status).toBe(503);
    expect(failed.json).toEqual({ error: NOT_SAVED });
    expect((await browser.get("/api/me")).json.credits).toEqual({ trialsLeft: 3, purchasedLeft: 0 });
    const kept = await t.db.select().from(vehicleReports).where(eq(vehicleReports.userId, userId));
    expect(kept).toEqual([]);
    const [request] = await t.db.select().from(reportRequests).where(eq(reportRequests.userId, userId));
    expect(request).toMatchObject({ status: "failed", errorCode: "UNAVAILABLE" });

    const made = await browser.post("/api/reports", { plate: "BBCL12" });
    expect(made.status).toBe(201);
    expect((await browser.get("/api/me")).json.credits).toEqual({ trialsLeft: 2, purchasedLeft: 0 });
  }, 120_000);
});

// The process's own start, whichever engine the project runs: only the embedded database uses DATA_DIR.
describe.skipIf(onPostgres)("start-up that cannot write its data", () => {
  it("DATA_DIR is a file: one Spanish line names the folder, and the process ends", async () => {
    const file = path.join(dataDir, "not-a-folder");
    await writeFile(file, "");
    await expect(spawnServer({ DATA_DIR: file })).rejects.toThrow(
      `server exited with 1: No se puede escribir en la carpeta de datos ${file}: revisa que sea una carpeta y que el proceso pueda escribir en ella, y vuelve a iniciar.\n`,
    );
  }, 60_000);
});

describe.skipIf(!smallDisks.ok)(
  `a disk that really fills up (a small tmpfs)${smallDisks.ok ? "" : `, skipped: ${smallDisks.reason}`}`,
  () => {
    it("the outbox's disk full: the sign-up is refused, ENOSPC logged, no half mail left", async () => {
      const disk = mountSmallDisk(outboxDir(), "64k");
      try {
        await disk.fill();
        const user = newUser();
        const signUp = await client(t.app).post("/api/auth/sign-up/email", user);
        expect(signUp.status).toBe(503);
        expect(signUp.json).toMatchObject(MAIL_NOT_SENT);
        expect(errorsLogged("mail not sent").at(-1)?.err.code).toBe("ENOSPC");
        expect(await readdir(outboxDir())).toEqual(["filler"]);
        await disk.free();
        const resent = await client(t.app).post("/api/auth/send-verification-email", { email: user.email });
        expect(resent.status).toBe(200);
        expect(confirmationToken(await readOutbox(outboxDir()), user.email)).toBeTruthy();
      } finally {
        disk.unmount();
      }
    });

    it.skipIf(onPostgres)(
      "start-up on a full disk names disk space and the folder",
      async () => {
        const dir = path.join(dataDir, "full");
        const disk = mountSmallDisk(dir, "1m");
        try {
          await expect(spawnServer({ DATA_DIR: dir })).rejects.toThrow(
            `server exited with 1: No queda espacio en disco en ${dir}: libera espacio y vuelve a iniciar.\n`,
          );
        } finally {
          disk.unmount();
        }
      },
      60_000,
    );

    it.skipIf(onPostgres)(
      "the embedded database's disk fills up while serving: the report is refused in words, nothing spent, the process serves on",
      async () => {
        const dir = path.join(dataDir, "serving");
        // Room for the migrated database and the demo fleet, and little more.
        const disk = mountSmallDisk(dir, "96m");
        const server = await spawnServer({ DATA_DIR: dir }).catch((err) => {
          disk.unmount();
          throw err;
        });
        try {
          const browser = httpClient("10.77.0.1");
          const user = newUser();
          await browser.call(server.url, "POST", "/api/auth/sign-up/email", user);
          const token = confirmationToken(await readOutbox(path.join(dir, "outbox")), user.email);
          await browser.call(server.url, "POST", "/api/email-confirmation", { token });

          await disk.fill();
          const refused = await browser.call(server.url, "POST", "/api/reports", { plate: "BBCL12" });
          // Either the request itself could not be stored, or its report could not be saved.
          expect(refused.status).toBe(503);
          expect([DISK_FULL_REFUSAL, NOT_SAVED]).toContain(refused.json.error);
          expect(server.process.exitCode).toBeNull();
          expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
          const me = await browser.call(server.url, "GET", "/api/me");
          expect(me.json.credits).toEqual({ trialsLeft: 3, purchasedLeft: 0 });

          await disk.free();
          const made = await browser.call(server.url, "POST", "/api/reports", { plate: "BBCL12" });
          expect(made.status).toBe(201);
        } finally {
          await server.stop();
          disk.unmount();
        }
      },
      180_000,
    );
  },
);
