import { z } from "zod";
import { SOURCE_ANSWER_MINUTES } from "#domain/privacy/retention";
import { type ProxyTrust, parseProxyTrust } from "./client-address";
import { DEFAULT_BOOSTR_PATHS } from "./providers/boostr";

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

/** Every variable the server reads; .env.example lists the same names with their defaults. */
const ZEnvShape = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address to listen on: this machine only unless said otherwise (0.0.0.0 or :: behind a proxy). */
  HOST: optional
    .transform((v) => v ?? "127.0.0.1")
    .pipe(
      z.string().regex(/^[\w.:-]+$/, "must be an address to listen on, such as 127.0.0.1, 0.0.0.0 or ::"),
    ),
  PUBLIC_URL: optional.pipe(z.url().optional()),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optional,
  BETTER_AUTH_SECRET: optional.pipe(z.string().min(32).optional()),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default("Patente Clara <no-responder@patenteclara.cl>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Proxies in front of us whose X-Forwarded-For entries are believed: a number of hops or CIDRs. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): ProxyTrust => {
      const trust = parseProxyTrust(v);
      if (trust) return trust;
      ctx.addIssue({ code: "custom", message: "must be a number of proxy hops or a list of CIDRs" });
      return z.NEVER;
    }),
  /** Simulated payments and demo vehicle data on a public address (staging, benchmarks). */
  DEMO_MODE: flag,
  BOOSTR_API_KEY: optional,
  BOOSTR_API_URL: z.url().default("https://api.boostr.cl"),
  BOOSTR_TAG_PATH: z.string().default(DEFAULT_BOOSTR_PATHS.tag),
  /** Paths Boostr does not publish either (tests/fixtures/boostr/README.md, 'More endpoints'). */
  BOOSTR_CROSSINGS_PATH: z.string().default(DEFAULT_BOOSTR_PATHS.crossings),
  BOOSTR_RECALLS_PATH: z.string().default(DEFAULT_BOOSTR_PATHS.recalls),
  BOOSTR_BRANDS_PATH: z.string().default(DEFAULT_BOOSTR_PATHS.brands),
  BOOSTR_MODELS_PATH: z.string().default(DEFAULT_BOOSTR_PATHS.models),
  BOOSTR_VERSIONS_PATH: z.string().default(DEFAULT_BOOSTR_PATHS.versions),
  /** Requests per BOOSTR_RATE_WINDOW_S that the Boostr plan allows for the key, all instances together. */
  BOOSTR_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  BOOSTR_RATE_WINDOW_S: z.coerce.number().min(0.1).max(3600).default(10),
  /** Calls per day (Santiago time) the plan allows, all instances together; unset: no daily cap. */
  BOOSTR_DAILY_LIMIT: optional.pipe(z.coerce.number<string | undefined>().int().min(1).optional()),
  /** How long new reports are refused once Boostr refuses the key or stops answering, before a probe. */
  BOOSTR_BREAKER_OPEN_S: z.coerce.number().min(1).max(3600).default(180),
  /** Seconds a source's answer is reused (a retry, a repeat, a lot listing a plate twice); 0: never. */
  BOOSTR_REUSE_S: z.coerce
    .number()
    .int()
    .min(0)
    .max(SOURCE_ANSWER_MINUTES * 60)
    .default(SOURCE_ANSWER_MINUTES * 60),
  /** The plate the breaker's probe asks about (Boostr's own test plate). */
  BOOSTR_PROBE_PLATE: z.string().default("JG5165"),
  /** Reports each instance makes at once (each still waits its turn in the provider's budget). */
  REPORT_WORKERS: z.coerce.number().int().min(1).max(32).default(4),
  PLATE_FINES_URL: optional.pipe(z.url().optional()),
  MERCADOPAGO_ACCESS_TOKEN: optional,
  MERCADOPAGO_WEBHOOK_SECRET: optional,
  MERCADOPAGO_API_URL: z.url().default("https://api.mercadopago.com"),
  ENABLE_TEST_PACK: flag,
  /** Where contact messages, personal-security and rights requests are notified; unset: stored only. */
  OPERATOR_EMAIL: optional.pipe(z.email().optional()),
  /**
   * E-mails, comma-separated, that `npm run admin -- grant-from-env` makes operators once (decision 055);
   * the server itself never reads it: operators are granted by user id.
   */
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
  /** The entity responsible for personal data (Ley 21.719), as /privacidad names it. */
  PRIVACY_CONTROLLER_NAME: optional,
  PRIVACY_CONTROLLER_RUT: optional,
  PRIVACY_CONTROLLER_ADDRESS: optional,
  /** Where people write about their data; /privacidad shows it. */
  PRIVACY_CONTACT_EMAIL: optional.pipe(z.email().optional()),
  /** The footer's link to the car-dealer site; unset: the link is hidden. */
  DEALER_SITE_URL: optional.pipe(z.url().optional()),
  /** The company's address, shown in every page's footer as the way to write to it. */
  CONTACT_EMAIL: optional.pipe(z.email().default("contacto@patenteclara.cl")),
  /** Bearer token for /metrics; unset: /metrics is refused in production and open elsewhere. */
  METRICS_TOKEN: optional,
  /** Worker processes (node:cluster) for one bigger machine; more than 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Sign-ups one client network (IPv4 /24, IPv6 /64) may make a day. */
  SIGNUPS_PER_NETWORK_PER_DAY: z.coerce.number().int().min(1).default(5),
  /** Sign-ups one IPv6 /48 (a site's allocation, 65,536 /64s) may make a day. */
  SIGNUPS_PER_IPV6_48_PER_DAY: z.coerce.number().int().min(1).default(20),
  /** Free trials the whole installation grants a day (Santiago's day), at first confirmations. */
  TRIAL_GRANTS_PER_DAY: z.coerce.number().int().min(0).default(300),
  /** Report requests one account may send an hour, whatever comes of them. */
  REPORTS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Report requests one client network (IPv4 /24, IPv6 /64) may send an hour, all its accounts together. */
  REPORTS_PER_NETWORK_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Plates without vehicle data (free, yet every source is asked) one account may ask about in 24 hours. */
  NO_DATA_PLATES_PER_DAY: z.coerce.number().int().min(1).default(3),
  /** Plates without vehicle data one organisation's lots may ask about in 24 hours (decision 094). */
  LOT_NO_DATA_PLATES_PER_DAY: z.coerce.number().int().min(1).default(20),
  /** Requests one API key may send to /api/v1 a minute (decision 082), told in its RateLimit-* headers. */
  API_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  REPORT_SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** Webhooks to loopback, private and link-local addresses: a receiver on this machine (never in production). */
  WEBHOOKS_ALLOW_PRIVATE: flag,
});

