import type { Database } from "../db/client";
import type { Env } from "../env";
import type { PaymentGateway } from "./gateway";
import { createMercadoPagoGateway } from "./mercadopago-gateway";
import { createSimulatedGateway } from "./simulated-gateway";

export type Gateways = {
  gateway: PaymentGateway;
  /** Present only when purchases run on the simulated gateway (no token: loopback or DEMO_MODE). */
  simulated: ReturnType<typeof createSimulatedGateway> | null;
};

export function selectGateway(env: Env, db: Database, opts: { maxRetries?: number } = {}): Gateways {
  if (env.MERCADOPAGO_ACCESS_TOKEN) {
    const gateway = createMercadoPagoGateway({
      accessToken: env.MERCADOPAGO_ACCESS_TOKEN,
      apiUrl: env.MERCADOPAGO_API_URL,
      publicUrl: env.PUBLIC_URL,
      maxRetries: opts.maxRetries,
    });
    return { gateway, simulated: null };
  }
  // loadEnv refuses a public PUBLIC_URL without a token unless DEMO_MODE says it is a demo on purpose.
  const simulated = createSimulatedGateway(db);
  return { gateway: simulated, simulated };
}
