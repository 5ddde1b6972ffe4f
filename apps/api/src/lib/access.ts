import type { FastifyInstance } from "fastify";
import type { Auth } from "./auth.ts";
import type { SessionCache } from "./session-cache.ts";
import { loadMember, requireAdmin, requireMember, requirePro } from "./session.ts";

/**
 * Who may call a route: anyone, a signed-in (verified) member, a Pro member (administrators
 * too: they see and enter competitions as Pro members do), or an administrator.
 */
export type Access = "public" | "member" | "pro" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Who may call the route (docs/security.md 9), declared where the route is defined: an /api
     * route without it stops the server at start-up, so no endpoint ships without a decision.
     * Ownership (a member reads only their own attempts) is checked by each service on top of this.
     */
    access?: Access;
    /** The route in one line, as the API reference shows it (lib/openapi.ts); required as access is. */
    summary?: string;
  }
  interface FastifyInstance {
    /** Every /api route's declared access ("GET /api/quizzes" → "public"): the policy the tests and the API document read. */
    routeAccess: ReadonlyMap<string, Access>;
  }
}

/** Better Auth guards its own endpoints (sessions, tokens, rate limits). */
const SELF_GUARDED = /^\/api\/auth\//;

/**
 * The reference page and its files (Swagger UI's plugin defines these routes, so they cannot
 * declare their access themselves): public, as the document is.
 */
const DOCS_PAGE = "/api/docs";
const DOCS_FILES = /^\/api\/docs\//;

/** A route's access by method and URL pattern; a HEAD request is its GET route's. */
export function accessOf(app: FastifyInstance, method: string, url: string): Access | undefined {
  const verb = method === "HEAD" ? "GET" : method;
  if (verb === "GET" && DOCS_FILES.test(url)) return "public";
  return app.routeAccess.get(`${verb} ${url}`);
}

/**
 * Enforces each route's declared access before a request body is even validated (authenticate →
 * validate → authorize → service), and refuses to register an /api route that declares none.
 */
export function registerAccessPolicy(app: FastifyInstance, auth: Auth, sessions: { cache: SessionCache; secret: string }): void {
  const declared = new Map<string, Access>();
  app.decorate("routeAccess", declared);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || SELF_GUARDED.test(route.url) || DOCS_FILES.test(route.url)) return;
    for (const method of [route.method].flat()) {
      // Fastify's HEAD twin of a GET route answers as the GET does.
      if (method === "HEAD") continue;
      const key = `${method} ${route.url}`;
      const access = route.url === DOCS_PAGE ? "public" : route.config?.access;
      if (!access) throw new Error(`${key} has no access policy: give it config: { access } where the route is defined (apps/api/src/lib/access.ts)`);
      declared.set(key, access);
    }
  });

  app.decorateRequest("member", null);
  app.addHook("preValidation", async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith("/api/") || SELF_GUARDED.test(url)) return;
    request.member = await loadMember(auth, request, sessions);
    const access = accessOf(app, request.method, url);
    if (access === "member") requireMember(request);
    if (access === "pro") requirePro(request);
    if (access === "admin") requireAdmin(request);
  });

  // Every admin write leaves a log line (docs/security.md 28) beside its audit_log row (what changed).
  app.addHook("onResponse", async (request, reply) => {
    const url = request.routeOptions.url;
    if (!url || request.method === "GET" || request.method === "HEAD" || accessOf(app, request.method, url) !== "admin") return;
    request.log.info(
      { event: "admin.action", actorId: request.member?.id ?? null, method: request.method, route: url, params: request.params, status: reply.statusCode },
      "admin action",
    );
  });
}
