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

const site = { publicUrl: "https://patenteclara.cl", contactEmail: "hola@patenteclara.cl" };
const mailTo = (to: string) => ({
  to,
  subject: "Confirma tu correo",
  heading: "Confirma tu correo",
  body: ["Hola:"],
  reason: "Recibes este correo porque se creó una cuenta.",
});

describe("the outbox mailer", () => {
  it("names its files by time alone: no part of the address, oldest first", async () => {
    const mailer = createMailer({
      from: "Patente Clara <a@b.cl>",
      outboxDir,
      logger: createLogger("silent"),
      site,
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

  it("keeps the mail as sent: both parts drawn by the layout, with this deployment's contact", async () => {
    const mailer = createMailer({
      from: "Patente Clara <a@b.cl>",
      outboxDir,
      logger: createLogger("silent"),
      site,
    });
    await mailer.send(mailTo("camila@correo.cl"));

    const [json] = (await readdir(outboxDir)).filter((f) => f.endsWith(".json"));
    const mail = JSON.parse(await readFile(path.join(outboxDir, json as string), "utf8"));
    expect(mail).toMatchObject({ to: "camila@correo.cl", subject: "Confirma tu correo" });
    expect(mail.text).toMatch(/^Confirma tu correo\n\nHola:\n/);
    expect(mail.text).toContain("Escríbenos a hola@patenteclara.cl");
    expect(mail.html).toContain('<a class="pc-link" href="mailto:hola@patenteclara.cl"');
    const [eml] = (await readdir(outboxDir)).filter((f) => f.endsWith(".eml"));
    const raw = await readFile(path.join(outboxDir, eml as string), "utf8");
    // Both parts travel: a client without HTML shows the text one.
    expect(raw).toMatch(/multipart\/alternative/);
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
  });
});
