import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { signedPayload } from "#domain/webhooks/signature";

// An endpoint's signing secret (decision 084): shown once to the administrador, then kept encrypted,
// since every delivery needs it in the clear to sign; a hash would not do.

const PREFIX = "whsec_";
const SEALED_VERSION = "v1";

/** `whsec_` and 32 random bytes, base64url. */
export const newSigningSecret = (): string => `${PREFIX}${randomBytes(32).toString("base64url")}`;

/** The hex HMAC-SHA256 of '<t>.<body>' under the whole secret (its prefix included), as receivers compute it. */
export const signatureOf = (secret: string, timestamp: number, body: string): string =>
  createHmac("sha256", secret).update(signedPayload(timestamp, body)).digest("hex");

export type SecretBox = {
  seal(secret: string): string;
  /** Throws when the sealed text was not sealed under this server's secret, or was altered. */
  open(sealed: string): string;
};

/**
 * AES-256-GCM under a key derived (HKDF-SHA256) from the server's secret for this use alone, so the
 * database without the server's secret holds no signing secret, and the key signs nothing else. Stored
 * as 'v1.<iv>.<tag>.<ciphertext>', base64url.
 */
export function secretBox(serverSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", serverSecret, "", "patente-clara webhook signing secrets", 32));
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return [SEALED_VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== SEALED_VERSION || !iv || !tag || !data) throw new Error("not a sealed signing secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}
