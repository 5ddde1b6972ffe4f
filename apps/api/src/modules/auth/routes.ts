import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { consumedEmailToken } from "../../db/schema.ts";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, emailChangeOf, VERIFIED_CALLBACK_PATH, type Auth } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import { announce, type Change } from "../../lib/changes.ts";
import { sessionChange } from "../../lib/session-cache.ts";
import { requestSession } from "../../lib/session-token.ts";
import { weakPasswordMessage } from "../../lib/password-policy.ts";
import type { Mailer } from "../../lib/mail.ts";
import { logPath } from "../../lib/redact.ts";
import { nestsTooDeep, textProblem, textRefused, tooDeep } from "../../plugins/security.ts";
import { AUTH_ENDPOINTS, endpointKey } from "./schemas.ts";
import { afterEmailChange, changeEmailRoutes, EMAIL_CHANGED_CALLBACK, emailChangeOutcomePath, emailStillFree } from "./change-email.ts";
import { countSignInTry, signInSucceeded } from "./sign-in-limit.ts";
import { linkAlreadyDone } from "./used-link.ts";

/** Endpoints after which a session may no longer be valid (docs/decisions/007). */
const SESSION_ENDING = new Set(["/sign-out", "/change-password", "/reset-password"]);

/** A used link whose work is done (the address confirmed, or changed): said kindly, not as an expired link. */
const ALREADY_DONE = "ALREADY_DONE";

/** Where the reset link lands in the SPA (with ?token= or ?error=). */
const RESET_PAGE_PATH = "/auth/reset-password";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.code === "unrecognized_keys" ? `Unknown field(s): ${issue.keys.join(", ")}` : issue.message;
    if (issue.code === "unrecognized_keys") for (const k of issue.keys) fields[k] ??= "This field cannot be set.";
  }
  return fields;
}

/**
 * Mounts Better Auth on /api/auth/*: Fastify's request becomes a web Request (with the client IP
 * from the socket, never from the client's own headers) and every Set-Cookie is copied back.
 */
export async function authRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; config: Config; secret: string; mailer: Mailer }): Promise<void> {
  const { auth, db, config } = deps;
  await changeEmailRoutes(app, deps);

  await app.register(async (scope) => {
    // Keep the raw JSON: it is validated here and handed to Better Auth unchanged.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));

    scope.route({
      method: ["GET", "POST"],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      handler: async (request, reply) => {
        const url = new URL(request.url, config.appUrl);
        const path = url.pathname.slice(AUTH_BASE_PATH.length);
        const endpoint = AUTH_ENDPOINTS[endpointKey(request.method, path)];
        if (!endpoint) throw new AppError(404, "NOT_FOUND", "No such authentication endpoint.");

        let rawBody = typeof request.body === "string" ? request.body : undefined;
        let signInEmail: string | null = null;
        if (endpoint.body) {
          let parsedBody: unknown;
          if (rawBody && nestsTooDeep(rawBody)) throw tooDeep();
          try {
            parsedBody = rawBody ? JSON.parse(rawBody) : undefined;
          } catch {
            throw new AppError(400, "VALIDATION", "The request body is not valid JSON.");
          }
          const result = endpoint.body.safeParse(parsedBody);
          if (!result.success) throw new AppError(400, "VALIDATION", "Please check the highlighted fields.", zodFields(result.error));
          const problem = textProblem(parsedBody);
          if (problem) throw textRefused(problem);
          refuseWeakPassword(path, result.data as Record<string, unknown>);
          if (path === "/sign-in/email") signInEmail = (result.data as { email: string }).email;
        }
        if (endpoint.query) {
          const result = endpoint.query.safeParse(Object.fromEntries(url.searchParams));
          if (!result.success) throw new AppError(400, "VALIDATION", "Invalid link parameters.", zodFields(result.error));
        }

        // Links from mails always come back to our own pages, whatever the query says.
        const emailChange = path === "/verify-email" ? emailChangeOf(url.searchParams.get("token") ?? "") : null;
        if (path === "/verify-email") {
          const token = url.searchParams.get("token") ?? "";
          const fresh = await db
            .insert(consumedEmailToken)
            .values({ tokenHash: sha256(token) })
            .onConflictDoNothing()
            .returning();
          const landing = emailChange ? EMAIL_CHANGED_CALLBACK : VERIFIED_CALLBACK_PATH;
          url.searchParams.set("callbackURL", landing);
          if (fresh.length === 0) {
            const outcome = (await linkAlreadyDone(db, token, deps.secret)) ? ALREADY_DONE : "TOKEN_USED";
            return reply.redirect(`${landing}${emailChange ? "&" : "?"}error=${outcome}`);
          }
          // The new address may have been registered since the change was asked for.
          if (emailChange && !(await emailStillFree(db, emailChange))) return reply.redirect(`${landing}&error=EMAIL_TAKEN`);
        }
        if (path.startsWith("/reset-password/")) url.searchParams.set("callbackURL", RESET_PAGE_PATH);
        if (path === "/sign-out" && !rawBody) rawBody = "{}";
        if (signInEmail) {
          try {
            await countSignInTry(db, signInEmail);
          } catch (error) {
            request.log.warn({ event: "auth.sign_in.account_limited", ip: request.ip }, "auth request");
            throw error;
          }
        }

        const response = await auth.handler(toWebRequest(request, url, rawBody));
        logAuthOutcome(request, path, response.status);
        // The password was right (403: right, but the email is not confirmed yet): the run of failures ends.
        if (signInEmail && (response.ok || response.status === 403)) await signInSucceeded(db, signInEmail);
        if (emailChange) await afterEmailChange(deps, emailChange);
        // Sessions have ended: every instance forgets them before the response leaves (decision 007).
        if (SESSION_ENDING.has(path) && response.ok) await announce(db, endedSessions(path, request, deps.secret));
        // Signed out: the browser forgets what this site cached and stored for the member (a
        // shared computer keeps none of it; docs/security.md 50). Its cookies go by Set-Cookie.
        if (path === "/sign-out" && response.ok) reply.header("clear-site-data", '"cache", "storage"');
        if (path === "/sign-up/email" && response.ok) return sendSignUpResponse(reply, response);
        return sendWebResponse(reply, response, path);
      },
    });
  });

  // The verification link's landing: success → the sign-in page; any failure → the SPA's email-link error dialog.
  app.get(
    VERIFIED_CALLBACK_PATH,
    {
      schema: { tags: ["auth"], querystring: z.object({ error: z.string().max(100).optional(), change: z.literal("email").optional() }) },
      config: { access: "public", summary: "Where a confirmed email link lands: redirects to sign-in (a change of email: to the settings)" },
    },
    async (request, reply) => {
      const { error, change } = request.query as { error?: string; change?: "email" };
      if (change) return reply.redirect(emailChangeOutcomePath(error === ALREADY_DONE ? undefined : error));
      if (!error) return reply.redirect("/auth/login?verified=1");
      if (error === ALREADY_DONE) return reply.redirect("/auth/login?verified=already");
      const description = "The email link you used is invalid or has expired. Please request a new verification or password reset email.";
      const hash = new URLSearchParams({ error: "access_denied", error_code: "otp_expired", error_description: description });
      return reply.redirect(`/auth/login#${hash.toString()}`);
    },
  );
}

