// Providers that ignore dots in the local part: every dotted spelling reaches the same inbox.
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * An e-mail address as one inbox, for the rule that free trials go to a person once: case and spaces
 * dropped, a '+tag' dropped (most providers deliver a+anything@ to a@), and Gmail's dots ignored.
 */
export function normalizeTrialEmail(email: string): string {
  const address = email.replace(/\s+/g, "").toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${local.replaceAll(".", "")}@${dotless}` : `${local}@${domain}`;
}
