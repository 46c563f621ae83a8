import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; outboxDir?: string };

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written to an outbox folder (an .eml to open in a
 * mail client and a .json to read), so sign-up and password reset work on a machine with no network.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    outboxDir: opts.outboxDir,
    send: async (mail) => {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const base = path.join(opts.outboxDir, `${stamp}-${mail.to.replace(/[^a-zA-Z0-9@._-]/g, "_")}`);
      await writeFile(`${base}.eml`, info.message as Buffer);
      await writeFile(
        `${base}.json`,
        JSON.stringify({ from: opts.from, date: new Date(), ...mail }, null, 2),
      );
      opts.logger.info({ to: mail.to, subject: mail.subject, file: `${base}.eml` }, "mail written to outbox");
    },
  };
}
