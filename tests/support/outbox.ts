import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Mail } from "#server/mail/mailer";

/** Mails an outbox folder holds, oldest first. */
export async function readOutbox(dir: string): Promise<Mail[]> {
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8"))));
}

/** The token of the newest e-mail confirmation link mailed to `email`, as its reader would find it. */
export function confirmationToken(mails: Mail[], email: string): string {
  // The server keeps addresses in lower case, whatever was typed.
  const to = email.toLowerCase();
  const mail = mails.findLast((m) => m.to === to && m.text.includes("/confirmar-correo?token="));
  const url = mail?.text.split("\n").find((line) => line.includes("/confirmar-correo?token="));
  const token = url && new URL(url.trim()).searchParams.get("token");
  if (!token) throw new Error(`no confirmation mail for ${email}`);
  return token;
}