/** A sign-out ends its own session; a password change or reset may end any of a member's (all are read again). */
function endedSessions(path: string, request: FastifyRequest, secret: string): Change {
  const session = path === "/sign-out" ? requestSession(request.raw, secret) : null;
  return session ? sessionChange.token(session.token) : sessionChange.all();
}

function toWebRequest(request: FastifyRequest, url: URL, body: string | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, { method: request.method, headers, body: hasBody ? (body ?? "{}") : undefined });
}

async function sendWebResponse(reply: FastifyReply, response: Response, path: string): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  const payload = Buffer.from(await response.arrayBuffer());
  if (TOKEN_BEARING.has(path) && payload.length && /json/.test(response.headers.get("content-type") ?? ""))
    return reply.send(withoutSessionToken(JSON.parse(payload.toString("utf8"))));
  return reply.send(payload.length ? payload : undefined);
}

/** Endpoints whose answer Better Auth gives with the session's token in it. */
const TOKEN_BEARING = new Set(["/sign-in/email", "/get-session", "/change-password"]);

/**
 * The session travels in its httpOnly cookie only (docs/security.md 6): a token in a response body is
 * one a script on the page could read and send elsewhere, so it is taken out of the answer.
 */
function withoutSessionToken(body: unknown): unknown {
  if (!body || typeof body !== "object") return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  if (rest.session && typeof rest.session === "object") {
    const { token: _sessionToken, ...session } = rest.session as Record<string, unknown>;
    rest.session = session;
  }
  return rest;
}

/** The field that carries a new password, per endpoint: it must not be a common or patterned one (NIST 800-63B). */
const NEW_PASSWORD_FIELD: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

function refuseWeakPassword(path: string, body: Record<string, unknown>): void {
  const field = NEW_PASSWORD_FIELD[path];
  const value = field ? body[field] : undefined;
  if (typeof value !== "string") return;
  const emailName = typeof body.email === "string" ? body.email.split("@")[0]! : "";
  const message = weakPasswordMessage(value, [emailName]);
  if (message) throw new AppError(400, "VALIDATION", "Please check the highlighted fields.", { [field!]: message });
}

/** What a sign-up answers, for a new email and a taken one alike (docs/security.md 3). */
const SIGN_UP_USER_FIELDS = ["id", "email", "name", "image", "emailVerified", "createdAt", "updatedAt"] as const;

/**
 * Better Auth answers a taken email with a stand-in user whose extra fields are null (`"role":
 * null`), which told the two cases apart. Berean sends only the fields both share, with the
 * values a new member has until the mailed link is followed.
 */
async function sendSignUpResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  const body = (await response.json()) as { user?: Record<string, unknown> };
  const user = Object.fromEntries(SIGN_UP_USER_FIELDS.map((key) => [key, body.user?.[key] ?? null]));
  user.emailVerified = false;
  reply.status(response.status);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  return reply.type("application/json").send({ token: null, user });
}

/** Sign-ins, sign-ups and their failures are logged without emails, passwords or tokens (docs/security.md 28). */
function logAuthOutcome(request: FastifyRequest, path: string, status: number): void {
  if (path === "/get-session") return;
  const outcome = status < 400 ? "ok" : status === 429 ? "rate_limited" : "refused";
  const level = status < 400 ? "info" : "warn";
  const event = `auth${logPath(path).replace("/[redacted]", "").replace(/\//g, ".")}`;
  request.log[level]({ event, status, outcome, ip: request.ip }, "auth request");
}
