import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Mercado Pago's webhook signature: header `x-signature: ts=<seconds>,v1=<hex>` over the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, HMAC-SHA256 with the webhook secret. A part whose
 * value is missing is left out of the manifest.
 */
export function signatureManifest(parts: {
  dataId?: string | null;
  requestId?: string | null;
  ts: string;
}): string {
  let manifest = "";
  // Mercado Pago signs alphanumeric ids in lower case.
  if (parts.dataId) manifest += `id:${parts.dataId.toLowerCase()};`;
  if (parts.requestId) manifest += `request-id:${parts.requestId};`;
  return `${manifest}ts:${parts.ts};`;
}

export function signNotification(
  secret: string,
  parts: { dataId?: string | null; requestId?: string | null; ts: string },
): string {
  const v1 = createHmac("sha256", secret).update(signatureManifest(parts)).digest("hex");
  return `ts=${parts.ts},v1=${v1}`;
}

/** How old a signed notification may be (and how far ahead a sender's clock may run). */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;

/** The signature's time in ms: Mercado Pago documents seconds; a 13-digit value is taken as ms already. */
const signedAtMs = (ts: string): number | null => {
  if (!/^\d{1,13}$/.test(ts)) return null;
  const n = Number(ts);
  return ts.length >= 13 ? n : n * 1000;
};

/**
 * True for a notification signed with our secret within the last five minutes (either way, for clock
 * skew): an old one, even correctly signed, may be a replay of a captured request.
 */
export function verifyNotification(
  secret: string,
  header: string | undefined,
  parts: { dataId?: string | null; requestId?: string | null },
  now = Date.now(),
): boolean {
  if (!header || header.length > 512) return false;
  const fields = Object.fromEntries(
    header.split(",").map((kv) => {
      const [k = "", ...v] = kv.split("=");
      return [k.trim(), v.join("=").trim()];
    }),
  );
  const ts = fields.ts;
  const v1 = fields.v1;
  if (!ts || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const signedAt = signedAtMs(ts);
  if (signedAt === null || Math.abs(now - signedAt) > SIGNATURE_MAX_AGE_MS) return false;
  const expected = createHmac("sha256", secret)
    .update(signatureManifest({ ...parts, ts }))
    .digest();
  return timingSafeEqual(expected, Buffer.from(v1, "hex"));
}
