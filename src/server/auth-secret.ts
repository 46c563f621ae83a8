import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "./env";

/**
 * In development a secret is generated once and kept in DATA_DIR, so sessions survive restarts
 * without anyone having to invent a secret. Production refuses to start without one (see env.ts).
 */
export function resolveAuthSecret(env: Env): string {
  return env.BETTER_AUTH_SECRET ?? localSecret(env, "auth-secret");
}

/** The webhook secret of the simulated gateway; with Mercado Pago it always comes from the environment. */
export function resolveWebhookSecret(env: Env): string {
  return env.MERCADOPAGO_WEBHOOK_SECRET ?? localSecret(env, "webhook-secret");
}

function localSecret(env: Env, name: string): string {
  const file = path.join(env.DATA_DIR, name);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
