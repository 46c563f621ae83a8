import type { Database } from "../db/client";
import type { Env } from "../env";
import type { PaymentGateway } from "./gateway";
import { createMercadoPagoGateway } from "./mercadopago-gateway";
import { createSimulatedGateway } from "./simulated-gateway";

export type Gateways = {
  gateway: PaymentGateway | null;
  /** Present only when purchases run on the local simulated gateway (no token, not production). */
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
  // Production without a token sells nothing rather than pretending: the simulator is for development.
  if (env.NODE_ENV === "production") return { gateway: null, simulated: null };
  const simulated = createSimulatedGateway(db);
  return { gateway: simulated, simulated };
}
