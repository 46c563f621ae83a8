import { createHmac } from "node:crypto";
import { normalizeRut } from "#domain/rut";

export type RutKeyOf = (rut: string) => string;

/**
 * The keyed hash under which an owner who opposed is remembered (owner_suppressions). Keyed with the
 * server's secret, so the list says nothing about who opposed to whoever reads the table; the prefix
 * keeps it apart from anything else the same secret signs.
 */
export const rutKeyOf = (secret: string, rut: string): string =>
  createHmac("sha256", secret)
    .update(`owner-rut:${normalizeRut(rut) ?? rut.trim().toUpperCase()}`)
    .digest("base64url");
