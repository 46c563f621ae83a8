// The signature of a webhook's body (decision 084), Stripe's way: the receiver recomputes an HMAC-SHA256
// of '<t>.<body>' with the endpoint's signing secret and compares; it refuses a t more than 5 minutes from
// its clock, so a body recorded once cannot be replayed later (examples/verify-webhook.mjs). While a
// rotated secret's overlap lasts (decision 095) the header carries one v1 per secret, the new one first,
// and a receiver holding either accepts the body. The HMAC itself is the server's (node:crypto).

export const SIGNATURE_HEADER = "Patente-Clara-Signature";

/** What is signed: the timestamp, a dot, and the body exactly as sent. */
export const signedPayload = (timestamp: number, body: string): string => `${timestamp}.${body}`;

/**
 * The header's value: `t=<unix seconds>` then a `v1=<hex HMAC>` for each secret signing now, in the order
 * given (the newest first); a later scheme would add its own `v2=`.
 */
export const signatureHeader = (timestamp: number, hexSignatures: readonly string[]): string =>
  [`t=${timestamp}`, ...hexSignatures.map((signature) => `v1=${signature}`)].join(",");

/** Unix seconds: the header's `t`. */
export const unixSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);
