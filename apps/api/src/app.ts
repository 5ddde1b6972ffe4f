import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { createAuth, type Auth } from "./lib/auth.ts";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "./lib/mail.ts";
import { registerAccessPolicy } from "./lib/access.ts";
import { registerDocsRoutes, registerOpenApi } from "./lib/openapi.ts";
import { AUTH_ENDPOINTS } from "./modules/auth/schemas.ts";
import { ensureAuthSecret, ensureDevMailboxKey, ensureLocalWebhookSecret } from "./lib/secrets.ts";
import { devMailboxUrl } from "./modules/dev/routes.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerErrorLanguage } from "./i18n/localize-errors.ts";
import { logPath } from "./lib/redact.ts";
import { listenForChanges, onChange } from "./lib/changes.ts";
import { registerMetrics } from "./lib/metrics.ts";
import { LatencyWindow } from "./lib/latency.ts";
import { PublicCache } from "./lib/public-cache.ts";
import { SessionCache } from "./lib/session-cache.ts";
import { loadMember } from "./lib/session.ts";
import { registerSecurity, rewriteUrl } from "./plugins/security.ts";
import { registerSpa } from "./plugins/spa.ts";
import type { FeatureContext } from "./feature.ts";
import { FEATURES } from "./features.generated.ts";
import { createLocalProvider } from "./modules/billing/local-provider.ts";

import { WEB_DIST } from "./paths.ts";

export { WEB_DIST };

/**
 * How long a public response is kept without a change announced: bounds what a moving window
 * (a week's board at Sunday midnight) or a write outside Berean shows stale.
 */
const PUBLIC_CACHE_MS = 10_000;

/** A request's headers must have arrived this long after its first byte (the body has REQUEST_TIMEOUT_MS). */
const HEADERS_TIMEOUT_MS = 5_000;

export interface AppDeps {
  database: Database;
  /** Tests may pass their own mailer; otherwise SMTP when configured, else the outbox. */
  mailer?: Mailer;
  webDist?: string;
  /** Where the log goes (tests read it); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * false leaves the rate limits out: only for the fuzzing test, which sends thousands of inputs
   * per route from one session (the limits have their own tests).
   */
  rateLimits?: boolean;
  /** Hosted games: the PIN picker (a test forces a collision with it) and whether this instance runs the room's clock sweep. */
  games?: { pin?: () => string; sweep?: boolean };
  /** Reminder mails: whether this instance runs the queue's sweep (tests start and stop it themselves). */
  reminders?: { sweep?: boolean };
}

export interface BereanApp {
  app: FastifyInstance;
  auth: Auth;
  mailer: Mailer;
  /** The dev mailbox's address with its key (printed at start); null in production, where it does not exist. */
  devMailboxUrl: string | null;
  /** From now on `/api/ready` says 503 (shutting down) while requests are still served (server.ts). */
  drain(): void;
}

/** A proxy's request id Berean keeps: letters, digits, '-', '_', '.' and ':', at most 64 (a UUID, Caddy's, a trace id). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the trusted proxy's X-Request-Id when well formed, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined, trustProxy: unknown): string {
  return trustProxy && typeof header === "string" && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The Fastify instance with every plugin and route, not listening: what server.ts and the tests use. */
