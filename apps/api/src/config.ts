import { resolve } from "node:path";
import { z } from "zod";
import { isValidTimeZone } from "@berean/domain";

const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  /** A folder of sealed packs (`<pack>.json`, the bank's shape) imported at every start (docs/architecture.md §4 'Sealed and open'). */
  SEALED_PACKS_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** The bearer token Prometheus scrapes `/metrics` with (at least 32 characters); unset, there is no `/metrics`. */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().default("Berean <no-reply@berean.local>"),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_", "must be a Stripe secret key (sk_…)").optional(),
  /** The signing secret of the webhook endpoint at Stripe (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must be a Stripe webhook signing secret (whsec_…)").optional(),
  /** The recurring price of Pro ($3.99 a month) in the Stripe account; required with STRIPE_SECRET_KEY. */
  STRIPE_PRO_PRICE_ID: z.string().startsWith("price_", "must be a Stripe price id (price_…)").optional(),
  /** Another address for Stripe's API (a local stub); Stripe's own by default. */
  STRIPE_API_URL: z.url().optional(),
  APP_TIMEZONE: z.string().refine(isValidTimeZone, "unknown time zone").default("America/New_York"),
  TRUST_PROXY: z.stringbool().default(false),
  /** Shared rate-limit counters across API instances (otherwise each instance counts alone). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  /** The built web app to serve (default apps/web/dist). */
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Raise only for load tests; the per-route limits of docs/security.md 7 stay. */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * Pages, assets and every other path outside /api, per signed-in session or address: larger than
   * the API's, since a hall of people behind one address loads the app at once, but never unlimited.
   */
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(3000),
  /** A request (headers and body) must arrive whole within this time, or the connection is closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /**
   * On SIGTERM, how long an instance answers `/api/ready` with 503 while it still serves, before it
   * closes: the proxy's health check (every 2 s in deploy/Caddyfile) takes it out first, so no
   * request meets a closing connection. Default 3000 in production behind a proxy, else 0.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(3_000).optional(),
  /**
   * How long a signed-in session may be read from memory before the database again (0: always the
   * database). Revocations reach every instance at once; this bounds changes made behind Berean's back.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
  /** The bytes of drawn share cards kept in memory (docs/architecture.md §4 'Memory bounds'); the database keeps them all. */
  SHARE_CARD_MEMORY_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(256 * 1024 * 1024)
    .default(8 * 1024 * 1024),
  /** Share cards the whole server draws a minute, whoever asks (modules/sharing/render-limit.ts). */
  SHARE_CARD_RENDERS_PER_MINUTE: z.coerce.number().int().positive().max(10_000).default(30),
  /** Browser tests only: a clock that can be moved forward (modules/dev/clock.ts); refused in production. */
  BEREAN_TEST_CLOCK: z.stringbool().default(false),
});

export type Config = {
  env: "development" | "test" | "production";
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  sealedPacksDir?: string;
  databaseUrl?: string;
  authSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  stripeProPriceId?: string;
  stripeApiUrl?: string;
  appTimezone: string;
  trustProxy: boolean;
  logLevel: string;
  apiRateLimitPerMinute: number;
  pageRateLimitPerMinute: number;
  /** `/metrics`' bearer token; undefined: not served. */
  metricsToken?: string;
  requestTimeoutMs: number;
  shutdownDrainMs: number;
  sessionCacheMs: number;
  shareCardMemoryBytes: number;
  shareCardRendersPerMinute: number;
  testClock: boolean;
  webDist?: string;
  redisUrl?: string;
};

/** Reads the environment once; a bad value stops the server with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const port = overrides.port ?? e.PORT;
  const config: Config = {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    dataDir: resolve(e.DATA_DIR),
    sealedPacksDir: e.SEALED_PACKS_DIR ? resolve(e.SEALED_PACKS_DIR) : undefined,
    databaseUrl: e.DATABASE_URL,
    authSecret: e.BETTER_AUTH_SECRET ?? "",
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeProPriceId: e.STRIPE_PRO_PRICE_ID,
    stripeApiUrl: e.STRIPE_API_URL,
    appTimezone: e.APP_TIMEZONE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    pageRateLimitPerMinute: e.PAGE_RATE_LIMIT_PER_MINUTE,
    metricsToken: e.METRICS_TOKEN,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === "production" && e.TRUST_PROXY ? 3_000 : 0),
    sessionCacheMs: e.SESSION_CACHE_MS,
    shareCardMemoryBytes: e.SHARE_CARD_MEMORY_BYTES,
    shareCardRendersPerMinute: e.SHARE_CARD_RENDERS_PER_MINUTE,
    testClock: e.BEREAN_TEST_CLOCK,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
    redisUrl: e.REDIS_URL,
    ...overrides,
  };
  assertStripeComplete(config);
  assertProductionReady(config);
  return config;
}

/** Stripe needs all three: the key, the webhook's signing secret and the Pro price. */
function assertStripeComplete(config: Config): void {
  if (!config.stripeSecretKey) return;
  const missing = [
    config.stripeWebhookSecret ? null : "STRIPE_WEBHOOK_SECRET (the signing secret of the webhook endpoint, whsec_…)",
    config.stripeProPriceId ? null : "STRIPE_PRO_PRICE_ID (the $3.99 monthly price of Pro, price_…)",
  ].filter(Boolean);
  if (missing.length) throw new Error(`STRIPE_SECRET_KEY is set; also set:\n  ${missing.join("\n  ")}`);
}

/** The local mail outbox and test-mode payments are never used in production (docs/architecture.md §4 'Local providers'). */
function assertProductionReady(config: Config): void {
  if (config.env !== "production") return;
  const missing: string[] = [];
  if (!config.smtpUrl) missing.push("SMTP_URL (mail would go to the local outbox)");
  if (!config.stripeSecretKey) missing.push("STRIPE_SECRET_KEY (payments would use the local test-mode provider)");
  if (!config.databaseUrl) missing.push("DATABASE_URL (the embedded database is for one machine)");
  if (!config.authSecret) missing.push("BETTER_AUTH_SECRET (at least 32 characters)");
  if (config.testClock) missing.push("BEREAN_TEST_CLOCK unset (a clock the browser tests move forward)");
  if (missing.length) throw new Error(`Refusing to start with NODE_ENV=production; set:\n  ${missing.join("\n  ")}`);
}
