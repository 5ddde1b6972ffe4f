import type { FastifyInstance } from "fastify";
import type { Auth } from "./auth.ts";
import type { SessionCache } from "./session-cache.ts";
import { loadMember, requireAdmin, requireMember, requirePro } from "./session.ts";

/**
 * Who may call a route: anyone, a signed-in (verified) member, a Pro member (administrators
 * too: they see and enter competitions as Pro members do), or an administrator.
 */
export type Access = "public" | "member" | "pro" | "admin";

/**
 * The route × role policy of the whole API, in one place (SECURITY.md 9). A route missing from
 * this table stops the server at start-up, so no endpoint ships without a decision. Ownership
 * (a member reads only their own attempts) is checked by each service on top of this.
 */
export const ROUTE_ACCESS: Record<string, Access> = {
  "GET /api/health": "public",
  "GET /api/openapi.json": "public",
  // The reference page and its own files (lib/openapi.ts): public like the document.
  "GET /api/docs": "public",
  "GET /api/setup": "public",
  "POST /api/setup": "public",
  "GET /api/email-link/verified": "public",
  "GET /api/quizzes": "public",
  "GET /api/leaderboard": "public",
  "GET /api/leaderboard/latest-competition": "public",
  "GET /api/hub/books/:book": "public",
  "GET /api/stats": "public",
  "POST /api/page-views": "public",
  // Signed by the payment provider; the signature is the check (modules/billing).
  "POST /api/billing/webhook": "public",

  "GET /api/me": "member",
  "PATCH /api/me": "member",
  "POST /api/quizzes/:quizId/attempts": "member",
  "GET /api/attempts/:attemptId": "member",
  "POST /api/attempts/:attemptId/answers": "member",
  "POST /api/attempts/:attemptId/finish": "member",
  "POST /api/attempts/:attemptId/abandon": "member",
  "GET /api/results/latest": "member",
  "GET /api/results/:attemptId": "member",
  "POST /api/results/:attemptId/challenges": "member",
  "GET /api/history": "member",
  "GET /api/dashboard": "member",
  "GET /api/my-quizzes": "member",
  "GET /api/streak": "member",
  "POST /api/streak/read": "member",
  "GET /api/billing": "member",
  "GET /api/billing/checkout/:sessionId": "member",
  // Pro members only: a free member gets 403 PRO_REQUIRED, which the upgrade pitch answers.
  "GET /api/competitions": "pro",
  "POST /api/competitions/:competitionId/join": "pro",
  "POST /api/competitions/:competitionId/attempt": "pro",
  "GET /api/competitions/:competitionId/leaderboard": "pro",
  // An entrant's own attempt and receipt: the paid entry is the check (modules/competitions), so an
  // attempt under way can be finished and a receipt read after a subscription lapses.
  "GET /api/competitions/:competitionId/attempt": "member",
  "POST /api/competition-attempts/:attemptId/answers": "member",
  "POST /api/competition-attempts/:attemptId/finish": "member",
  "GET /api/competitions/:competitionId/receipt": "member",
  "POST /api/billing/checkout": "member",
  "POST /api/billing/portal": "member",
  // The local test-mode provider's checkout and portal: only the member who started them (modules/billing).
  "GET /api/local-pay/checkout/:sessionId": "member",
  "POST /api/local-pay/checkout/:sessionId/pay": "member",
  "GET /api/local-pay/portal/:sessionId": "member",
  "POST /api/local-pay/portal/:sessionId": "member",

  "GET /api/events/live": "public",
  "GET /api/events/live/stream": "public",
  "GET /api/events": "public",
  "GET /api/events/:eventId": "public",
  "GET /api/me/certificates": "member",
  "GET /api/certificates/:code": "public",
  "GET /api/certificates/:code/pdf": "member",
  "GET /api/admin/overview": "admin",
  "PUT /api/admin/flags/hide_membership_section": "admin",
  "GET /api/admin/page-views": "admin",
  "GET /api/admin/attempts": "admin",
  "GET /api/admin/activity": "admin",
  "POST /api/admin/questions/upload": "admin",
  "GET /api/admin/attempts/export": "admin",
  "POST /api/admin/attempts/:attemptId/void": "admin",
  "GET /api/admin/attempts/held": "admin",
  "PUT /api/admin/questions/:questionId/reserve": "admin",
  "POST /api/admin/held/:kind/:id": "admin",
  "GET /api/admin/quizzes": "admin",
  "GET /api/admin/quizzes/:quizId/questions": "admin",
  "POST /api/admin/quizzes": "admin",
  "PUT /api/admin/quizzes/:quizId": "admin",
  "DELETE /api/admin/quizzes/:quizId": "admin",
  "GET /api/admin/questions": "admin",
  "GET /api/admin/questions/:questionId": "admin",
  "POST /api/admin/questions": "admin",
  "PUT /api/admin/questions/:questionId": "admin",
  "DELETE /api/admin/questions/:questionId": "admin",
  "GET /api/admin/challenges": "admin",
  "POST /api/admin/challenges/:questionId/reject": "admin",
  "GET /api/admin/users": "admin",
  "GET /api/admin/users/:userId": "admin",
  "PATCH /api/admin/users/:userId": "admin",
  "GET /api/admin/competitions": "admin",
  "GET /api/admin/competitions/draw": "admin",
  "GET /api/admin/competitions/questions": "admin",
  "POST /api/admin/competitions": "admin",
  "PUT /api/admin/competitions/:competitionId": "admin",
  "DELETE /api/admin/competitions/:competitionId": "admin",
  "POST /api/admin/competitions/:competitionId/status": "admin",
};

/** Better Auth guards its own endpoints (sessions, tokens, rate limits). */
const SELF_GUARDED = /^\/api\/auth\//;

/** The reference page's files under /api/docs/ (Swagger UI's), public as the page is. */
const DOCS_FILES = /^\/api\/docs\//;

export function accessOf(method: string, url: string): Access | undefined {
  const verb = method === "HEAD" ? "GET" : method;
  if (verb === "GET" && DOCS_FILES.test(url)) return "public";
  return ROUTE_ACCESS[`${verb} ${url}`];
}

/**
 * Enforces ROUTE_ACCESS before a request body is even validated (authenticate → validate →
 * authorize → service), and refuses to register an /api route that has no policy.
 */
export function registerAccessPolicy(app: FastifyInstance, auth: Auth, sessions: { cache: SessionCache; secret: string }): void {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || SELF_GUARDED.test(route.url)) return;
    for (const method of [route.method].flat()) {
      if (!accessOf(method, route.url)) throw new Error(`${method} ${route.url} has no access policy: add it to ROUTE_ACCESS (apps/api/src/lib/access.ts)`);
    }
  });

  app.decorateRequest("member", null);
  app.addHook("preValidation", async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith("/api/") || SELF_GUARDED.test(url)) return;
    request.member = await loadMember(auth, request, sessions);
    const access = accessOf(request.method, url);
    if (access === "member") requireMember(request);
    if (access === "pro") requirePro(request);
    if (access === "admin") requireAdmin(request);
  });

  // Every admin write leaves a log line (SECURITY.md 28) beside its audit_log row (what changed).
  app.addHook("onResponse", async (request, reply) => {
    const url = request.routeOptions.url;
    if (!url || request.method === "GET" || request.method === "HEAD" || accessOf(request.method, url) !== "admin") return;
    request.log.info({ event: "admin.action", actorId: request.member?.id ?? null, method: request.method, route: url, params: request.params, status: reply.statusCode }, "admin action");
  });
}