export async function buildApp(config: Config, deps: AppDeps): Promise<BereanApp> {
  const app = Fastify({
    trustProxy: config.trustProxy,
    rewriteUrl,
    // Each request's id in every log line it writes (`requestId`) and in its answer's X-Request-Id:
    // the proxy's own when Berean trusts the proxy and the id is well formed, else a new one.
    genReqId: (request) => requestIdOf(request.headers["x-request-id"], config.trustProxy),
    // A client trickling its headers or body (a byte every few seconds) is cut off once the
    // request has taken longer than this.
    requestTimeout: config.requestTimeoutMs,
    // One log line per request, written when it is answered (below), instead of two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: "requestId" }),
    // Headers are a few hundred bytes: a client still sending them after HEADERS_TIMEOUT_MS is cut
    // off, open requests checked every second (docs/security.md 35).
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, HEADERS_TIMEOUT_MS),
      connectionsCheckingInterval: Math.max(250, Math.min(1_000, Math.floor(config.requestTimeoutMs / 4))),
    },
    bodyLimit: 1024 * 1024,
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "*.password", "*.token", "*.newPassword", "*.currentPassword"],
        censor: "[redacted]",
      },
      serializers: {
        // Query strings and the reset link's path carry one-time tokens: log the path, redacted.
        req: (req) => ({ method: req.method, url: logPath(String(req.url)), remoteAddress: req.ip }),
      },
    },
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  // The API's response times over the last minutes, for the admin dashboard's System Status.
  const latency = new LatencyWindow();
  app.addHook("onResponse", async (request, reply) => {
    request.log.info({ req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, "request");
    if (request.url.startsWith("/api/")) latency.record(reply.elapsedTime);
  });
  registerMetrics(app, { token: config.metricsToken, database: deps.database });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = deps.database;
  const webDist = deps.webDist ?? config.webDist ?? WEB_DIST;
  const mailer = deps.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, app.log));
  const secret = config.authSecret || (await ensureAuthSecret(db));
  const auth = createAuth({ config, db, mailer, secret, log: app.log });

  await registerOpenApi(app, { auth, authEndpoints: Object.keys(AUTH_ENDPOINTS) });
  // Errors in the reader's language (docs/architecture.md §9), before they are compressed.
  registerErrorLanguage(app);
  // JSON and server-rendered HTML go out compressed; static assets are compressed at build time.
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await registerSecurity(app, config, secret, { rateLimits: deps.rateLimits });
  registerErrorHandling(app);

  // What this instance keeps in memory follows every instance's changes (docs/decisions/008).
  const changes = await listenForChanges(deps.database, app.log);
  const sessionCache = new SessionCache(config.sessionCacheMs, changes.live);
  const publicReads = new PublicCache(PUBLIC_CACHE_MS);
  const stopFollowing = onChange((change) => {
    sessionCache.apply(change);
    publicReads.apply(change);
  });
  app.addHook("onClose", async () => {
    stopFollowing();
    await changes.close();
  });
  registerAccessPolicy(app, auth, { cache: sessionCache, secret });

  // Dev-only routes do not exist in production (docs/security.md 42).
  const devMailboxKey = config.env === "production" ? null : await ensureDevMailboxKey(db);
  const payments = config.stripeSecretKey
    ? (await import("./modules/billing/stripe-provider.ts")).createStripeProvider({
        secretKey: config.stripeSecretKey,
        webhookSecret: config.stripeWebhookSecret!,
        proPriceId: config.stripeProPriceId!,
        apiUrl: config.stripeApiUrl,
      })
    : createLocalProvider({ db, appUrl: config.appUrl, webhookSecret: await ensureLocalWebhookSecret(db), log: app.log });
  // Every feature adds its routes (and its hooks, sweeps and streams) itself: modules/<name>/feature.ts.
  let draining = false;
  const context: FeatureContext = {
    app,
    db,
    database: deps.database,
    config,
    auth,
    secret,
    mailer,
    reads: publicReads,
    changeFeed: changes,
    latency,
    draining: () => draining,
    payments,
    webDist,
    devMailboxKey,
    memberOf: (request) => loadMember(auth, request, { cache: sessionCache, secret }),
    deps,
  };
  for (const feature of FEATURES) await feature.register(context);
  await registerDocsRoutes(app);

  await registerSpa(app, webDist);
  return {
    app,
    auth,
    mailer,
    devMailboxUrl: devMailboxKey ? devMailboxUrl(config.appUrl, devMailboxKey) : null,
    drain: () => {
      draining = true;
    },
  };
}
