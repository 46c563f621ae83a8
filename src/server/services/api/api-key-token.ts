import { createHash, randomBytes } from "node:crypto";

// What an API key looks like (decision 082): 'pc_live_' and 32 random bytes in base64url. Only its SHA-256
// is stored: 256 random bits cannot be guessed, so a slow hash would add nothing but a cost on every
// request.

export const API_KEY_PREFIX = "pc_live_";
/** The prefix and 43 base64url characters (32 bytes). */
const API_KEY_LENGTH = API_KEY_PREFIX.length + 43;
const API_KEY_PATTERN = /^pc_live_[A-Za-z0-9_-]{43}$/;
/** What the dashboard shows of a key: 'pc_live_' and 4 characters. */
const VISIBLE_LENGTH = 12;

export const hashApiKey = (secret: string): string => createHash("sha256").update(secret).digest("hex");

/** A new key: the secret shown once, the prefix listed, the hash kept. */
export function newApiKey(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { secret, prefix: secret.slice(0, VISIBLE_LENGTH), hash: hashApiKey(secret) };
}

/** Whether a bearer token can be one of our keys at all: its length first, then its characters. */
export const looksLikeApiKey = (token: string): boolean =>
  token.length === API_KEY_LENGTH && API_KEY_PATTERN.test(token);
