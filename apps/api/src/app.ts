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
import { adminRoutes } from "./modules/admin/routes.ts";
import { attemptRoutes } from "./modules/attempts/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { testClockRoutes } from "./modules/dev/clock.ts";
import { devMailboxUrl, devRoutes } from "./modules/dev/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { historyRoutes } from "./modules/history/routes.ts";
import { hubRoutes } from "./modules/hub/routes.ts";
import { leaderboardRoutes } from "./modules/leaderboards/routes.ts";
import { pageViewRoutes } from "./modules/pageviews/routes.ts";
import { profileRoutes } from "./modules/profile/routes.ts";
import { quizRoutes } from "./modules/quizzes/routes.ts";
import { resultRoutes } from "./modules/results/routes.ts";
import { setupRoutes } from "./modules/setup/routes.ts";
import { statsRoutes } from "./modules/stats/routes.ts";
import { streakRoutes } from "./modules/streaks/routes.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { logPath } from "./lib/redact.ts";
import { listenForChanges, onChange } from "./lib/changes.ts";
import { LatencyWindow } from "./lib/latency.ts";
import { PublicCache } from "./lib/public-cache.ts";
import { SessionCache } from "./lib/session-cache.ts";
import { loadMember } from "./lib/session.ts";
import { registerSecurity, rewriteUrl } from "./plugins/security.ts";
import { registerSpa } from "./plugins/spa.ts";
import { createLocalProvider } from "./modules/billing/local-provider.ts";
import { billingRoutes, localPayRoutes, WEBHOOK_PATH } from "./modules/billing/routes.ts";
import { competitionRoutes } from "./modules/competitions/routes.ts";
import { registerItemHandler } from "./modules/billing/service.ts";
import { competitionEntrySale } from "./modules/competitions/service.ts";
import { adminUserRoutes } from "./modules/admin-users/routes.ts";
import { adminAttemptRoutes } from "./modules/admin-attempts/routes.ts";
import { adminActivityRoutes } from "./modules/admin-activity/routes.ts";
import { adminQuestionRoutes } from "./modules/admin-questions/routes.ts";
import { adminQuizRoutes } from "./modules/admin-quizzes/routes.ts";
import { challengeRoutes } from "./modules/challenges/routes.ts";
import { contactRoutes } from "./modules/contact/routes.ts";
import { groupRoutes } from "./modules/groups/routes.ts";
import { eventRoutes } from "./modules/events/routes.ts";
import { certificateRoutes } from "./modules/certificates/routes.ts";
import { assignmentRoutes } from "./modules/assignments/routes.ts";
import { customQuizRoutes } from "./modules/custom-quizzes/routes.ts";
import { gameRoutes } from "./modules/games/routes.ts";
import { memoryRoutes } from "./modules/memory/routes.ts";
import { practiceRoutes } from "./modules/practice/routes.ts";
import { progressRoutes } from "./modules/progress/routes.ts";
import { reviewRoutes } from "./modules/review/routes.ts";
import { mailPreferenceRoutes } from "./modules/mail-preferences/routes.ts";
import { reminderRoutes } from "./modules/reminders/routes.ts";
import { calendarRoutes } from "./modules/calendar/routes.ts";
import { sharingRoutes } from "./modules/sharing/routes.ts";

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
}

