import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createMailer } from "./mailer";

let outboxDir: string;
beforeEach(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), "pc-outbox-"));
});
afterEach(() => rm(outboxDir, { recursive: true, force: true }));

const mailTo = (to: string) => ({ to, subject: "Confirma tu correo", text: "Hola", html: "<p>Hola</p>" });

describe("the outbox mailer", () => {
  it("names its files by time alone: no part of the address, oldest first", async () => {
    const mailer = createMailer({
      from: "Patente Clara <a@b.cl>",
      outboxDir,
      logger: createLogger("silent"),
    });
    const recipients = ["camila.rojas+pc@correo.cl", "jose.monsalves@gmail.com", "camila.rojas+pc@correo.cl"];
    for (const to of recipients) await mailer.send(mailTo(to));

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(6);
    for (const file of files) {
      expect(file).toMatch(/^[\dT-]+Z-\d{6}-[0-9a-f]{8}\.(eml|json)$/);
      for (const part of ["camila", "rojas", "correo", "jose", "monsalves", "gmail", "@"])
        expect(file).not.toContain(part);
    }
    const jsons = files.filter((f) => f.endsWith(".json"));
    const sent = await Promise.all(
      jsons.map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), "utf8")).to),
    );
    expect(sent).toEqual(recipients);
  });
});
