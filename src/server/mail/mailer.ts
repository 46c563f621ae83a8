import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";
import { type MailMessage, type MailSite, renderMail } from "./layout";

/** A mail as sent: what the transport gets and the outbox keeps. */
export type Mail = { to: string; subject: string; text: string; html: string };
/** Takes a template's words; the layout is applied here, once, with the deployment's footer. */
export type Mailer = { send: (message: MailMessage) => Promise<void>; outboxDir?: string };

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written to an outbox folder (an .eml to open in a
 * mail client and a .json to read), so sign-up and password reset work on a machine with no network.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  site: MailSite;
}): Mailer {
  const render = (message: MailMessage): Mail => ({
    to: message.to,
    subject: message.subject,
    ...renderMail(message, opts.site),
  });
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: opts.from, ...render(message) });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let written = 0;
  return {
    outboxDir: opts.outboxDir,
    send: async (message) => {
      const mail = render(message);
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      // Nothing of the address: a listing of the folder (a backup, a log of files) shows no recipients.
      // Time first, so names sort oldest first; the sequence orders mails of one millisecond, the random
      // part keeps apart instances that share the folder.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const sequence = String(++written).padStart(6, "0");
      const base = path.join(opts.outboxDir, `${stamp}-${sequence}-${randomBytes(4).toString("hex")}`);
      try {
        await writeFile(`${base}.eml`, info.message as Buffer);
        await writeFile(
          `${base}.json`,
          JSON.stringify({ from: opts.from, date: new Date(), ...mail }, null, 2),
        );
      } catch (err) {
        // The caller is told the mail was not sent, so no part of it may stay in the outbox as if it were.
        await Promise.all([rm(`${base}.eml`, { force: true }), rm(`${base}.json`, { force: true })]).catch(
          () => {},
        );
        throw err;
      }
      opts.logger.info({ to: mail.to, subject: mail.subject, file: `${base}.eml` }, "mail written to outbox");
    },
  };
}
