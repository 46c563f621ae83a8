import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Mail } from "#server/mail/mailer";

/** Mails an outbox folder holds, oldest first. */
export async function readOutbox(dir: string): Promise<Mail[]> {
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8"))));
}

/** The path and query of the newest e-mail confirmation link mailed to `email`, to follow as its reader. */
export function confirmationPath(mails: Mail[], email: string): string {
  const mail = mails.findLast((m) => m.to === email && m.text.includes("/api/auth/verify-email"));
  const url = mail?.text.split("\n").find((line) => line.includes("/api/auth/verify-email"));
  if (!url) throw new Error(`no confirmation mail for ${email}`);
  const { pathname, search } = new URL(url.trim());
  return pathname + search;
}
