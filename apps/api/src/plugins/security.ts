import { addressKey } from "../lib/address-range.ts";
import type { IncomingMessage } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { z } from "zod";
import { isWellFormedText, MAX_JSON_DEPTH } from "@berean/domain";
import type { Config } from "../config.ts";
import { AppError } from "../lib/errors.ts";
import { requestSession } from "../lib/session-token.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const NO_QUERY = z.strictObject({});

/**
 * The first problem in a request's text (keys included) that the database would refuse with an
 * error instead of a 400: a NUL (PostgreSQL's text cannot hold one) or a lone UTF-16 surrogate (not
 * Unicode: a jsonb column, such as the audit log's, refuses it). Walked with a stack, not recursion,
 * so no nesting can overflow it.
 */
export function textProblem(value: unknown): "nul" | "surrogate" | null {
  const pending: unknown[] = [value];
  const check = (text: string) => (text.includes("\u0000") ? "nul" : isWellFormedText(text) ? null : "surrogate");
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      const problem = check(next);
      if (problem) return problem;
    } else if (Array.isArray(next)) {
      for (const inner of next) pending.push(inner);
    } else if (next && typeof next === "object") {
      for (const [key, inner] of Object.entries(next)) {
        const problem = check(key);
        if (problem) return problem;
        pending.push(inner);
      }
    }
  }
  return null;
}
export const textRefused = (problem: "nul" | "surrogate") =>
  new AppError(400, "INVALID_TEXT", problem === "nul" ? "Text cannot contain a NUL character." : "Text must be valid Unicode (it holds a lone surrogate).");

/**
 * Whether JSON text nests arrays and objects deeper than MAX_JSON_DEPTH (docs/security.md 41), counted
 * in one pass over the text before it is parsed (brackets inside strings do not count): whatever a
 * deep body would reach later — a check, a schema, a serialiser — never sees one.
 */
export function nestsTooDeep(json: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}
export const tooDeep = () => new AppError(400, "TOO_DEEP", `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`);

/** Raw requests whose path does not normalise; the first hook refuses them. */
const badPaths = new WeakSet<IncomingMessage>();

/**
 * The one form of a request's path that routing and every guard see (Fastify's `rewriteUrl`):
 * percent-escapes decoded and written back canonically, so `/%61pi/…` is `/api/…` for the Origin
 * check, the JSON check, the rate limits and the router alike. A path that does not normalise —
 * a broken escape, an encoded slash or backslash, a dot segment, a control character — is
 * refused with 400 instead of being guessed at. The query string is left as it came.
 */
export function canonicalUrl(url: string): string | null {
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? "" : url.slice(q);
  if (/%(2f|5c)/i.test(path)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // Control characters (C0, DEL, C1) never belong in a path.
  // oxlint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(decoded)) return null;
  if (decoded.split("/").some((segment) => segment === "." || segment === "..")) return null;
  return encodeURI(decoded) + query;
}

/** Fastify's `rewriteUrl`: every later step sees the canonical path. */
export function rewriteUrl(req: IncomingMessage): string {
  const canonical = canonicalUrl(req.url ?? "/");
  if (canonical === null) {
    badPaths.add(req);
    return "/";
  }
  return canonical;
}

/** Paths that accept state changes without a same-origin JSON body (signed provider webhooks, signed one-click unsubscribes). */
const ORIGIN_EXEMPT = [/^\/api\/billing\/webhook(\?|$)/, /^\/api\/mail\/unsubscribe\/[^/?]+(\?|$)/];

/** The headers helmet sets for these options, captured from one run of its middleware. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurity(app: FastifyInstance, config: Config, authSecret: string, options: { rateLimits?: boolean } = {}): Promise<void> {
  // Helmet's headers are the same for every response: worked out once, set by one hook.
  const headers = securityHeaders({
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
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // A signed-in member's API answers are theirs: no shared cache or the browser's disk keeps them
  // (docs/security.md 62), unless the route said how it may be kept.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control") && requestSession(request.raw, authSecret))
      reply.header("cache-control", "private, no-store");
    return payload;
  });

  // A path that did not normalise (rewriteUrl) is refused before any route or limit sees it.
  app.addHook("onRequest", async (request) => {
    if (badPaths.has(request.raw)) throw new AppError(400, "BAD_PATH", "This address is not valid.");
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

  // A ceiling per client on every path: the API's, and a larger one apart for pages, assets and
  // anything else (a hall loading the app at once), none unlimited; tighter limits sit on the
  // routes that need them.
  if (options.rateLimits !== false) {
    const isApi = (request: FastifyRequest) => request.url.startsWith("/api/");
    await app.register(rateLimit, {
      ...(redis ? { redis, nameSpace: "berean-rl:", skipOnError: true } : {}),
      global: true,
      max: (request) => (isApi(request) ? config.apiRateLimitPerMinute : config.pageRateLimitPerMinute),
      timeWindow: 60_000,
      // Signed-in requests count per session, so a church hall of members behind one address is
      // never throttled together; anonymous requests and the auth routes count per address.
      keyGenerator: (request) => {
        if (request.url.startsWith("/api/auth/")) return `ip:${addressKey(request.ip)}`;
        const session = requestSession(request.raw, authSecret);
        const client = session ? `session:${session.key}` : `ip:${addressKey(request.ip)}`;
        return isApi(request) ? client : `page:${client}`;
      },
    });
    // Routes get the limit above from the plugin; a path no route serves (the app's own pages, a
    // 404) is counted here, before its body is read.
    const limitUnrouted = app.createRateLimit();
    app.addHook("onRequest", async (request, reply) => {
      if (!request.is404) return;
      const limit = await limitUnrouted(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header("retry-after", limit.ttlInSeconds);
        throw new AppError(429, "RATE_LIMITED", "Too many requests. Please wait a moment and try again.");
      }
    });
  }

  // An API route takes only the query fields its schema names: one without a query schema takes
  // none, so an unexpected field is a 400 rather than silently ignored. Better Auth's routes
  // check their own queries (modules/auth/schemas.ts).
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.url.startsWith("/api/auth/")) return;
    route.schema = { ...route.schema, querystring: route.schema?.querystring ?? NO_QUERY };
  });

  // After validation, so a field whose schema already holds it to the text rule says so itself.
  app.addHook("preHandler", async (request) => {
    const problem = textProblem(request.query) ?? textProblem(request.params) ?? (typeof request.body === "object" ? textProblem(request.body) : null);
    if (problem) throw textRefused(problem);
  });

  // Only JSON bodies: no form posts, no text/plain (docs/security.md 15). JSON is parsed as Fastify
  // does (prototype poisoning refused) once its depth is known to be bounded.
  app.removeContentTypeParser("text/plain");
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (nestsTooDeep(body as string)) return done(tooDeep(), undefined);
    parseJson(request, body as string, done);
  });

  const appOrigin = new URL(config.appUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith("/api/")) return;
    if (ORIGIN_EXEMPT.some((pattern) => pattern.test(request.url))) return;
    if (request.headers.origin !== appOrigin) {
      request.log.warn({ event: "csrf.refused", origin: request.headers.origin }, "cross-origin write refused");
      throw new AppError(403, "BAD_ORIGIN", "This request must come from the Berean site.");
    }
    // A body must be JSON; a request without one (a DELETE) has no type to check.
    const type = request.headers["content-type"] ?? "";
    const hasBody = request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0 || type !== "";
    if (hasBody && !/^application\/json\b/i.test(type)) {
      throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the request as JSON.");
    }
  });
}
