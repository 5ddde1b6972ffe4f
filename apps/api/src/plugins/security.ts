import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../config.ts";
import { AppError } from "../lib/errors.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Paths that accept state changes without a same-origin JSON body (signed provider webhooks). */
const ORIGIN_EXEMPT = [/^\/api\/webhooks\//];

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: config.env === "production" ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });

  // With REDIS_URL the counters (this general limit and every route's own) are shared by all
  // instances; a Redis outage lets requests through rather than taking the site down.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) {
    redis.on("error", (err) => app.log.warn({ err }, "rate-limit store (Redis) unavailable"));
    app.addHook("onClose", async () => {
      await redis.quit();
    });
  }

  // A general ceiling per client on the API; tighter limits sit on the routes that need them.
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: "berean-rl:", skipOnError: true } : {}),
    global: true,
    max: config.apiRateLimitPerMinute,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith("/api/"),
  });

  // Only JSON bodies: no form posts, no text/plain (SECURITY.md 15).
  app.removeContentTypeParser("text/plain");

  const appOrigin = new URL(config.appUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith("/api/")) return;
    if (ORIGIN_EXEMPT.some((pattern) => pattern.test(request.url))) return;
    if (request.headers.origin !== appOrigin) {
      request.log.warn({ event: "csrf.refused", origin: request.headers.origin }, "cross-origin write refused");
      throw new AppError(403, "BAD_ORIGIN", "This request must come from the Berean site.");
    }
    const type = request.headers["content-type"] ?? "";
    if (!/^application\/json\b/i.test(type)) {
      throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the request as JSON.");
    }
  });
}
