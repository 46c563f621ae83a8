import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MIN_LENGTH } from "#domain/forms/fields";

export const COMMON_PASSWORD_MESSAGE = "Esa contraseña es muy común y fácil de adivinar. Elige otra.";

// Common in Chile and absent from zxcvbn's list, which is mostly English.
const LOCAL = [
  "contraseña",
  "contrasena",
  "contraseña1",
  "contrasena1",
  "contraseña123",
  "contrasena123",
  "chile123",
  "chilechile",
  "colocolo",
  "colocolo1",
  "teamo123",
  "patenteclara",
  "santiago",
  "santiago1",
  "valparaiso",
];

let common: ReadonlySet<string> | undefined;

/**
 * Whether a password is one that attackers try first: the 49,000 most common of zxcvbn's bundled list
 * (shipped in the npm package, no network) and a few Chilean ones, compared without case. Built on first
 * use, so a process that never sees a password pays nothing.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    [...dictionary["passwords-common"], ...LOCAL].filter((p) => p.length >= PASSWORD_MIN_LENGTH),
  );
  return common.has(password.toLowerCase());
}
