import type { Env } from "../env";
import type { Logger } from "../logger";
import { type BoostrClientOptions, createBoostrClient, createBoostrProvider } from "./boostr";
import { createDemoProvider } from "./demo";
import { createPlateFinesService } from "./plate-fines-service";
import type { CallLimiter } from "./sliding-window";
import type { VehicleDataProvider } from "./types";

/** Boostr when a key is configured; otherwise the demo provider, whose reports say they are demo data. */
export function selectProvider(
  env: Env,
  logger: Logger,
  { limiter, onRequest }: { limiter?: CallLimiter; onRequest?: BoostrClientOptions["onRequest"] } = {},
): VehicleDataProvider {
  if (!env.BOOSTR_API_KEY) {
    logger.info("BOOSTR_API_KEY is not set: reports use demo data");
    return createDemoProvider();
  }
  const client = createBoostrClient({
    apiKey: env.BOOSTR_API_KEY,
    baseUrl: env.BOOSTR_API_URL,
    ...boostrPathOptions(env),
    timeoutMs: env.REPORT_SOURCE_TIMEOUT_MS,
    rateLimit: { requests: env.BOOSTR_RATE_LIMIT, windowMs: env.BOOSTR_RATE_WINDOW_S * 1000 },
    limiter,
    logger,
    onRequest,
  });
  const plateFines = env.PLATE_FINES_URL
    ? createPlateFinesService({
        baseUrl: env.PLATE_FINES_URL,
        timeoutMs: env.REPORT_SOURCE_TIMEOUT_MS,
        logger,
      })
    : undefined;
  return createBoostrProvider({ client, plateFines });
}

/** The endpoints' paths the environment sets: the report's client and `provider:check` ask the same ones. */
export const boostrPathOptions = (env: Env) => ({
  tagPath: env.BOOSTR_TAG_PATH,
  crossingsPath: env.BOOSTR_CROSSINGS_PATH,
  recallsPath: env.BOOSTR_RECALLS_PATH,
  cataloguePaths: {
    brands: env.BOOSTR_BRANDS_PATH,
    models: env.BOOSTR_MODELS_PATH,
    versions: env.BOOSTR_VERSIONS_PATH,
  },
});