/** The Fastify instance with every plugin and route, not listening: what server.ts and the tests use. */
export async function buildApp(config: Config, deps: AppDeps): Promise<BereanApp> {
  const app = Fastify({
    trustProxy: config.trustProxy,
    rewriteUrl,
    // A client trickling its headers or body (a byte every few seconds) is cut off once the
    // request has taken longer than this.
    requestTimeout: config.requestTimeoutMs,
    // One log line per request, written when it is answered (below), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    // Headers are a few hundred bytes: a client still sending them after HEADERS_TIMEOUT_MS is cut
    // off, open requests checked every second (docs/security.md 35).
    http: { headersTimeout: Math.min(config.requestTimeoutMs, HEADERS_TIMEOUT_MS), connectionsCheckingInterval: Math.max(250, Math.min(1_000, Math.floor(config.requestTimeoutMs / 4))) },
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
  // The API's response times over the last minutes, for the admin dashboard's System Status.
  const latency = new LatencyWindow();
  app.addHook("onResponse", async (request, reply) => {
    request.log.info({ req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, "request");
    if (request.url.startsWith("/api/")) latency.record(reply.elapsedTime);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = deps.database;
  const webDist = deps.webDist ?? config.webDist ?? WEB_DIST;
  const mailer = deps.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, app.log));
  const secret = config.authSecret || (await ensureAuthSecret(db));
  const auth = createAuth({ config, db, mailer, secret, log: app.log });

  await registerOpenApi(app, { auth, authEndpoints: Object.keys(AUTH_ENDPOINTS) });
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

  await authRoutes(app, { auth, db, config, secret, mailer });
  await healthRoutes(app, { database: deps.database });
  await profileRoutes(app, { db });
  await setupRoutes(app, { auth, db });
  await adminRoutes(app, { database: deps.database, latency, timeZone: config.appTimezone, production: config.env === "production" });
  await adminUserRoutes(app, { db });
  await adminAttemptRoutes(app, { db });
  await adminActivityRoutes(app, { db });
  await adminQuestionRoutes(app, { db });
  await adminQuizRoutes(app, { db });
  await challengeRoutes(app, { db });
  await contactRoutes(app, { db, mailer, appUrl: config.appUrl });
  await groupRoutes(app, { db, appUrl: config.appUrl });
  await eventRoutes(app, { db, timeZone: config.appTimezone, production: config.env === "production" });
  await certificateRoutes(app, { db, appUrl: config.appUrl, timeZone: config.appTimezone });
  await assignmentRoutes(app, { db, mailer, appUrl: config.appUrl });
  await customQuizRoutes(app, { db });
  await gameRoutes(app, { db, appUrl: config.appUrl, secret: config.authSecret, pin: deps.games?.pin, sweep: deps.games?.sweep });
  await practiceRoutes(app, { db });
  await reviewRoutes(app, { db });
  await memoryRoutes(app, { db });
  await progressRoutes(app, { db });
  await mailPreferenceRoutes(app, { db, appUrl: config.appUrl, secret });
  await reminderRoutes(app, { db, mailer, appUrl: config.appUrl, secret, timeZone: config.appTimezone, sweep: deps.reminders?.sweep });
  await calendarRoutes(app, { db, appUrl: config.appUrl, secret, timeZone: config.appTimezone });
  // Dev-only routes do not exist in production (docs/security.md 42).
  const devMailboxKey = config.env === "production" ? null : await ensureDevMailboxKey(db);
  if (devMailboxKey) await devRoutes(app, { db, appUrl: config.appUrl, key: devMailboxKey });
  await testClockRoutes(app, config);
  await quizRoutes(app, { db, reads: publicReads, timeZone: config.appTimezone });
  await attemptRoutes(app, { db, timeZone: config.appTimezone, production: config.env === "production" });
  await resultRoutes(app, { db });
  await historyRoutes(app, { db });
  await streakRoutes(app, { db });
  await leaderboardRoutes(app, { db, timeZone: config.appTimezone, reads: publicReads });
  await statsRoutes(app, { db, reads: publicReads });
  await pageViewRoutes(app, { db, timeZone: config.appTimezone });
  await hubRoutes(app, { db, config, webDist, reads: publicReads, secret });
  await sharingRoutes(app, { db, config, webDist, memberOf: (request) => loadMember(auth, request, { cache: sessionCache, secret }) });
  const payments = config.stripeSecretKey
    ? (await import("./modules/billing/stripe-provider.ts")).createStripeProvider({ secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret!, proPriceId: config.stripeProPriceId!, apiUrl: config.stripeApiUrl })
    : createLocalProvider({ db, appUrl: config.appUrl, webhookSecret: await ensureLocalWebhookSecret(db), log: app.log });
  // What other features sell through billing, and who is told when it is paid or refunded.
  registerItemHandler("competition", competitionEntrySale);
  await billingRoutes(app, { db, provider: payments, appUrl: config.appUrl });
  await competitionRoutes(app, { db, provider: payments, appUrl: config.appUrl, timeZone: config.appTimezone, production: config.env === "production" });
  if (payments.name === "local") {
    await localPayRoutes(app, { provider: payments });
    // The test-mode provider posts its signed events through the real webhook route.
    payments.deliverWith(async (payload, signature) => {
      const response = await app.inject({ method: "POST", url: WEBHOOK_PATH, headers: { "content-type": "application/json", "stripe-signature": signature }, payload });
      return response.statusCode;
    });
  }
  await registerDocsRoutes(app);

  await registerSpa(app, webDist);
  return { app, auth, mailer, devMailboxUrl: devMailboxKey ? devMailboxUrl(config.appUrl, devMailboxKey) : null };
}