export const ENV_KEYS = Object.keys(ZEnvShape.shape);

const PRIVACY_CONTROLLER_KEYS = [
  "PRIVACY_CONTROLLER_NAME",
  "PRIVACY_CONTROLLER_RUT",
  "PRIVACY_CONTROLLER_ADDRESS",
  "PRIVACY_CONTACT_EMAIL",
] as const;

const ZEnv = ZEnvShape.superRefine((env, ctx) => {
  if (env.NODE_ENV === "production" && !env.BETTER_AUTH_SECRET) {
    ctx.addIssue({ code: "custom", path: ["BETTER_AUTH_SECRET"], message: "is required in production" });
  }
  if (env.MERCADOPAGO_ACCESS_TOKEN && !env.MERCADOPAGO_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["MERCADOPAGO_WEBHOOK_SECRET"],
      message: "is required when MERCADOPAGO_ACCESS_TOKEN is set",
    });
  }
  // Workers of one machine share nothing but the database: an embedded one cannot be shared.
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["DATABASE_URL"],
      message: "is required when WEB_CONCURRENCY is more than 1",
    });
  }
  // Whoever registers a webhook chooses where our server sends requests: in production, never inside.
  if (env.NODE_ENV === "production" && env.WEBHOOKS_ALLOW_PRIVATE) {
    ctx.addIssue({ code: "custom", path: ["WEBHOOKS_ALLOW_PRIVATE"], message: "is refused in production" });
  }
  if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
    ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "is required in production" });
  }
  // Fail closed: a simulated gateway approves whatever its buyer asks, and demo data is no real check.
  // Both are for a machine of one's own, unless DEMO_MODE says this public address is a demo on purpose.
  // The privacy policy must name who answers for the data before real people's data arrives.
  const missing = [
    env.MERCADOPAGO_ACCESS_TOKEN ? null : "MERCADOPAGO_ACCESS_TOKEN",
    env.BOOSTR_API_KEY ? null : "BOOSTR_API_KEY",
    ...PRIVACY_CONTROLLER_KEYS.filter((key) => !env[key]),
  ].filter((name) => name !== null);
  // Listening beyond this machine exposes it as much as a public PUBLIC_URL does.
  const exposedBy = !isLoopbackUrl(env.PUBLIC_URL) ? "PUBLIC_URL" : !isLoopbackHost(env.HOST) ? "HOST" : null;
  if (missing.length && !env.DEMO_MODE && exposedBy) {
    ctx.addIssue({
      code: "custom",
      path: [new Intl.ListFormat("en", { type: "conjunction" }).format(missing)],
      message: `${missing.length > 1 ? "are" : "is"} required when ${exposedBy} is not a loopback address (or set DEMO_MODE=1 for a demo)`,
    });
  }
}).transform((env) => ({
  ...env,
  PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
}));

export type Env = z.output<typeof ZEnv>;

/** This machine only: localhost, 127.0.0.0/8 or ::1 (a URL writes it [::1]). */
const isLoopbackHost = (host: string): boolean =>
  host === "localhost" || host === "::1" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/** Whether a URL is of this machine only. No PUBLIC_URL means the development default. */
export function isLoopbackUrl(url: string | undefined): boolean {
  return url === undefined || isLoopbackHost(new URL(url).hostname);
}

export class ConfigError extends Error {}

/** Parses the environment once; the error names the first bad variable in one line. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = issue?.path.join(".") ?? "environment";
  throw new ConfigError(`Configuration error: ${name} ${issue?.message ?? "is invalid"}`);
}
